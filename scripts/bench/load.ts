/**
 * Server-side rendering throughput: autocannon with 10 connections for 15 s per route, after a short warm-up
 * (first renders fill the data cache). Reports requests per second, latency percentiles and failures.
 */
import { LOAD } from "./config";
import { log } from "./log";

/** The part of autocannon's result the report uses (autocannon ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number; max: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

const autocannon = require("autocannon") as Autocannon;

export interface LoadResult {
  path: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  totalRequests: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** failed requests: connection errors, timeouts and non-2xx answers */
  failures: number;
}

async function warmUp(url: string): Promise<void> {
  for (let i = 0; i < LOAD.warmupRequests; i++) {
    const r = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`${url}: HTTP ${r.status} during warm-up`);
  }
}

/**
 * Loads one route and summarises autocannon's answer. `afterWarmUp` runs between the warm-up and the load (e.g. to
 * start counting CPU time).
 */
export async function measureLoad(
  origin: string,
  path: string,
  afterWarmUp?: () => void,
): Promise<LoadResult> {
  const url = `${origin}${path}`;
  await warmUp(url);
  afterWarmUp?.();
  log(`autocannon ${path}: ${LOAD.connections} connections, ${LOAD.durationSeconds} s`);
  const r = await autocannon({
    url,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  return {
    path,
    connections: LOAD.connections,
    durationSeconds: LOAD.durationSeconds,
    requestsPerSecond: Math.round(r.requests.average * 10) / 10,
    totalRequests: r.requests.total,
    latencyAvgMs: Math.round(r.latency.average * 10) / 10,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}
