/**
 * After `NEXT_OUTPUT=standalone next build` (the Dockerfile's build stage): copies into `.next/standalone` the two
 * folders Next leaves out of its standalone output on purpose, `.next/static` and `public`, as Next's
 * documentation for `output: "standalone"` asks. The rest is Next's own: its generated `server.js` (what the
 * image runs) and the files its trace found, the cache handler (next.config.ts `cacheHandler`) and its packages
 * included. Run from the repository root:
 *   node scripts/docker/complete-standalone.mjs
 * @throws (exit 1) when there is no standalone output to complete
 */
import { cpSync, existsSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const standalone = path.join(root, ".next", "standalone");
if (!existsSync(path.join(standalone, "server.js"))) {
  console.error("no .next/standalone/server.js: build with NEXT_OUTPUT=standalone first");
  process.exit(1);
}
for (const name of ["next-cache/cache-handler.cjs", "next-cache/cached-page-policy.cjs"]) {
  if (!existsSync(path.join(standalone, "lib", name))) {
    console.error(`Next's trace left out lib/${name}: the standalone server would start without its page cache`);
    process.exit(1);
  }
}
cpSync(path.join(root, ".next", "static"), path.join(standalone, ".next", "static"), { recursive: true });
if (existsSync(path.join(root, "public")))
  cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
console.log("standalone: .next/static and public copied beside Next's server.js");
