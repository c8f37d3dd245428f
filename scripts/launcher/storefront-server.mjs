/**
 * The storefront's server process, as the launcher runs it for `npm start` and `npm run dev`:
 *
 *   node scripts/launcher/storefront-server.mjs <start|dev> [-H <host>] [-p <port>] [--dir <project dir>]
 *
 * Next.js through its custom-server API (`next({ dev, dir, hostname, port, httpServer })`, `prepare()`,
 * `getRequestHandler()`) behind a node:http server that decides which client address Next sees
 * (storefront-http.mjs): the socket's, unless TRUST_PROXY=1 says a proxy in front writes X-Forwarded-For.
 * `start` serves the `next build` output as `next start` would; `dev` is Next's development server with
 * Turbopack (the custom-server default in Next 16), hot reload over this server's upgrade requests.
 *
 * It listens only once Next is prepared, so the launcher's readiness probe sees a refused connection, never a
 * half-started server. SIGTERM, SIGINT or SIGHUP: stop accepting, let requests in flight finish (production: at
 * most 3 s, inside the launcher's 5 s grace before SIGKILL; dev cuts them at once, as `next dev` does), close
 * Next, exit 0.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { closeServer, createStorefrontServer, trustsProxy } from "./storefront-http.mjs";
import { readRoutePatterns } from "./storefront-observe.mjs";
import { createJsonLogger } from "../../lib/observability/json-logger.mjs";
import { startMetricsServer } from "../../lib/observability/http-metrics.mjs";

const USAGE = "usage: storefront-server.mjs <start|dev> [-H <host>] [-p <port>] [--dir <dir>]";
/** How long requests in flight may take to finish once a stop signal came (production). */
const DRAIN_MS = 3_000;
/** After this, the process exits whatever is still closing: before the launcher's SIGKILL at 5 s. */
const EXIT_DEADLINE_MS = 4_500;

function fail(message, code = 1) {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/**
 * The build's resolved Next config when this is a standalone output (no next.config.* beside `.next`), else
 * undefined (a normal checkout: Next loads next.config.ts itself).
 */
function readStandaloneConfig(dir) {
  const configFiles = ["next.config.ts", "next.config.mjs", "next.config.js"];
  if (configFiles.some((name) => existsSync(path.join(dir, name)))) return undefined;
  try {
    return JSON.parse(readFileSync(path.join(dir, ".next", "required-server-files.json"), "utf8")).config;
  } catch {
    return undefined;
  }
}

/** `http://host:port` as `next start` names it (0.0.0.0 as localhost, IPv6 in brackets). */
function originOf(host, port) {
  const shown = host === "0.0.0.0" ? "localhost" : host === "::" ? "::1" : host;
  return `http://${shown.includes(":") ? `[${shown}]` : shown}:${port}`;
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      hostname: { type: "string", short: "H", default: "127.0.0.1" },
      port: { type: "string", short: "p", default: process.env.PORT || "3000" },
      dir: { type: "string", default: "." },
    },
  });
} catch (error) {
  fail(`${error.message}\n${USAGE}`, 2);
}
const [mode] = args.positionals;
if ((mode !== "start" && mode !== "dev") || args.positionals.length !== 1) fail(USAGE, 2);
const dev = mode === "dev";
const hostname = args.values.hostname;
const port = Number(args.values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`not a port number: ${args.values.port}`, 2);
const trustProxy = trustsProxy();

// What next's own CLI sets before it loads anything: React and Next choose their builds from NODE_ENV when
// they are first loaded, hence the dynamic import below.
process.env.NODE_ENV ||= dev ? "development" : "production";
process.env.NEXT_RUNTIME = "nodejs";
process.env.PORT = String(port);
process.env.__NEXT_PRIVATE_ORIGIN = originOf(hostname, port);

// Next's standalone output (the Dockerfile: scripts/docker/complete-standalone.mjs) ships no next.config.ts; the
// build wrote the resolved config to required-server-files.json, and it is handed to Next the way Next's own
// generated standalone server.js hands it over.
const standaloneConfig = dev ? undefined : readStandaloneConfig(args.values.dir);
if (standaloneConfig) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(standaloneConfig);

const { default: next } = await import("next");

/** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>} */
let handle = () => Promise.reject(new Error("the storefront is not prepared yet"));
// Route patterns for the metrics' labels come from the build (dev has none yet: its requests are `unmatched`).
let routePatterns = [];
const server = createStorefrontServer({
  handle: (req, res) => handle(req, res),
  trustProxy,
  logger: createJsonLogger({ name: "storefront" }),
  routePatterns: () => routePatterns,
});
const app = next({
  dev,
  dir: args.values.dir,
  hostname,
  port,
  httpServer: server,
  ...(standaloneConfig ? { conf: standaloneConfig } : {}),
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => {
    process.stderr.write(`storefront: not stopped after ${EXIT_DEADLINE_MS} ms; exiting anyway\n`);
    process.exit(1);
  }, EXIT_DEADLINE_MS).unref();
  await closeServer(server, dev ? 0 : DRAIN_MS);
  await app.close().catch((error) => console.error("storefront: closing Next failed:", error));
  clearTimeout(timer);
  process.stdout.write(`storefront: stopped (${signal})\n`);
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, () => void stop(signal));

server.on("error", (error) => fail(`storefront: cannot listen on ${hostname}:${port}: ${error.message}`));

try {
  await app.prepare();
} catch (error) {
  console.error(error);
  fail("storefront: Next.js could not start");
}
handle = app.getRequestHandler();
if (!dev) routePatterns = readRoutePatterns(path.join(args.values.dir, ".next", "server", "app"));
// Prometheus metrics on a port of their own (STOREFRONT_METRICS_PORT, 127.0.0.1 unless METRICS_HOST), never
// the public one; unset = off.
const metrics = startMetricsServer({
  port: process.env.STOREFRONT_METRICS_PORT,
  host: process.env.METRICS_HOST,
});
if (metrics) metrics.on("error", (error) => console.error(`storefront: metrics server: ${error.message}`));
if (!stopping) {
  server.listen(port, hostname, () => {
    const source = trustProxy ? "X-Forwarded-For of the trusted proxy (TRUST_PROXY=1)" : "the socket";
    process.stdout.write(
      `storefront (${dev ? "development" : "production"}) listening on ${originOf(hostname, port)}; ` +
        `client address from ${source}\n`,
    );
  });
}
