/**
 * The reference store API as the scale bench runs it: one process per catalogue (and per setting), on its own
 * port, in production mode, quiet, without prewarming media.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { ROOT } from "./config";

/** A running store API: its process and its origin. */
export interface BenchApi {
  child: ChildProcess;
  base: string;
}

/** GET `base + p` as JSON. @throws Error on a non-2xx answer */
export async function getJson<T>(base: string, p: string): Promise<T> {
  const r = await fetch(`${base}${p}`, { signal: AbortSignal.timeout(60_000) });
  if (!r.ok) throw new Error(`${p}: HTTP ${r.status}`);
  return (await r.json()) as T;
}

/**
 * Starts the store API on a database and resolves once it answers (within 2 min).
 * @param env extra environment, e.g. `{ COUNT_CACHE_ENTRIES: "0" }`
 * @throws Error when it exits or does not answer in time
 */
export async function startApi(
  databaseUrl: string,
  port: number,
  mediaDir: string,
  env: Record<string, string> = {},
): Promise<BenchApi> {
  const child = spawn(process.execPath, ["--import", "tsx", "backend/server.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      BACKEND_PORT: String(port),
      MEDIA_PREWARM: "0",
      BACKEND_QUIET: "1",
      MEDIA_CACHE_DIR: mediaDir,
      NODE_ENV: "production",
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/ecom/country-details/`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the store API did not answer within 2 min");
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Stops a store API (SIGTERM, then SIGKILL after 15 s). */
export async function stopApi({ child }: BenchApi): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}
