// The Content-Security-Policy the site is served with: written into dist/serve.json by the
// build and sent by the tests' own server, so that the site is tested under the policy it is
// deployed with. No inline script or style, no eval; WebAssembly may compile.

export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
