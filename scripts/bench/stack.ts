/**
 * Starts the whole stack through the launcher (`npm start`'s code path: embedded PostgreSQL, reference
 * backend, `next build` when the sources changed, the storefront server) on the benchmark's own ports and data
 * directory, and stops it with SIGTERM (the launcher stops its children in order), SIGKILL as a last resort.
 */
import { spawn } from "node:child_process";
import { ORIGIN, ROOT, STACK } from "./config";
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

/**
 * Launches the stack and resolves once the storefront answers /api/health.
 * @throws when something already answers on the benchmark port, or the stack fails or times out
 */
export async function startStack(): Promise<RunningStack> {
  if (await healthy(`${ORIGIN}/api/health`)) {
    throw new Error(`something already answers on ${ORIGIN}; stop it or set BENCH_PORT`);
  }
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/launcher/main.ts", "start"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(STACK.port),
      BACKEND_PORT: String(STACK.backendPort),
      PG_PORT: String(STACK.pgPort),
      DATA_DIR: STACK.dataDir,
      SITE_URL: ORIGIN,
      NEXT_TELEMETRY_DISABLED: "1",
      NO_COLOR: "1",
    },
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
  while (!ready || !(await healthy(`${ORIGIN}/api/health`))) {
    if (exitCode !== null)
      throw new Error(`the launcher exited with ${exitCode} before the storefront answered`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the storefront did not answer within ${STACK.startTimeoutMs / 60_000} min`);
    }
    await sleep(1_000);
  }
  return { origin: ORIGIN, stop };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
