import "server-only";
import type { z } from "zod";
import { env } from "@/lib/env";
import { bffLogger } from "@/lib/observability/logger";
import { headers as requestHeaders } from "next/headers";
import { StoreApiError } from "./errors";

type Query = Record<string, string | number | boolean | undefined | null>;

export interface StoreCallOptions<S extends z.ZodType> {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  /** path relative to STORE_API_URL, exactly as the contract spells it (slashes matter) */
  path: string;
  query?: Query;
  /** JSON body (POST, PATCH); a FormData is sent as multipart as it is (profile photo upload) */
  body?: unknown;
  /** the contract schema the answer must match */
  schema: S;
  /** store token from the session (sent as `Authorization: Token <token>`) */
  token?: string;
  timeoutMs?: number;
  /** extra request headers (e.g. the shopper's `X-Forwarded-For`, the BFF's `X-Service-Key`) */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: Query | undefined): string {
  const url = new URL(path.replace(/^\//, ""), env().STORE_API_URL);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function envelopeMessage(json: unknown): string | undefined {
  if (json && typeof json === "object" && "results" in json) {
    const results = (json as { results?: { message?: unknown } }).results;
    if (typeof results?.message === "string") return results.message;
  }
  return undefined;
}

/** A Retry-After header in seconds (the store API sends whole seconds), or undefined. */
function retryAfterOf(response: Response): number | undefined {
  const value = Number(response.headers.get("retry-after") ?? "");
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * Logs one store API call: debug when it answered below 500, warn for an outage (network, timeout, 5xx). The
 * path only (no query, no body, no headers: those carry tokens and personal data).
 */
function logCall(line: {
  reqId: string;
  method: string;
  path: string;
  status: number | string;
  started: number;
}) {
  const { started, ...rest } = line;
  const fields = { ...rest, ms: Math.round((performance.now() - started) * 10) / 10 };
  const outage = typeof line.status === "string" || line.status >= 500;
  if (outage) bffLogger().warn(fields, "store api call failed");
  else bffLogger().debug(fields, "store api call");
}

/**
 * The id proxy.ts gave the shopper's request (`X-Request-Id`), for a call made on a shopper's behalf: one carrying
 * their store token (read from their session cookie) or their address (the BFF's `X-Forwarded-For`), which only a
 * route handler or a page rendered per request makes. Other calls (a cached page's render, which serves many
 * requests; background work; build) get undefined: reading the request there would make the page per-request.
 */
async function shopperRequestId(opts: StoreCallOptions<z.ZodType>): Promise<string | undefined> {
  if (!opts.token && !opts.headers?.["X-Forwarded-For"]) return undefined;
  try {
    return (await requestHeaders()).get("x-request-id") ?? undefined;
  } catch {
    return undefined; // not inside a request (a script, a test calling the client directly)
  }
}

async function callOnce<S extends z.ZodType>(opts: StoreCallOptions<S>): Promise<z.output<S>> {
  const method = opts.method ?? "GET";
  // The shopper's request id, passed on so both sides' log lines can be joined.
  const reqId = (await shopperRequestId(opts)) ?? crypto.randomUUID();
  const headers: Record<string, string> = {
    ...opts.headers,
    Accept: "application/json",
    "X-Request-Id": reqId,
  };
  if (opts.token) headers.Authorization = `Token ${opts.token}`;
  const multipart = opts.body instanceof FormData;
  // fetch sets the multipart boundary itself.
  if (opts.body !== undefined && !multipart) headers["Content-Type"] = "application/json";
  let response: Response;
  const started = performance.now();
  try {
    response = await fetch(buildUrl(opts.path, opts.query), {
      method,
      headers,
      body:
        opts.body === undefined ? undefined : multipart ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? env().STORE_API_TIMEOUT_MS),
      cache: "no-store",
    });
  } catch (err) {
    const isTimeout =
      err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError");
    logCall({ reqId, method, path: opts.path, status: isTimeout ? "timeout" : "network", started });
    throw new StoreApiError(
      isTimeout ? "timeout" : "network",
      `${method} ${opts.path}: ${(err as Error).message}`,
    );
  }
  logCall({ reqId, method, path: opts.path, status: response.status, started });
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  const upstream = envelopeMessage(json);
  if (response.status === 401)
    throw new StoreApiError("unauthorised", `${method} ${opts.path}: 401`, 401, upstream);
  if (response.status === 404)
    throw new StoreApiError("not_found", `${method} ${opts.path}: 404`, 404, upstream);
  if (!response.ok) {
    throw new StoreApiError(
      "http",
      `${method} ${opts.path}: HTTP ${response.status}`,
      response.status,
      upstream,
      retryAfterOf(response),
    );
  }
  const parsed = opts.schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StoreApiError(
      "validation",
      `${method} ${opts.path}: ${issue?.path.join(".")} ${issue?.message}`,
    );
  }
  return parsed.data;
}

/**
 * The one way to call the store API: timeout on every call, token from the session, zod validation with the
 * contract schema, typed errors. Idempotent GETs are retried once after a network error or a 5xx; POST, PATCH and DELETE never.
 * @throws StoreApiError (network, timeout, http, validation, unauthorised, not_found)
 */
export async function storeApi<S extends z.ZodType>(opts: StoreCallOptions<S>): Promise<z.output<S>> {
  try {
    return await callOnce(opts);
  } catch (err) {
    // A timeout is not retried: it would double the wait the page's time budget allows.
    const retryable =
      (opts.method ?? "GET") === "GET" &&
      err instanceof StoreApiError &&
      err.isOutage &&
      err.kind !== "timeout";
    if (!retryable) throw err;
    return callOnce(opts);
  }
}
