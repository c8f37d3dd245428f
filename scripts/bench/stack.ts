/**
 * Starts the whole stack through the launcher (`npm start`'s code path: embedded PostgreSQL, reference
 * backend, `next build` when the sources changed, the storefront server) on the benchmark's own ports and data
 * directory, and stops it with SIGTERM (the launcher stops its children in order), SIGKILL as a last resort.
 * `cluster`: the same through `scripts/cluster/main.ts` (nginx, two storefront instances, Redis, the backend).
 */
import { spawn } from "node:child_process";
import { CLUSTER_STACK, originOf, ROOT, STACK, type Topology } from "./config";
import { log } from "./log";

export interface RunningStack {
  origin: string;
  stop(): Promise<void>;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return r.ok;
  } catch {
    return false;
  }
}

function command(topology: Topology): string[] {
  return topology === "cluster" ? ["scripts/cluster/main.ts"] : ["scripts/launcher/main.ts", "start"];
}

/** The ports and data directory of the chosen stack, in the variables its launcher reads. */
function stackEnv(topology: Topology): Record<string, string> {
  const siteUrl = originOf(topology);
  if (topology === "cluster")
    return {
      CLUSTER_PORT: String(CLUSTER_STACK.nginxPort),
      CLUSTER_STOREFRONT_PORTS: CLUSTER_STACK.storefrontPorts.join(","),
      CLUSTER_BACKEND_PORT: String(CLUSTER_STACK.backendPort),
      CLUSTER_REDIS_PORT: String(CLUSTER_STACK.redisPort),
      CLUSTER_PG_PORT: String(CLUSTER_STACK.pgPort),
      CLUSTER_DATA_DIR: CLUSTER_STACK.dataDir,
      // The load generator is one address asking hundreds of pages a second: it measures capacity, not the
      // per-client limits (tests/cluster/edge.test.ts proves those).
      EDGE_UNLIMITED_ADDRESSES: "127.0.0.1",
      SITE_URL: siteUrl,
    };
  return {
    PORT: String(STACK.port),
    BACKEND_PORT: String(STACK.backendPort),
    PG_PORT: String(STACK.pgPort),
    DATA_DIR: STACK.dataDir,
    SITE_URL: siteUrl,
  };
}

/**
 * Launches the stack and resolves once the storefront (through nginx for `cluster`) answers /api/health.
 * `extraEnv` goes to the launcher and so to every process it starts (e.g. STOREFRONT_MAX_HEAP_MB).
 * @throws when something already answers on the benchmark port, or the stack fails or times out
 */
export async function startStack(
  topology: Topology = "single",
  extraEnv: Record<string, string> = {},
): Promise<RunningStack> {
  const origin = originOf(topology);
  if (await healthy(`${origin}/api/health`)) {
    throw new Error(`something already answers on ${origin}; stop it or set BENCH_PORT`);
  }
  const child = spawn(process.execPath, ["--import", "tsx", ...command(topology)], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...stackEnv(topology), ...extraEnv, NEXT_TELEMETRY_DISABLED: "1", NO_COLOR: "1" },
  });
  // Launcher lines are shown (build progress, ready line); the children's request logs are not needed.
  // The storefront may answer before the backend does (it boots alongside when nothing needs building), so
  // readiness is the launcher's own "ready" line, which it prints once every service answers.
  let ready = false;
  const lineReader = () => {
    let pending = "";
    return (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (/^\[launcher\].*\bready at\b/.test(line)) ready = true;
        if (/^\[(launcher|build)\]/.test(line)) log(`  ${line}`);
      }
    };
  };
  child.stdout?.on("data", lineReader());
  child.stderr?.on("data", lineReader());
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code) => {
      exitCode = code ?? -1;
      resolve();
    }),
  );

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (exitCode !== null || !child.pid) return;
    log("stopping the stack");
    child.kill("SIGTERM");
    const done = await Promise.race([exited.then(() => true), sleep(90_000).then(() => false)]);
    if (!done) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // gone already
      }
      await exited;
    }
  };

  const deadline = Date.now() + STACK.startTimeoutMs;
  while (!ready || !(await healthy(`${origin}/api/health`))) {
    if (exitCode !== null)
      throw new Error(`the launcher exited with ${exitCode} before the storefront answered`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the storefront did not answer within ${STACK.startTimeoutMs / 60_000} min`);
    }
    await sleep(1_000);
  }
  return { origin, stop };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
