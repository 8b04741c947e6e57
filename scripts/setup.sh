#!/usr/bin/env bash
# Installs what building (and, with `test`, testing) needs, and only what is missing:
#   bash scripts/setup.sh build   Rust's wasm target, wasm-pack, wasm-bindgen-cli, npm packages,
#                                 zstd (Debian)
#   bash scripts/setup.sh test    the same, plus rustfmt, clippy, Chromium and chromedriver, and
#                                 for the cross-browser tests Firefox ESR, WebKitGTK's WebDriver,
#                                 Xvfb (Debian) and geckodriver (crates.io)
# Everything comes from the package registries (rustup, crates.io, npm, Debian). No program
# is trusted by its name: each is looked for where this script chooses, asked its version,
# and linked into target/tools/bin/ only if it answers as the real one (scripts/tools.sh);
# the build and the tests take their tools from there. Each step checks first, so a second
# run takes a few seconds.
set -euo pipefail

mode=${1:-build}
case "$mode" in
  build | test) ;;
  *)
    echo "usage: bash scripts/setup.sh [build|test]" >&2
    exit 2
    ;;
esac

cd "$(dirname "$0")/.."
cargo_bin="${CARGO_HOME:-$HOME/.cargo}/bin"
npm_bin="$PWD/node_modules/.bin"
export PATH="$cargo_bin:$PATH"
# shellcheck source=scripts/tools.sh
source scripts/tools.sh

say() { echo "setup ($SECONDS s): $*"; }
fail() {
  echo "setup: $*" >&2
  exit 1
}

# Node.js 20 or newer: the oldest the pinned Playwright runs on.
NODE_MAJOR=20
rustup_path=$(real_tool rustup '^rustup [0-9]' --version $(candidates rustup "$cargo_bin")) &&
  cargo_path=$(real_tool cargo '^cargo 1\.' --version $(candidates cargo "$cargo_bin")) ||
  fail "Rust is missing: install it with rustup (https://rustup.rs), then run this again."
node_path=$(real_tool node '^v[0-9]+\.' --version $(candidates node)) &&
  real_tool npm '^[0-9]+\.' --version $(candidates npm) >/dev/null ||
  fail "Node.js $NODE_MAJOR or newer with npm is missing: install it (Debian: apt-get install nodejs npm)."
node_major=$("$node_path" -p 'process.versions.node.split(".")[0]')
[ "$node_major" -ge "$NODE_MAJOR" ] ||
  fail "Node.js $("$node_path" --version) is too old: version $NODE_MAJOR or newer is needed."
link_tool cargo "$cargo_path"

# The wasm target, and the linters the tests run.
# (Lists are read whole before grep looks at them: grep -q stopping early under pipefail
# would make a present item look missing.)
targets=$("$rustup_path" target list --installed)
if ! grep -qx wasm32-unknown-unknown <<<"$targets"; then
  say "adding the wasm32-unknown-unknown target"
  "$rustup_path" target add wasm32-unknown-unknown
fi
if [ "$mode" = test ]; then
  components=$("$rustup_path" component list --installed)
  for component in rustfmt clippy; do
    if ! grep -q "^$component" <<<"$components"; then
      say "adding the $component component"
      "$rustup_path" component add "$component"
    fi
  done
fi

# cargo_tool NAME PATTERN INSTALL...: the real NAME from cargo's bin folder or PATH, installed
# with `cargo INSTALL...` when none answers; linked into target/tools/bin.
cargo_tool() {
  local name=$1 pattern=$2 found
  shift 2
  if ! found=$(real_tool "$name" "$pattern" --version $(candidates "$name" "$cargo_bin")); then
    "$@"
    found=$(real_tool "$name" "$pattern" --version "$cargo_bin/$name") ||
      fail "$name was installed but $cargo_bin/$name does not answer as $name"
  fi
  link_tool "$name" "$found"
}

# wasm-bindgen-cli must be exactly the version of the wasm-bindgen crate in Cargo.lock, or
# wasm-pack tries to download one.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[ -n "$bindgen_version" ] || fail "no wasm-bindgen version found in Cargo.lock"
install_bindgen() {
  say "installing wasm-bindgen-cli $bindgen_version (about 6 minutes)"
  # --locked builds with the dependency versions its authors tested. For 0.2.130 that fails
  # on a fresh machine (a locked dependency's version is no longer on crates.io), and the
  # install falls back to the newest versions its Cargo.toml allows: the same CLI, built
  # with dependencies its authors did not pin.
  if ! cargo install wasm-bindgen-cli --version "=$bindgen_version" --locked; then
    say "the locked install of wasm-bindgen-cli failed: installing it with the newest compatible dependencies"
    cargo install wasm-bindgen-cli --version "=$bindgen_version"
  fi
}
bindgen_pattern="${bindgen_version//./\\.}\$"
cargo_tool wasm-bindgen "^wasm-bindgen $bindgen_pattern" install_bindgen
# wasm-pack's tests run the test runner that wasm-bindgen-cli installs beside wasm-bindgen.
cargo_tool wasm-bindgen-test-runner "^wasm-bindgen-test-runner $bindgen_pattern" install_bindgen
install_wasm_pack() {
  say "installing wasm-pack (about 4 minutes)"
  cargo install wasm-pack --locked
}
cargo_tool wasm-pack '^wasm-pack 0\.' install_wasm_pack

