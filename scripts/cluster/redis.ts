/**
 * redis-server of the cluster: the storefronts' shared Next cache (lib/next-cache/cache-handler.cjs) and BFF rate
 * limits (lib/account/rate-limit.ts). 127.0.0.1 only, no persistence (a cache and 10-minute counters are
 * cheap to lose), its own directory, and a memory cap: cache entries carry a TTL and are evicted least recently used first (volatile-lru),
 * the tag invalidation times carry none and are never evicted.
 */
import { mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { ManagedProcess, waitUntilReady } from "../supervisor/processes";
import type { ProcessStack } from "../supervisor/stack";
import type { ClusterConfig } from "./config";
import { REDIS_BIN } from "./system-packages";

/** `redis://127.0.0.1:{port}` for the storefronts' REDIS_URL. */
export function redisUrl(config: ClusterConfig): string {
  return `redis://127.0.0.1:${config.redisPort}`;
}

/** True once `PING` gets `+PONG` (a raw RESP round trip: no client library needed for the probe). */
export function ping(port: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    signal.addEventListener("abort", () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

/**
 * Starts redis-server and waits until it answers PING.
 * @throws NotReadyError when it exits first (port taken, say) or does not answer within 20 s.
 */
export async function startRedis(config: ClusterConfig, stack: ProcessStack): Promise<string> {
  const dir = path.join(config.dataDir, "redis");
  mkdirSync(dir, { recursive: true });
  const args = [
    "--bind",
    "127.0.0.1",
    "--port",
    String(config.redisPort),
    "--dir",
    dir,
    "--save",
    "",
    "--appendonly",
    "no",
    "--maxmemory",
    "256mb",
    "--maxmemory-policy",
    "volatile-lru",
    "--daemonize",
    "no",
  ];
  const spawn = () =>
    new ManagedProcess({ name: "redis", command: REDIS_BIN, args, cwd: dir, env: process.env });
  const redis = stack.add(spawn(), { graceMs: 5_000, stopOrder: 1, restart: spawn });
  await waitUntilReady({
    what: "redis-server",
    probe: (signal) => ping(config.redisPort, signal),
    timeoutMs: 20_000,
    exited: redis.exited,
  });
  return redisUrl(config);
}
