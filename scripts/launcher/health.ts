/**
 * Waiting for a service to answer over HTTP. A wait fails fast when the process that should answer dies,
 * instead of running into the timeout.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { describeExit, type ExitInfo } from "./supervisor";

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
  const deadline = Date.now() + options.timeoutMs;
  let died: ExitInfo | undefined;
  void options.exited?.then((exit) => (died = exit));
  for (;;) {
    if (died) throw new NotReadyError(`${options.what} exited before it was ready (${describeExit(died)})`);
    if (Date.now() >= deadline)
      throw new NotReadyError(
        `${options.what} was not ready after ${Math.round(options.timeoutMs / 1000)} s`,
      );
    // Refused, reset or timed out: not up yet.
    const ready = await options
      .probe(AbortSignal.timeout(options.probeTimeoutMs ?? 5_000))
      .catch(() => false);
    if (ready) return;
    await sleep(options.intervalMs ?? 200);
  }
}

/** Probe that passes when `GET url` answers 2xx (redirects are not followed). */
function answersOk(url: URL): ReadinessProbe {
  return async (signal) => {
    const response = await fetch(url, { signal, redirect: "manual" });
    await response.body?.cancel();
    return response.ok;
  };
}

/** Probe for the store API: `GET {base}health` answers 200. */
export const storeApiProbe = (baseUrl: string): ReadinessProbe => answersOk(new URL("health", baseUrl));

/** Probe for the storefront: `GET /api/health` (app/api/health/route.ts) answers 200. */
export const storefrontProbe = (baseUrl: string): ReadinessProbe =>
  answersOk(new URL("/api/health", baseUrl));
