#!/usr/bin/env bash
# Measures the release wasm module under several build settings: size raw and gzipped, and
# engine speed (perft in Node). Writes nothing outside target/; prints a Markdown table.
# Usage: bash scripts/measure-builds.sh   (after scripts/setup.sh build)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PWD/node_modules/.bin:$PATH"

bindgen_out=target/measure
wasm=target/wasm32-unknown-unknown/release/seega_wasm.wasm

# opt-level, lto, codegen-units, panic, wasm-opt flags ("none" for no wasm-opt)
configs=(
  "3 true 1 abort none"
  "3 true 1 abort -O"
  "3 true 1 abort -O3"
  "3 true 1 abort -O4"
  "3 false 16 abort -O"
  "3 thin 16 abort -O"
  "2 true 1 abort -O"
  "s true 1 abort -Os"
  "z true 1 abort -Oz"
  "s true 1 abort -O3"
  "3 true 1 abort -Os"
  "3 true 1 unwind -O"
)

echo "| opt-level | lto | codegen-units | panic | wasm-opt | wasm raw | wasm gzip | perft, middle game |"
echo "|---|---|---|---|---|---:|---:|---:|"
for config in "${configs[@]}"; do
  read -r opt lto cgu panic wasmopt <<<"$config"
  CARGO_PROFILE_RELEASE_OPT_LEVEL=$opt CARGO_PROFILE_RELEASE_LTO=$lto \
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS=$cgu CARGO_PROFILE_RELEASE_PANIC=$panic \
    cargo build --quiet --release --target wasm32-unknown-unknown -p seega-wasm
  rm -rf "$bindgen_out" && mkdir -p "$bindgen_out"
  wasm-bindgen --target web --out-dir "$bindgen_out" --out-name seega "$wasm"
  if [ "$wasmopt" != none ]; then
    wasm-opt "$wasmopt" "$bindgen_out/seega_bg.wasm" -o "$bindgen_out/seega_bg.wasm"
  fi
  raw=$(wc -c <"$bindgen_out/seega_bg.wasm")
  gz=$(gzip -9 -c "$bindgen_out/seega_bg.wasm" | wc -c)
  speed=$(node scripts/bench.mjs "$bindgen_out" | sed -n 's/^perft(6) in a middle game: .*(\(.*\))$/\1/p')
  echo "| $opt | $lto | $cgu | $panic | $wasmopt | $raw | $gz | $speed |"
done
