/**
 * `npm run bench -- --who-compresses`: behind nginx, should the storefront's server still compress (its kept
 * copies: each cached page and static file compressed once, brotli 6 / 11) or should nginx compress every answer on
 * the fly (brotli 5, gzip 5: deploy/nginx)? The answer is decided from
 * measurements, not guessed (docs/adr/0005-compression.md).
 *
 * Starts the production topology (`npm run stack:cluster` on the benchmark's ports) once with
 * STOREFRONT_COMPRESSION=on and once with `off`, and for each loads home, `/rings`, a product page and the largest
 * script chunk through nginx (autocannon, 10 connections, 15 s, `Accept-Encoding: gzip, deflate, br` as Chromium
 * sends it), recording requests per second, latency, bytes on the wire per answer and the CPU time nginx and the
 * storefront instances spent. Results: bench-results/who-compresses.{md,json}; the README's "Production topology"
 * section states the decision they support.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { CLUSTER_STACK, LOAD, ROOT } from "./config";
import { measureLoad, type LoadResult } from "./load";
import { log } from "./log";
import { pidsListeningOn } from "./memory";
import { fetchHtml, resolvePages, warmMedia } from "./pages";
import { startStack } from "./stack";

type Mode = "on" | "off";

interface RouteFigures {
  label: string;
  path: string;
  load: LoadResult;
  /** bytes of the answer's body as sent (compressed), and its Content-Encoding */
  wireBytes: number;
  encoding: string;
  /** CPU seconds (user + system) during the load, by nginx (master and workers) and by the storefront instances */
  cpuSeconds: { nginx: number; storefronts: number };
}

interface ModeFigures {
  mode: Mode;
  routes: RouteFigures[];
}

const CLOCK_TICKS_PER_SECOND = 100; // Linux's USER_HZ on every architecture Node supports

/** utime + stime of `pid` in seconds, from /proc/<pid>/stat; 0 once the process is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function cpuOf(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
}

/** One GET with Chromium's Accept-Encoding, body left compressed: its length and encoding. */
function wireSize(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "none") }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** The largest script the home page names (React's chunk, ~230 KB): the static file that costs most to compress. */
async function largestChunk(origin: string): Promise<string> {
  const html = await fetchHtml(`${origin}/`);
  const chunks = [...new Set(html.match(/\/_next\/static\/[^"'\s]+\.js/g) ?? [])];
  let best = { path: "", size: -1 };
  for (const chunk of chunks) {
    const r = await fetch(`${origin}${chunk}`, { headers: { "accept-encoding": "identity" } });
    const size = (await r.arrayBuffer()).byteLength;
    if (size > best.size) best = { path: chunk, size };
  }
  if (!best.path) throw new Error("the home page names no script chunk");
  return best.path;
}

async function measureMode(mode: Mode): Promise<ModeFigures> {
  log(`topology with STOREFRONT_COMPRESSION=${mode}`);
  const stack = await startStack("cluster", { STOREFRONT_COMPRESSION: mode });
  try {
    const origin = stack.origin;
    const pages = await resolvePages(origin);
    await warmMedia(origin, pages);
    const targets = [
      ...pages.map((p) => ({ label: p.label, path: p.path })),
      { label: "Largest script chunk", path: await largestChunk(origin) },
    ];
    const nginx = pidsListeningOn(CLUSTER_STACK.nginxPort);
    const storefronts = CLUSTER_STACK.storefrontPorts.flatMap((port) => pidsListeningOn(port));
    if (nginx.length === 0 || storefronts.length !== CLUSTER_STACK.storefrontPorts.length)
      throw new Error(`could not find the processes (nginx ${nginx}, storefronts ${storefronts})`);
    const routes: RouteFigures[] = [];
    for (const target of targets) {
      const wire = await wireSize(`${origin}${target.path}`);
      // measureLoad warms the route first; the CPU counted is the load's alone.
      const before = { nginx: cpuOf(nginx), storefronts: cpuOf(storefronts) };
      const load = await measureLoad(origin, target.path, () => {
        before.nginx = cpuOf(nginx);
        before.storefronts = cpuOf(storefronts);
      });
      routes.push({
        ...target,
        load,
        wireBytes: wire.bytes,
        encoding: wire.encoding,
        cpuSeconds: {
          nginx: round(cpuOf(nginx) - before.nginx, 2),
          storefronts: round(cpuOf(storefronts) - before.storefronts, 2),
        },
      });
    }
    return { mode, routes };
  } finally {
    await stack.stop();
  }
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function markdown(figures: ModeFigures[], loadAverage: { start: number; end: number }): string {
  const who = (mode: Mode) => (mode === "on" ? "storefront (kept copies)" : "nginx (on the fly)");
  const rows = figures.flatMap((f) =>
    f.routes.map((r) => {
      const perRequestMs = (1000 * (r.cpuSeconds.nginx + r.cpuSeconds.storefronts)) / r.load.totalRequests;
      return (
        `| ${r.label} | ${who(f.mode)} | ${r.load.requestsPerSecond} | ${r.load.latencyP50Ms} ms | ` +
        `${r.load.latencyP99Ms} ms | ${(r.wireBytes / 1024).toFixed(1)} KiB ${r.encoding} | ` +
        `${r.cpuSeconds.nginx} s | ${r.cpuSeconds.storefronts} s | ${perRequestMs.toFixed(2)} ms | ${r.load.failures} |`
      );
    }),
  );
  return [
    `Who compresses behind nginx (\`npm run bench -- --who-compresses\`, commit ${commit()}, ${new Date().toISOString().slice(0, 10)}, ` +
      `${os.cpus().length} CPU cores, 1-minute load average ${loadAverage.start} to ${loadAverage.end}; ` +
      `autocannon ${LOAD.connections} connections, ${LOAD.durationSeconds} s per row, through nginx to two instances):`,
    "",
    "| Route | Compressed by | Req/s | p50 | p99 | Bytes on the wire | nginx CPU | Storefronts CPU | CPU per request | Failures |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

function commit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString().trim();
  } catch {
    return "unknown";
  }
}

/** Runs both modes and writes bench-results/who-compresses.{md,json}. */
export async function whoCompresses(): Promise<void> {
  const start = round(os.loadavg()[0] ?? 0, 2);
  const figures = [await measureMode("on"), await measureMode("off")];
  const loadAverage = { start, end: round(os.loadavg()[0] ?? 0, 2) };
  const dir = path.join(ROOT, "bench-results");
  mkdirSync(dir, { recursive: true });
  const md = markdown(figures, loadAverage);
  writeFileSync(path.join(dir, "who-compresses.md"), md);
  writeFileSync(
    path.join(dir, "who-compresses.json"),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), loadAverage, figures }, null, 2)}\n`,
  );
  process.stdout.write(md);
  log("wrote bench-results/who-compresses.md and .json");
}
