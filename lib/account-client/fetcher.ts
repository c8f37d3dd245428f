/**
 * The one way client components call the BFF (SWR with this one fetcher, which throws a
 * typed error). Answers are JSON; failures become a BffRequestError carrying the envelope's code, message and
 * field errors, or code 'network' when the request never got an answer.
 */
import type { BffErrorBody } from "./types";

/** A failed BFF call: HTTP status (0 for network failures), the envelope's code, message and field errors. */
export class BffRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, code: string, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = "BffRequestError";
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/** True for a BffRequestError (also across module copies in tests). */
export function isBffRequestError(err: unknown): err is BffRequestError {
  return err instanceof Error && err.name === "BffRequestError";
}

/** Shown when a call fails without a usable message (network down, 5xx without an envelope). */
export const GENERIC_FAILURE = "Something went wrong. Please try again.";

function isEnvelope(value: unknown): value is BffErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

/**
 * Sends a request to a BFF path and returns the parsed JSON answer.
 * @param init fetch options; a plain-object `json` is sent as a JSON body (Content-Type set), FormData as is.
 * @throws BffRequestError on a non-2xx answer or a network failure
 */
export async function bffRequest<T>(
  path: string,
  init: Omit<RequestInit, "body"> & { json?: unknown; body?: BodyInit } = {},
): Promise<T> {
  const { json, headers, ...rest } = init;
  const finalHeaders = new Headers(headers);
  finalHeaders.set("Accept", "application/json");
  let body = init.body;
  if (json !== undefined) {
    finalHeaders.set("Content-Type", "application/json");
    body = JSON.stringify(json);
  }
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      cache: "no-store",
      ...rest,
      headers: finalHeaders,
      body,
    });
  } catch {
    throw new BffRequestError(0, "network", GENERIC_FAILURE);
  }
  let parsed: unknown = null;
  const text = await response.text().catch(() => "");
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) {
    if (isEnvelope(parsed)) {
      const { code, message, fieldErrors } = parsed.error;
      throw new BffRequestError(response.status, code, message, fieldErrors ?? {});
    }
    throw new BffRequestError(response.status, `http_${response.status}`, GENERIC_FAILURE);
  }
  return parsed as T;
}

/** SWR fetcher: GET a BFF path. */
export function bffGet<T>(path: string): Promise<T> {
  return bffRequest<T>(path);
}
