// Where the tests take their programs from: target/tools/bin/, where scripts/setup.sh links
// each tool only after it answered its version as the real program (scripts/tools.sh).
// Nothing is looked up on PATH, where npm's wrappers may stand in for real programs.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const TOOLS = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "target", "tools", "bin");

/**
 * The verified program `name`, or `override` (an environment variable's value) when given.
 * Throws, saying how to install it, when setup has not verified it.
 * @param {string} name
 * @param {string} [override]
 */
export function tool(name, override) {
  const path = override || join(TOOLS, name);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`bash scripts/setup.sh test\` to install and check it`);
  return path;
}
