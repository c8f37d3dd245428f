/**
 * How the launcher, the cluster and the e2e stack run the storefront: Next's own server as Next ships it,
 * `next start -H <host> -p <port>` (production, the `next build` output) or `next dev`, with the launcher's node
 * binary. The production server gets the heap ceiling of storefront-heap.ts through NODE_OPTIONS, so every node
 * process Next starts has it too.
 */
import path from "node:path";
import { storefrontHeapFlags } from "./storefront-heap";

/** Path of Next's CLI (`node_modules/.bin/next`), run with the launcher's own node binary. */
export function nextCli(root: string): string {
  return path.join(root, "node_modules", ".bin", "next");
}

/**
 * The command, arguments and environment of one storefront process.
 * @param env the storefront's environment; NODE_OPTIONS gains `--max-old-space-size` in `start` mode unless it
 *   already sets one (STOREFRONT_MAX_HEAP_MB)
 * @throws ConfigError for a bad STOREFRONT_MAX_HEAP_MB
 */
export function nextServerProcess(options: {
  root: string;
  mode: "start" | "dev";
  host: string;
  port: number;
  env: NodeJS.ProcessEnv;
}): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  const { root, mode, host, port, env } = options;
  // The development server compiles pages in-process and keeps V8's own sizing.
  const heap = mode === "start" ? storefrontHeapFlags(env) : [];
  const nodeOptions = [env.NODE_OPTIONS?.trim(), ...heap].filter(Boolean).join(" ");
  return {
    command: process.execPath,
    args: [nextCli(root), mode, "-H", host, "-p", String(port)],
    env: { ...env, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
  };
}
