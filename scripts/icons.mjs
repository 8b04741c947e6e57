// Renders the app icons' PNG files from their SVG sources in Chromium (the same browser the
// end-to-end tests use); run it after changing web/icons/*.svg and commit the PNG files.
//   node scripts/icons.mjs
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { tool } from "../tests/shared/tools.js";

const icons = join(dirname(fileURLToPath(import.meta.url)), "..", "web", "icons");
const browser = await chromium.launch({ executablePath: tool("chromium", process.env.CHROMIUM_PATH), args: ["--no-sandbox"] });
for (const [source, name] of [["icon.svg", "icon"], ["maskable.svg", "maskable"]]) {
  const svg = readFileSync(join(icons, source), "utf8");
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: join(icons, `${name}-${size}.png`), omitBackground: true });
    await page.close();
  }
}
await browser.close();