# npm packages (Playwright, the static server, binaryen's wasm-opt), as package-lock.json pins them.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] ||
  [ package.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  npm ci --no-audit --no-fund
fi
# The npm packages' own programs, from node_modules/.bin alone: wasm-opt must be binaryen's
# (Debian's is too old for what rustc emits), the others the versions package-lock.json pins.
npm_tool() {
  local found
  found=$(real_tool "$1" "$2" --version "$npm_bin/$1") ||
    fail "$npm_bin/$1 does not answer as $1: remove node_modules and run this again"
  link_tool "$1" "$found"
}
npm_tool wasm-opt '^wasm-opt version (1[2-9][0-9]|[2-9][0-9]{2})'
npm_tool esbuild '^0\.[0-9]+\.'
npm_tool tsc '^Version [0-9]'
npm_tool playwright '^Version 1\.'
npm_tool serve '^[0-9]+\.[0-9]+\.[0-9]+'
# The host projects' build tools (tests/hosts/), as a website's team runs them.
npm_tool vite '^vite/8\.'
npm_tool webpack 'webpack: .*→ 5\.'

# Debian's packages, installed by apt-get as root (else named for the reader to install).
apt_install() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing $* (a few minutes)"
    [ -n "${apt_updated:-}" ] || apt-get update
    apt_updated=1
    DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"
  else
    fail "these Debian packages are needed: on Debian or Ubuntu: sudo apt-get install $*"
  fi
}
# debian_tool NAME PATH PATTERN [FLAG]: links PATH as NAME if it answers as the real program
# (FLAG --version unless given).
debian_tool() {
  local found
  found=$(real_tool "$1" "$3" "${4:---version}" "$2") || fail "$2 does not answer as $1"
  link_tool "$1" "$found"
}
# zstd packs the single file (dist/seega.html) into one Zstandard frame (scripts/build.mjs).
[ -x /usr/bin/zstd ] || apt_install --no-install-recommends zstd
debian_tool zstd /usr/bin/zstd '^\*\*\* Zstandard CLI'

[ "$mode" = test ] || exit 0

# The browsers of the tests, from Debian; browsers downloaded by test tools do not run here.
# Chromium and its driver (same version, installed together) for the wasm tests and the
# end-to-end tests; for the cross-browser tests Firefox ESR, WebKitGTK's WebDriver (with its
# MiniBrowser) and Xvfb, since WebKitGTK has no headless mode: these three with the packages
# Debian recommends (graphics and media libraries, fonts), as they were tested.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  apt_install --no-install-recommends chromium chromium-driver
fi
packages=()
[ -x /usr/bin/firefox-esr ] || packages+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || packages+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || packages+=(xvfb)
[ "${#packages[@]}" -eq 0 ] || apt_install "${packages[@]}"
debian_tool chromium /usr/bin/chromium '^Chromium [0-9]+'
debian_tool chromedriver /usr/bin/chromedriver '^ChromeDriver [0-9]+'
chromium_major=$(version_of /usr/bin/chromium | grep -oE '^Chromium [0-9]+' | grep -oE '[0-9]+')
driver_major=$(version_of /usr/bin/chromedriver | grep -oE '^ChromeDriver [0-9]+' | grep -oE '[0-9]+')
[ "$chromium_major" = "$driver_major" ] ||
  fail "Chromium $chromium_major and ChromeDriver $driver_major differ: apt-get install chromium chromium-driver"
debian_tool firefox-esr /usr/bin/firefox-esr '^Mozilla Firefox [0-9]+'
# Neither has a version flag: each is asked for its help, which must list what the tests use.
debian_tool WebKitWebDriver /usr/bin/WebKitWebDriver 'WebKitWebDriver options' --help
debian_tool Xvfb /usr/bin/Xvfb '^-displayfd ' -help
# Firefox's WebDriver server is not packaged by Debian, and npm's packages of it download it
# from elsewhere: it is built from crates.io.
install_geckodriver() {
  say "installing geckodriver (about 4 minutes)"
  cargo install geckodriver --locked
}
cargo_tool geckodriver '^geckodriver 0\.' install_geckodriver
