/**
 * Typed failures of a store API call (architecture: "Rules of thumb").
 * - network: the API could not be reached; timeout: no answer in time; http: an unexpected status;
 * - validation: the answer did not match the contract schema; unauthorised: 401; not_found: 404.
 */
export type StoreApiErrorKind = "network" | "timeout" | "http" | "validation" | "unauthorised" | "not_found";

export class StoreApiError extends Error {
  constructor(
    readonly kind: StoreApiErrorKind,
    message: string,
    /** HTTP status of the upstream answer, when there was one */
    readonly status?: number,
    /** the message the store API put in its envelope, safe to show where a screen shows the store's own words */
    readonly upstreamMessage?: string,
    /** seconds from the upstream's Retry-After header (its 429 and 503 answers), when it sent a valid one */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "StoreApiError";
  }

  /** True for failures that say nothing about the resource (outage, timeout): never cache or 404 them. */
  get isOutage(): boolean {
    return this.kind === "network" || this.kind === "timeout" || (this.kind === "http" && (this.status ?? 0) >= 500);
  }
}

export function isStoreApiError(err: unknown): err is StoreApiError {
  return err instanceof StoreApiError;
}
