#!/usr/bin/env bash
# Rehearses a fresh machine as closely as one machine allows, and times it:
#   bash scripts/rehearse.sh [--keep-cargo-tools] [REPOSITORY]
# clones REPOSITORY (this one by default; its committed main, not the work tree) into a
# scratch folder, and runs CI's command (.ci/run: `npm test`, set-up included) there with
#   - a scratch HOME, so no npm cache, no browser profile, nothing earlier runs left there;
#   - a scratch CARGO_HOME holding only rustup's own programs (cargo, rustc, rustup, ...):
#     no crates downloaded before, and no tool `cargo install` put there, so wasm-pack,
#     wasm-bindgen-cli and geckodriver are built again (about 15 minutes); with
#     --keep-cargo-tools, those three are linked from the machine's cargo folder instead;
#   - a PATH of the system's folders alone (/usr/local/bin, /usr/bin, /bin and their sbin);
#   - the test servers on ports of their own (5173 on), so that tests running meanwhile in
#     the work tree do not collide with it.
# What it cannot undo: Debian's packages (the browsers, Xvfb) and the Rust toolchain stay
# installed; on a machine without them, the set-up installs them as part of the run.
# Prints the time of the whole run and where its log is; the scratch folder is removed
# after a run that passes.
set -euo pipefail

keep_tools=
if [ "${1:-}" = --keep-cargo-tools ]; then
  keep_tools=1
  shift
fi
source=${1:-$(cd "$(dirname "$0")/.." && pwd)}
machine_cargo="${CARGO_HOME:-$HOME/.cargo}"
rustup_home="${RUSTUP_HOME:-$HOME/.rustup}"
[ -x "$machine_cargo/bin/rustup" ] || {
  echo "rehearse: rustup is not in $machine_cargo/bin" >&2
  exit 1
}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/seega-rehearsal.XXXXXX")
log="$scratch/run.log"
mkdir -p "$scratch/home" "$scratch/cargo/bin"
for program in "$machine_cargo"/bin/*; do
  name=$(basename "$program")
  case "$name" in
    wasm-pack | wasm-bindgen | wasm-bindgen-test-runner | wasm2es6js | geckodriver)
      [ -z "$keep_tools" ] || ln -s "$program" "$scratch/cargo/bin/$name"
      ;;
    # rustup's proxies are all one program that acts by its name: each is linked as itself.
    cargo | rustc | rustup | rustdoc | rustfmt | cargo-fmt | cargo-clippy | clippy-driver | rust-gdb | rust-lldb)
      ln -s "$program" "$scratch/cargo/bin/$name"
      ;;
  esac
done

git clone --quiet "$source" "$scratch/seega"
echo "rehearse: a fresh clone of $(git -C "$scratch/seega" log -1 --format='%h %s') in $scratch"
started=$(date +%s)
status=0
(
  cd "$scratch/seega"
  env -i HOME="$scratch/home" CARGO_HOME="$scratch/cargo" RUSTUP_HOME="$rustup_home" \
    PATH="/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    LANG=C.UTF-8 TERM=dumb CI=1 SEEGA_TEST_PORT=5173 SEEGA_BROWSERS_PORT=5183 bash .ci/run
) >"$log" 2>&1 || status=$?
elapsed=$(($(date +%s) - started))
printf 'rehearse: %s in %d min %02d s (log: %s)\n' "$([ $status = 0 ] && echo passed || echo "FAILED ($status)")" \
  $((elapsed / 60)) $((elapsed % 60)) "$log"
if [ $status = 0 ]; then
  cp "$log" "${TMPDIR:-/tmp}/seega-rehearsal-last.log"
  rm -rf "$scratch"
  echo "rehearse: the log is kept in ${TMPDIR:-/tmp}/seega-rehearsal-last.log"
fi
exit $status
