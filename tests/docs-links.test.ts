/**
 * Comments and strings may only point at what a maintainer can open. Three rules over the source trees (app,
 * components, lib, backend, scripts, tests, and the top-level .ts / .mjs files):
 * - every path under the repository's docs folder that a file names must exist;
 * - no file names a "-brief" Markdown file (those briefs were never part of the repository);
 * - no comment narrates history as "issue <number> item <number>": a comment states the rule and why, and
 *   the history belongs in commit messages.
 * Reads files only: no database, no network. Dependencies and generated folders (node_modules, .next,
 * .test-data and every other dot-folder) are skipped.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..");
const TREES = ["app", "components", "lib", "backend", "scripts", "tests"];
const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|sh)$/;
const TOP_LEVEL = /\.(?:ts|mjs)$/;

/**
 * A docs path: `docs/` and at least one more path character, not preceded by a word character, `.`, `/`,
 * `-` or `@` (so `backend/docs/x`, `../docs/x` and `https://host/docs/x` are not taken for the repository's
 * folder). It ends on a word character or `-`, so a sentence's full stop is left out.
 */
const DOCS_PATH = /(?<![\w./@-])docs\/[\w./-]*[\w-]/g;
/** Built from parts so this file does not match its own rules. */
const BRIEF_FILE = new RegExp(["brief", "\\.md"].join(""), "i");
const ISSUE_ITEM = new RegExp(["\\bissue\\s+\\d+", ",?\\s+items?\\s+\\d"].join(""), "i");

/** Files of one tree, recursively; skips node_modules and dot-folders (.next, .test-data, .data...). */
function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(full);
    }
    return entry.isFile() && SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every scanned file with its lines, paths relative to the repository root. */
function scannedFiles(): { file: string; lines: string[] }[] {
  const topLevel = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && TOP_LEVEL.test(entry.name))
    .map((entry) => path.join(ROOT, entry.name));
  const files = [...topLevel, ...TREES.flatMap((tree) => sourceFiles(path.join(ROOT, tree)))];
  return files.map((full) => ({
    file: path.relative(ROOT, full),
    lines: readFileSync(full, "utf8").split("\n"),
  }));
}

const FILES = scannedFiles();

/** `file:line: text` for every line `pick` finds something in (`pick` returns what it found, or none). */
function offenders(pick: (line: string) => string[]): string[] {
  const found: string[] = [];
  for (const { file, lines } of FILES) {
    lines.forEach((line, index) => {
      for (const what of pick(line)) found.push(`${file}:${index + 1}: ${what}`);
    });
  }
  return found;
}

test("the scan sees the source trees", () => {
  expect(FILES.some(({ file }) => file === path.join("lib", "env.ts"))).toBe(true);
  expect(FILES.some(({ file }) => file.split(path.sep).includes("node_modules"))).toBe(false);
});

test("every docs/ path named in a comment or string exists in the repository", () => {
  const missing = offenders((line) =>
    [...line.matchAll(DOCS_PATH)]
      .map((match) => match[0])
      .filter((docPath) => !existsSync(path.join(ROOT, docPath))),
  );
  expect(missing).toEqual([]);
});

test("no file names a brief that is not in the repository", () => {
  expect(offenders((line) => (BRIEF_FILE.test(line) ? [line.trim()] : []))).toEqual([]);
});

test("no comment narrates history as issue and item numbers", () => {
  expect(offenders((line) => (ISSUE_ITEM.test(line) ? [line.trim()] : []))).toEqual([]);
});
