import "server-only";
import { env } from "@/lib/env";
import { StoreApiError } from "./errors";

/** A file the store API answered (invoice PDF, product picture). */
export interface StoreFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** the upstream Content-Disposition header, as sent */
  disposition: string | null;
}

/** Invoices and catalogue pictures are a few tens or hundreds of kB: anything far larger is not one of them. */
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * Downloads a binary file from the store API (the JSON client `storeApi` only reads JSON): one GET with the session's
 * token when given (none for public media), a timeout covering the whole body, the expected content type checked,
 * and the same typed errors. Not retried: a download is cheap to repeat and a retry would double the wait.
 * @param expectType the content type the answer must have (e.g. 'application/pdf'), or its start ('image/')
 * @throws StoreApiError network | timeout | unauthorised (401) | not_found (404) | http (other status) |
 *   validation (wrong content type or oversized body)
 */
export async function storeApiFile(opts: {
  path: string;
  token?: string;
  expectType: string;
  timeoutMs?: number;
}): Promise<StoreFile> {
  const url = new URL(opts.path.replace(/^\//, ""), env().STORE_API_URL).toString();
  const label = `GET ${opts.path}`;
  let response: Response;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    response = await fetch(url, {
      headers: {
        ...(opts.token ? { Authorization: `Token ${opts.token}` } : {}),
        Accept: `${opts.expectType}${opts.expectType.endsWith("/") ? "*" : ""}, application/json`,
      },
      signal: AbortSignal.timeout(opts.timeoutMs ?? env().STORE_API_TIMEOUT_MS),
      cache: "no-store",
    });
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (err) {
    const isTimeout =
      err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError");
    throw new StoreApiError(isTimeout ? "timeout" : "network", `${label}: ${(err as Error).message}`);
  }
  const upstream = response.ok ? undefined : messageOf(bytes);
  if (response.status === 401) throw new StoreApiError("unauthorised", `${label}: 401`, 401, upstream);
  if (response.status === 404) throw new StoreApiError("not_found", `${label}: 404`, 404, upstream);
  if (!response.ok)
    throw new StoreApiError("http", `${label}: HTTP ${response.status}`, response.status, upstream);
  const contentType = response.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith(opts.expectType))
    throw new StoreApiError(
      "validation",
      `${label}: content type ${contentType}, expected ${opts.expectType}`,
    );
  if (bytes.byteLength === 0 || bytes.byteLength > MAX_BYTES)
    throw new StoreApiError("validation", `${label}: body of ${bytes.byteLength} bytes`);
  return { bytes, contentType: opts.expectType, disposition: response.headers.get("content-disposition") };
}

/** The store's error envelope message (`{ results: { message } }`) in an error body, if any. */
function messageOf(bytes: Uint8Array): string | undefined {
  try {
    const json = JSON.parse(new TextDecoder().decode(bytes)) as { results?: { message?: unknown } };
    return typeof json.results?.message === "string" ? json.results.message : undefined;
  } catch {
    return undefined;
  }
}
