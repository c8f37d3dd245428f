/**
 * A storefront of a test's own, started the way the launcher starts it: `next start` from the build the web
 * server made, on another port, against the e2e store API. Unlike the suite's web server it keeps the
 * real per-IP budgets and trusts no X-Forwarded-For unless the test passes TRUST_PROXY=1. stop() sends SIGTERM,
 * as the launcher does, and reports how the process ended.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { assertPortFree, REPO_ROOT } from "./processes";
import { STORE_API_URL } from "./store-api";

export interface OwnStorefront {
  url: string;
  /** Output so far (the last 20 000 characters). */
  output(): string;
  /** SIGTERM, SIGKILL after 10 s; resolves with the exit code (143 for `next start` closing on SIGTERM, null when it had to be killed). Idempotent. */
  stop(): Promise<number | null>;
}

/** Variables of the suite's web server a storefront of its own must not inherit from the runner's environment. */
const NOT_INHERITED = ["TRUST_PROXY", "AUTH_RATE_LIMIT_MULTIPLIER", "REDIS_URL", "PORT", "NODE_OPTIONS"];

/** Starts it and waits until `/api/health` answers. @throws when it exits first or does not answer in 60 s */
export async function startOwnStorefront(
  port: number,
  env: Record<string, string> = {},
): Promise<OwnStorefront> {
  await assertPortFree(port);
  const url = `http://127.0.0.1:${port}`;
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_INHERITED) delete inherited[name];
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, "node_modules/.bin/next"), "start", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...inherited,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        STORE_API_URL,
        SESSION_PASSWORD: randomBytes(24).toString("hex"),
        SITE_URL: url,
        ...env,
      },
    },
  );
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  let stopping: Promise<number | null> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || !child.pid) return child.exitCode;
      process.kill(-child.pid, "SIGTERM");
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // gone already
        }
      }, 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    })();
    return stopping;
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the storefront exited (${child.exitCode}):\n${output}`);
    try {
      const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (health.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${url}/api/health did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, output: () => output, stop };
}
