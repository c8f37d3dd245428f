/**
 * The storefront instances of the cluster: the same `next start` as `npm start` (launcher/storefront.ts), one
 * per port, all with the same session password and service key (a session cookie sealed by
 * one instance opens on every other: no sticky sessions), TRUST_PROXY=1 (nginx writes X-Forwarded-For),
 * REDIS_URL (shared Next cache and rate limits) and their share of the machine's render budget.
 */
import { ManagedProcess, waitUntilReady } from "../supervisor/processes";
import type { ProcessStack } from "../supervisor/stack";
import { nextServerProcess, storefrontProbe } from "../launcher/storefront";
import { DEFAULT_SHED_RENDERS_PER_SECOND } from "../../lib/http/render-budget";
import type { ClusterConfig } from "./config";

/** Name of instance `index` in logs and in the stack: web-1, web-2... */
export function instanceName(index: number): string {
  return `web-${index + 1}`;
}

/**
 * The sheddable renders each instance may start a second: SHED_RENDERS_PER_SECOND when set, else one process's
 * default shared out among the instances (at least 1 each). The instances share this machine's cores, and an
 * uncached page costs about 0.12 s of CPU to render, so two instances at one process's budget each render twice
 * as much as the machine has room for beside the cached pages and health checks.
 * @returns the value to put in each instance's SHED_RENDERS_PER_SECOND
 */
export function instanceRenderBudget(instances: number, env: Record<string, string | undefined>): string {
  const set = env.SHED_RENDERS_PER_SECOND?.trim();
  if (set) return set;
  return String(Math.max(1, Math.floor(DEFAULT_SHED_RENDERS_PER_SECOND / instances)));
}

/**
 * Starts every instance and waits until each answers /api/health.
 * @param env the storefront environment (launcher's webEnv) plus REDIS_URL and TRUST_PROXY.
 * @throws NotReadyError when an instance exits first or does not answer within 2 minutes.
 * @returns the processes, in port order (the cluster test kills one).
 */
export async function startStorefronts(
  config: ClusterConfig,
  env: NodeJS.ProcessEnv,
  stack: ProcessStack,
): Promise<ManagedProcess[]> {
  // Each instance gets the same heap ceiling as `npm start`'s storefront (launcher/storefront.ts).
  const instanceEnv = {
    ...env,
    SHED_RENDERS_PER_SECOND: instanceRenderBudget(config.storefrontPorts.length, env),
  };
  const procs = config.storefrontPorts.map((port, index) => {
    const server = nextServerProcess({
      root: config.root,
      mode: "start",
      host: "127.0.0.1",
      port,
      env: instanceEnv,
    });
    const spawn = () => new ManagedProcess({ name: instanceName(index), ...server, cwd: config.root });
    return stack.add(spawn(), { graceMs: 5_000, stopOrder: 0, restart: spawn });
  });
  await Promise.all(
    procs.map((proc, index) =>
      waitUntilReady({
        what: `storefront ${instanceName(index)}`,
        probe: storefrontProbe(`http://127.0.0.1:${config.storefrontPorts[index]}`),
        timeoutMs: 2 * 60_000,
        probeTimeoutMs: 10_000,
        exited: proc.exited,
      }),
    ),
  );
  return procs;
}
