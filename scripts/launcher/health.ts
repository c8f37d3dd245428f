/**
 * Waiting for a service to answer over HTTP. A wait fails fast when the process that should answer dies,
 * instead of running into the timeout.
 */
import type { ExitInfo } from "./supervisor";
import { describeExit } from "./supervisor";

/** Thrown when the service did not become ready in time, or its process exited first. */
export class NotReadyError extends Error {
  override name = "NotReadyError";
}

/** Decides from one probe whether the service is ready. Network errors count as "not yet". */
export type ReadinessProbe = (signal: AbortSignal) => Promise<boolean>;

/** Options of {@link waitUntilReady}. */
export interface WaitOptions {
  /** For messages: "the store API". */
  what: string;
  probe: ReadinessProbe;
  timeoutMs: number;
  /** Time one probe may take (dev servers compile on the first request, so this can be long). */
  probeTimeoutMs?: number;
  intervalMs?: number;
  /** The process behind the service; if it exits, waiting stops with an error. */
  exited?: Promise<ExitInfo>;
}

/**
 * Probes until the service is ready.
 * @throws NotReadyError on timeout or when `exited` settles first.
 */
export async function waitUntilReady(options: WaitOptions): Promise<void> {
  const interval = options.intervalMs ?? 200;
  const deadline = Date.now() + options.timeoutMs;
  let died: ExitInfo | undefined;
  void options.exited?.then((exit) => (died = exit));

  while (Date.now() < deadline) {
    if (died) throw new NotReadyError(`${options.what} exited before it was ready (${describeExit(died)})`);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.probeTimeoutMs ?? 5_000);
    try {
      if (await options.probe(controller.signal)) return;
    } catch {
      // Refused, reset or aborted: not up yet.
    } finally {
      clearTimeout(timer);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  if (died) throw new NotReadyError(`${options.what} exited before it was ready (${describeExit(died)})`);
  throw new NotReadyError(`${options.what} was not ready after ${Math.round(options.timeoutMs / 1000)} s`);
}

/** Probe for the store API: `GET {base}health` answers 200. */
export function storeApiProbe(baseUrl: string): ReadinessProbe {
  return async (signal) => {
    const response = await fetch(new URL("health", baseUrl), { signal });
    await response.body?.cancel();
    return response.ok;
  };
}

/**
 * Probe for the storefront: `GET /api/health` answers 200; while that route does not exist (404), any HTTP
 * answer from `/` counts, so the launcher works before and after the route lands.
 */
export function storefrontProbe(baseUrl: string): ReadinessProbe {
  return async (signal) => {
    const health = await fetch(new URL("/api/health", baseUrl), { signal, redirect: "manual" });
    await health.body?.cancel();
    if (health.ok) return true;
    if (health.status !== 404) return false;
    const home = await fetch(new URL("/", baseUrl), { signal, redirect: "manual" });
    await home.body?.cancel();
    return true;
  };
}
