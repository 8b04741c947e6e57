// A QR code as SVG, made by the qrcode-generator library (its encoding, error correction and
// masking): this file only draws the library's modules as squares. Loaded with the printable
// kit alone.

import qrcode from "qrcode-generator";

const SVG = "http://www.w3.org/2000/svg";

/** An SVG of the QR code of `text`, `cm` centimetres wide with its quiet zone of four modules.
 * @param {string} text @param {number} cm @param {string} label the image's accessible name */
export function qrSvg(text, cm, label) {
  const code = qrcode(0, "M");
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const side = count + 8;
  let path = "";
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (code.isDark(row, column)) path += `M${column + 4} ${row + 4}h1v1h-1z`;
    }
  }
  const svg = document.createElementNS(SVG, "svg");
  for (const [name, value] of Object.entries({ class: "print-qr", width: `${cm}cm`, height: `${cm}cm`, viewBox: `0 0 ${side} ${side}`, role: "img", "aria-label": label, "shape-rendering": "crispEdges" })) svg.setAttribute(name, value);
  const background = document.createElementNS(SVG, "rect");
  for (const [name, value] of Object.entries({ width: side, height: side, fill: "#fff" })) background.setAttribute(name, String(value));
  const modules = document.createElementNS(SVG, "path");
  modules.setAttribute("d", path);
  modules.setAttribute("fill", "#000");
  svg.append(background, modules);
  return svg;
}
