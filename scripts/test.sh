#!/usr/bin/env bash
# Runs every layer of tests, cheapest first: formatting, lints, the Rust tests of every crate,
# the wasm binding's tests in headless Chromium, the page's unit tests, then the built site
# end to end in Chromium. Expects scripts/setup.sh test to have run (npm test does both).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PWD/node_modules/.bin:$PATH"

started=$SECONDS
step() {
  echo
  echo "== $* ($((SECONDS - started)) s)"
}

step "cargo fmt --check"
cargo fmt --all --check

step "cargo clippy --all-targets -- -D warnings"
cargo clippy --workspace --all-targets -- -D warnings
cargo clippy -p seega-wasm --all-targets --target wasm32-unknown-unknown -- -D warnings

step "cargo test (every crate)"
cargo test --workspace

step "wasm-pack test --headless --chrome crates/seega-wasm"
wasm-pack test --headless --chrome crates/seega-wasm

step "JavaScript unit tests"
node --test tests/unit/*.test.js

step "build the site"
node scripts/build.mjs

step "Playwright end-to-end tests"
playwright test

echo
echo "== all tests passed in $((SECONDS - started)) s"
