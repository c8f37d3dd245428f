/** Types of storefront-compression.mjs (plain JavaScript, run by the storefront process without a loader). */
import type { IncomingMessage, ServerResponse } from "node:http";

/** Compresses `body` as `encoding` (brotli 6, or 11 when `best`; gzip 9), for an answer compressed once. */
export function encodeOnce(body: Buffer, encoding: "br" | "gzip", best?: boolean): Promise<Buffer>;

/**
 * The wrapper that compresses the storefront's answers: answers shared by everyone (cached pages, static files)
 * once, kept with a strong ETag (`cacheBytes` in total); all others on the fly. Call it on each request before
 * the handler writes.
 */
export function createCompressor(options?: {
  cacheBytes?: number;
  encode?: (body: Buffer, encoding: "br" | "gzip", best?: boolean) => Promise<Buffer>;
  /** changes a kept HTML page once, before it is compressed (the storefront drops its nonces: storefront-csp.mjs) */
  rewritePage?: (html: string) => string;
  /** a kept HTML page's Content-Security-Policy, computed once per kept body and sent with it (storefront-csp.mjs) */
  pagePolicy?: (html: string) => string;
  /** encodings to use; `[]` sends every answer as it is, for a reverse proxy that compresses (default: br, gzip) */
  encodings?: readonly ("br" | "gzip")[];
}): (req: IncomingMessage, res: ServerResponse) => void;

/**
 * STOREFRONT_COMPRESSION: unset or `on` gives `["br", "gzip"]`, `off` gives `[]`.
 * @throws Error on any other value
 */
export function compressionFromEnv(env?: Record<string, string | undefined>): readonly ("br" | "gzip")[];
