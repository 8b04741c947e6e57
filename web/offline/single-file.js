// The single file's loader (dist/seega.html, the game to keep on a USB stick or a school's
// computer). The build packs the engine, the workers' code and the page's code into one
// Zstandard frame, written into the page as base64 beside this loader (`SEEGA_PACKED`):
// Zstandard's window sees across the four languages' words and the engine at once, where
// gzip's 32 KiB does not (docs/build.md, "The single file"). This unpacks them and starts the
// page's code as the module it was.
//
// The frame holds, in order: the engine's length and the workers' length (two unsigned 32-bit
// little-endian numbers), the engine (wasm), the workers' code by entry (JSON), the page's code.
/// <reference path="../shared/globals.d.ts" />

import { decompress } from "fzstd";

/** Base64 into bytes. @param {string} text */
function fromBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Bytes into base64, for the workers, whose code carries the engine as text. @param {Uint8Array} bytes */
function toBase64(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const packed = decompress(fromBase64(globalThis.SEEGA_PACKED ?? ""));
delete globalThis.SEEGA_PACKED;
const lengths = new DataView(packed.buffer, packed.byteOffset, 8);
const engineEnd = 8 + lengths.getUint32(0, true);
const workersEnd = engineEnd + lengths.getUint32(4, true);
const text = new TextDecoder();
const engine = packed.subarray(8, engineEnd);
/** @type {string | undefined} */
let engineText;
globalThis.SEEGA_WASM_BYTES = engine;
Object.defineProperty(globalThis, "SEEGA_WASM_BASE64", { get: () => (engineText ??= toBase64(engine)) });
globalThis.SEEGA_WORKERS = JSON.parse(text.decode(packed.subarray(engineEnd, workersEnd)));
const page = document.createElement("script");
page.type = "module";
page.textContent = text.decode(packed.subarray(workersEnd));
document.head.append(page);
