#!/usr/bin/env bash
# Installs what building (and, with `test`, testing) needs, and only what is missing:
#   bash scripts/setup.sh build   Rust's wasm target, wasm-pack, wasm-bindgen-cli, npm packages
#   bash scripts/setup.sh test    the same, plus rustfmt, clippy, Chromium and chromedriver, and
#                                 for the cross-browser tests Firefox ESR, WebKitGTK's WebDriver,
#                                 Xvfb (Debian) and geckodriver (crates.io)
# Everything comes from the package registries (rustup, crates.io, npm, Debian); each step
# checks first, so a second run takes a second or two.
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
export PATH="$cargo_bin:$PWD/node_modules/.bin:$PATH"

say() { echo "setup: $*"; }
fail() {
  echo "setup: $*" >&2
  exit 1
}

command -v cargo >/dev/null && command -v rustup >/dev/null ||
  fail "Rust is missing: install it with rustup (https://rustup.rs), then run this again."
command -v node >/dev/null && command -v npm >/dev/null ||
  fail "Node.js 18 or newer with npm is missing: install it (Debian: apt-get install nodejs npm)."
node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" -ge 18 ] || fail "Node.js $(node --version) is too old: version 18 or newer is needed."

# The wasm target, and the linters the tests run.
# (Lists are read whole before grep looks at them: grep -q stopping early under pipefail
# would make a present item look missing.)
targets=$(rustup target list --installed)
if ! grep -qx wasm32-unknown-unknown <<<"$targets"; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
if [ "$mode" = test ]; then
  components=$(rustup component list --installed)
  for component in rustfmt clippy; do
    if ! grep -q "^$component" <<<"$components"; then
      say "adding the $component component"
      rustup component add "$component"
    fi
  done
fi

# wasm-bindgen-cli must be exactly the version of the wasm-bindgen crate in Cargo.lock, or
# wasm-pack tries to download one.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[ -n "$bindgen_version" ] || fail "no wasm-bindgen version found in Cargo.lock"
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]; then
  say "installing wasm-bindgen-cli $bindgen_version (a few minutes)"
  # --locked builds with the versions its authors tested; when one of them has been
  # withdrawn from crates.io, the install falls back to the newest compatible ones.
  cargo install wasm-bindgen-cli --version "=$bindgen_version" --locked ||
    cargo install wasm-bindgen-cli --version "=$bindgen_version"
fi
if ! command -v wasm-pack >/dev/null; then
  say "installing wasm-pack (a few minutes)"
  cargo install wasm-pack --locked
fi

# npm packages (Playwright, the static server, binaryen's wasm-opt), as package-lock.json pins them.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] ||
  [ package.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  npm ci --no-audit --no-fund
fi

# The browsers of the tests, from Debian; browsers downloaded by test tools do not run here.
# Chromium and its driver (same version, installed together) for the wasm tests and the
# end-to-end tests; for the cross-browser tests Firefox ESR, WebKitGTK's WebDriver (with its
# MiniBrowser) and Xvfb, since WebKitGTK has no headless mode: these three with the packages
# Debian recommends (graphics and media libraries, fonts), as they were tested.
apt_install() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing $* (a few minutes)"
    [ -n "${apt_updated:-}" ] || apt-get update
    apt_updated=1
    DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"
  else
    fail "the tests need these Debian packages: on Debian or Ubuntu: sudo apt-get install $*"
  fi
}
if [ "$mode" = test ]; then
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    apt_install --no-install-recommends chromium chromium-driver
  fi
  packages=()
  [ -x /usr/bin/firefox-esr ] || packages+=(firefox-esr)
  [ -x /usr/bin/WebKitWebDriver ] || packages+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null || packages+=(xvfb)
  [ "${#packages[@]}" -eq 0 ] || apt_install "${packages[@]}"
  # Firefox's WebDriver server is not packaged by Debian, and npm's packages of it download
  # it from elsewhere: it is built from crates.io.
  if ! command -v geckodriver >/dev/null; then
    say "installing geckodriver (about 4 minutes)"
    cargo install geckodriver --locked
  fi
fi
