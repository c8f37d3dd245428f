/**
 * Launcher side of the embedded PostgreSQL: spawns its host process (backend/db/embedded-host.ts) under the stack
 * and waits for the URL the host announces.
 */
import path from "node:path";
import { parseReadyLine } from "../../backend/db/embedded-host";
import type { LauncherConfig } from "./config";
import { ManagedProcess, waitUntilReady } from "../supervisor/processes";
import type { ProcessStack } from "../supervisor/stack";

/** Database the reference backend uses inside the embedded cluster. */
export const EMBEDDED_DATABASE = "swa";

/** Arguments that run a TypeScript file with the tsx loader in the same node binary as the launcher. */
export function tsNodeArgs(root: string, file: string, args: string[] = []): string[] {
  return ["--import", "tsx", path.join(root, file), ...args];
}

/**
 * Starts embedded PostgreSQL in `{dataDir}/pg` on PG_PORT under a host process added to `stack`.
 * @returns the database URL for the backend.
 * @throws NotReadyError when the host exits before announcing READY (its output says why) or is not ready in
 *   3 minutes.
 */
export async function startEmbeddedDatabase(config: LauncherConfig, stack: ProcessStack): Promise<string> {
  let url: string | undefined;
  const pgArgs = [path.join(config.dataDir, "pg"), String(config.pgPort), EMBEDDED_DATABASE];
  const spawn = () =>
    new ManagedProcess({
      name: "postgres",
      command: process.execPath,
      args: tsNodeArgs(config.root, "backend/db/embedded-host.ts", pgArgs),
      cwd: config.root,
      env: process.env,
      stdinPipe: true,
      onLine: (line) => {
        const announced = parseReadyLine(line);
        url ??= announced;
        return announced !== undefined;
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
  await waitUntilReady({
    what: "embedded PostgreSQL",
    probe: async () => url !== undefined,
    timeoutMs: 3 * 60_000,
    exited: host.exited,
  });
  return url!;
}
