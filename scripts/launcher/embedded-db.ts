/** Launcher side of the embedded PostgreSQL: spawns the host process (postgres-host.ts) and waits for its URL. */
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { LauncherConfig } from "./config";
import { parseReadyLine } from "./ready-line";
import type { ProcessStack } from "./stack";
import { describeExit, ManagedProcess } from "./supervisor";

/** Database the reference backend uses inside the embedded cluster. */
export const EMBEDDED_DATABASE = "swa";
const READY_TIMEOUT_MS = 3 * 60_000;

/** Arguments that run a TypeScript file with the tsx loader in the same node binary as the launcher. */
export function tsNodeArgs(root: string, file: string, args: string[] = []): string[] {
  return ["--import", "tsx", path.join(root, file), ...args];
}

/**
 * Starts embedded PostgreSQL in `{dataDir}/pg` on PG_PORT under a host process added to `stack`.
 * @returns the database URL for the backend.
 * @throws Error when the host exits before announcing READY (its output says why) or is not ready in time.
 */
export async function startEmbeddedDatabase(config: LauncherConfig, stack: ProcessStack): Promise<string> {
  let announce: (url: string) => void = () => undefined;
  const ready = new Promise<string>((resolve) => (announce = resolve));
  const spawn = () =>
    new ManagedProcess({
      name: "postgres",
      command: process.execPath,
      args: tsNodeArgs(config.root, "scripts/launcher/postgres-host.ts", [
        path.join(config.dataDir, "pg"),
        String(config.pgPort),
        EMBEDDED_DATABASE,
      ]),
      cwd: config.root,
      env: process.env,
      stdinPipe: true,
      onLine: (line) => {
        const url = parseReadyLine(line);
        if (url !== undefined) announce(url);
        return url !== undefined;
      },
    });
  // The host stops PostgreSQL itself on SIGTERM (fast shutdown + checkpoint), so it gets time for that. A restarted
  // host serves the same data directory on the same port, so the backend's URL stays valid (its pool reconnects).
  const host = stack.add(spawn(), {
    graceMs: 30_000,
    leaderOnly: true,
    stopOrder: 2,
    restart: spawn,
    reapSignal: "SIGINT",
  });
  // Promise.race handles the losers' later rejections; the unref'd timer keeps nothing alive.
  return Promise.race([
    ready,
    host.exited.then((exit) => {
      throw new Error(
        `embedded PostgreSQL did not start (${describeExit(exit)}); see the [postgres] lines above`,
      );
    }),
    sleep(READY_TIMEOUT_MS, undefined, { ref: false }).then(() => {
      throw new Error("embedded PostgreSQL was not ready after 3 minutes");
    }),
  ]);
}
