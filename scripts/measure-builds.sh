#!/usr/bin/env bash
# Measures the release wasm module under several build settings: its size raw and gzipped,
# and the engine's speed (perft in Node, best of several interleaved rounds, so that a busy
# machine slows every setting alike). Writes only under target/; prints a Markdown table.
# Usage: bash scripts/measure-builds.sh   (after bash scripts/setup.sh build)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PWD/node_modules/.bin:$PATH"

out=target/measure
wasm=target/wasm32-unknown-unknown/release/seega_wasm.wasm
rounds=3

# opt-level, lto, codegen-units, panic, wasm-opt flags ("none" for no wasm-opt).
# wasm-pack's default wasm-opt flag is -O, which binaryen defines as -Os.
configs=(
  "3 true 1 abort none"
  "3 true 1 abort -O"
  "3 true 1 abort -O3"
  "3 true 1 abort -O4"
  "3 false 16 abort -O"
  "2 true 1 abort -O"
  "s true 1 abort -Os"
  "z true 1 abort -Oz"
  "3 true 1 unwind -O"
)

rm -rf "$out"
for i in "${!configs[@]}"; do
  read -r opt lto cgu panic wasmopt <<<"${configs[$i]}"
  CARGO_PROFILE_RELEASE_OPT_LEVEL=$opt CARGO_PROFILE_RELEASE_LTO=$lto \
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS=$cgu CARGO_PROFILE_RELEASE_PANIC=$panic \
    cargo build --quiet --release --target wasm32-unknown-unknown -p seega-wasm
  mkdir -p "$out/$i"
  wasm-bindgen --target web --out-dir "$out/$i" --out-name seega "$wasm"
  if [ "$wasmopt" != none ]; then
    wasm-opt "$wasmopt" "$out/$i/seega_bg.wasm" -o "$out/$i/seega_bg.wasm"
  fi
done

declare -A speed
for _ in $(seq "$rounds"); do
  for i in "${!configs[@]}"; do
    rate=$(node scripts/bench.mjs "$out/$i" | sed -n 's/^perft(6) in a middle game: .*(\([0-9]*\)k\/s)$/\1/p')
    if [ "$rate" -gt "${speed[$i]:-0}" ]; then speed[$i]=$rate; fi
  done
done

echo "| opt-level | lto | codegen-units | panic | wasm-opt | wasm raw (bytes) | wasm gzip -9 (bytes) | perft speed (k turns/s) |"
echo "|---|---|---|---|---|---:|---:|---:|"
for i in "${!configs[@]}"; do
  read -r opt lto cgu panic wasmopt <<<"${configs[$i]}"
  raw=$(wc -c <"$out/$i/seega_bg.wasm")
  gz=$(gzip -9 -c "$out/$i/seega_bg.wasm" | wc -c)
  echo "| $opt | $lto | $cgu | $panic | $wasmopt | $raw | $gz | ${speed[$i]} |"
done
