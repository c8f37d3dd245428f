import "server-only";
import type { IronSession } from "iron-session";
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import type { SessionData } from "@/lib/session/session";
import { isStoreApiError } from "@/lib/store-api/errors";
import { BffError, PLEASE_LOGIN } from "./bff-error";
import { OUTAGE_RETRY_AFTER_S } from "./outage.mjs";
import { trustsProxy } from "./trust-proxy.mjs";

/** The BFF's one error envelope (every BFF handler answers failures in it). */
export interface BffErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string> };
}

/** JSON answer that no shared cache may store (personal or per-request data). */
export function jsonNoStore<T>(body: T, status = 200): NextResponse<T> {
  return NextResponse.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

/** Error envelope with a real HTTP status. */
export function bffError(
  status: number,
  code: string,
  message: string,
  fieldErrors?: Record<string, string>,
) {
  return jsonNoStore<BffErrorBody>(
    { error: { code, message, ...(fieldErrors ? { fieldErrors } : {}) } },
    status,
  );
}

/**
 * An outage answer (502 upstream_unavailable, 504 upstream_timeout) with `Retry-After`: the same wait the outage
 * pages give (lib/http/outage.mjs), so a shopper's retry and a script's back-off line up with the pages'.
 */
function outage(status: 502 | 504, code: string, message: string) {
  const response = bffError(status, code, message);
  response.headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_S));
  return response;
}

/**
 * Maps a failed store API call to the envelope: 502 for an unusable answer and 504 for a timeout (both with
 * Retry-After, as outage pages); a 429 keeps the store's Retry-After.
 */
export function upstreamError(err: unknown) {
  if (isStoreApiError(err)) {
    if (err.kind === "timeout")
      return outage(504, "upstream_timeout", "The store is taking too long. Please try again.");
    if (err.kind === "unauthorised") return bffError(401, "unauthorised", PLEASE_LOGIN);
    if (err.kind === "not_found") return bffError(404, "not_found", err.upstreamMessage ?? "Not found");
    if (err.kind === "http" && err.status && err.status < 500) {
      const response = bffError(
        err.status,
        "upstream_rejected",
        err.upstreamMessage ?? "The request was refused.",
      );
      // Every 429 says when to come back: the store's own Retry-After, or a minute when it gave none.
      if (err.status === 429) response.headers.set("Retry-After", String(err.retryAfterSeconds ?? 60));
      return response;
    }
  }
  console.error("[bff] store API failure:", err instanceof Error ? err.message : err);
  return outage(502, "upstream_unavailable", "The store is unavailable right now. Please try again.");
}

/**
 * A BffError as the envelope with its status, its field errors, and Retry-After on a 429 (the error's seconds,
 * else a minute, the OTP resend interval).
 */
export function toBffResponse(err: BffError) {
  const response = bffError(err.status, err.code, err.message, err.fieldErrors);
  if (err.retryAfterSeconds || err.status === 429)
    response.headers.set("Retry-After", String(err.retryAfterSeconds ?? 60));
  return response;
}

/**
 * Maps any failure of a BFF flow to the envelope: a BffError as itself (toBffResponse), a store API failure by
 * upstreamError. A 401 'unauthorised' (a guest, or a store 401 on a call made with the session's token: the
 * token is dead, revoked or expired) destroys the session and answers 401 'Please Login!'.
 * @param session the request's session, destroyed on a 401 (pass undefined for calls made without a token)
 */
export function bffFailure(err: unknown, session?: IronSession<SessionData>) {
  const ended =
    err instanceof BffError
      ? err.status === 401 && err.code === "unauthorised"
      : isStoreApiError(err) && err.kind === "unauthorised";
  if (ended) session?.destroy();
  return err instanceof BffError ? toBffResponse(err) : upstreamError(err);
}

/**
 * Cross-site request guard (CSRF) for mutating handlers: the Origin header must name this site: SITE_URL, the
 * address the server listens on, or the host the browser addressed. That host is the `Host` header, or, only
 * behind a trusted reverse proxy (TRUST_PROXY=1, which writes them), `X-Forwarded-Host` and `X-Forwarded-Proto`;
 * without one, those headers are whatever the client sent and would let it name its own origin as ours.
 * @returns an error response to send, or null when the request may proceed
 */
export function rejectCrossSite(request: Request) {
  const origin = request.headers.get("origin");
  // The site may be reached by its public origin or directly by the host the request came to (localhost vs
  // 127.0.0.1, a load balancer's address): both are same-origin; anything else, or no Origin at all, is not.
  const proxied = trustsProxy();
  const host = (proxied ? request.headers.get("x-forwarded-host") : null) ?? request.headers.get("host");
  const proto =
    (proxied ? request.headers.get("x-forwarded-proto") : null) ??
    new URL(request.url).protocol.replace(":", "");
  const allowed = new Set([env().SITE_URL, new URL(request.url).origin]);
  if (host) allowed.add(`${proto}://${host}`);
  if (!origin || !allowed.has(origin))
    return bffError(403, "forbidden_origin", "Cross-site request refused.");
  return null;
}

/**
 * Requires a JSON body on mutating handlers.
 * @returns an error response to send, or null when the content type is JSON
 */
export function rejectNonJson(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    return bffError(415, "unsupported_media_type", "Send JSON (Content-Type: application/json).");
  }
  return null;
}
