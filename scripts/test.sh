#!/usr/bin/env bash
# Runs every layer of tests, cheapest first: formatting, lints, the Rust tests of every crate,
# the wasm binding's tests in headless Chromium; then it builds the site for the JavaScript
# unit tests (the JavaScript API's example among them), the host builds of the element's package
# (tests/hosts/), the end-to-end tests in Chromium, and a
# player's journeys in Firefox and WebKit.
# Expects `bash scripts/setup.sh test` to have run (npm test runs both).
set -euo pipefail
cd "$(dirname "$0")/.."
# The tools setup.sh verified come first (target/tools/bin), before anything PATH holds.
export PATH="$PWD/target/tools/bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PWD/node_modules/.bin:$PATH"

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

step "build the site"
node scripts/build.mjs

step "type-check the front end (tsc --checkJs)"
tsc -p jsconfig.json
tsc -p web/offline/jsconfig.json
# The unit tests' stand-in engine against the engine's declarations.
tsc -p tests/unit/jsconfig.json
# A host's TypeScript against the element's published types, as a host compiles it.
tsc --noEmit --strict --lib es2022,dom --target es2022 --module es2022 --moduleResolution bundler tests/types/host.ts
# Each engine build's declarations against the one engine type (web/shared/engine.js).
tsc -p tests/types/jsconfig.json

step "host builds of the element's package (tests/hosts/: Vite, webpack, esbuild, from the packed tarball)"
node tests/hosts/build.mjs

step "JavaScript unit tests"
node --test tests/unit/*.test.js

step "Playwright end-to-end tests"
playwright test

step "the journeys in Firefox and WebKit (node --test tests/browsers/)"
node --test tests/browsers/

echo
echo "== all tests passed in $((SECONDS - started)) s"
