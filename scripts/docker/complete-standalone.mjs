/**
 * After `NEXT_OUTPUT=standalone next build` (the Dockerfile's build stage): completes `.next/standalone` so it runs
 * the store's own server, `scripts/launcher/storefront-server.mjs` (client address, drain, JSON logs, metrics,
 * the kept copies with their compression and hash-based CSP), instead of Next's generated `server.js`.
 *
 * Next traces what its routes need; this traces what that server needs, with the same tracer Next uses
 * (@vercel/nft, compiled into next), and copies those files in, then the two folders Next leaves out of the
 * standalone output on purpose (`.next/static`, `public`). Run from the repository root:
 *   node scripts/docker/complete-standalone.mjs
 * @throws (exit 1) when there is no standalone output to complete
 */
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const { nodeFileTrace } = require("next/dist/compiled/@vercel/nft");

const root = process.cwd();
const standalone = path.join(root, ".next", "standalone");
if (!existsSync(path.join(standalone, "server.js"))) {
  console.error("no .next/standalone/server.js: build with NEXT_OUTPUT=standalone first");
  process.exit(1);
}

/** Entry points of the store's server process that Next's own trace does not start from. */
const ENTRIES = ["scripts/launcher/storefront-server.mjs", "lib/next-cache/cache-handler.cjs"];

const { fileList } = await nodeFileTrace(ENTRIES, { base: root, processCwd: root });
let copied = 0;
for (const file of fileList) {
  const target = path.join(standalone, file);
  if (existsSync(target)) continue;
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(path.join(root, file), target, { dereference: true });
  copied++;
}
cpSync(path.join(root, ".next", "static"), path.join(standalone, ".next", "static"), { recursive: true });
if (existsSync(path.join(root, "public")))
  cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
console.log(`standalone: ${copied} files added for the storefront server (of ${fileList.size} traced)`);
