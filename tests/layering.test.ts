/**
 * Layers: lib/ is the lower layer (server and shared logic, client state hooks); components/ is the UI
 * built on it. A lib module that imports a component drags UI into the BFF and the proxy and makes the layers
 * circular, so none may (eslint.config.mjs enforces the same while editing).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const LIB = path.join(__dirname, "..", "lib");
const IMPORT_FROM = /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

test("no module under lib/ imports from components/", () => {
  const offenders: string[] = [];
  for (const file of sourceFiles(LIB)) {
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT_FROM)) {
      const target = match[1] ?? match[2] ?? "";
      const resolved = target.startsWith(".") ? path.resolve(path.dirname(file), target) : target;
      if (/^@\/components\//.test(target) || resolved.includes(`${path.sep}components${path.sep}`))
        offenders.push(`${path.relative(LIB, file)} -> ${target}`);
    }
  }
  expect(offenders).toEqual([]);
});
