/**
 * `npm run test:unit`: Jest's own CLI, with jest.config.ts loaded by tsx.
 *
 * Why: Jest reads a TypeScript config through ts-node (or esbuild-register), neither of which the project
 * installs, and Node 20 cannot strip types itself. tsx (already a dependency) loads the config here, and the
 * resolved object is handed to Jest as `--config <json>`. Every other CLI argument passes through unchanged.
 * Workers are not affected: tsx's hook is registered only while the config file loads.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { register } from "tsx/cjs/api";
import { run } from "jest";

// What Jest's own bin does before it runs (we call its API instead): the backend allows its test gateway and
// development outbox only for an explicit NODE_ENV of development or test (backend/config/runtime-mode.ts).
process.env.NODE_ENV ??= "test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
// tsx's require hook only while the config loads (its scoped API would tag resolved paths with a query).
const unregister = register();
const loaded = createRequire(import.meta.url)(path.join(root, "jest.config.ts"));
unregister();
const exported = loaded && typeof loaded === "object" && "default" in loaded ? loaded.default : loaded;
const config = typeof exported === "function" ? await exported() : exported;

const args = process.argv.slice(2);
if (args.some((arg) => arg === "--config" || arg === "-c" || arg.startsWith("--config="))) {
  process.stderr.write("jest-cli.mjs: --config is set from jest.config.ts; edit that file instead\n");
  process.exit(2);
}
await run([...args, "--config", JSON.stringify({ rootDir: root, ...config })], root);
