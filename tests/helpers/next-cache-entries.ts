/**
 * Entries as Next hands them to its cache handler (lib/next-cache/cache-handler.cjs), for the handler's tests on
 * one process and through Redis.
 */

/** The `get` context of a page lookup. */
export const PAGE_CTX = { kind: "APP_PAGE", isFallback: false };

/**
 * A rendered page: its HTML, RSC payload and segment data (Buffers and a Map, which the handler must keep intact),
 * and its data tags in `x-next-cache-tags` (comma-separated, as Next writes them).
 */
export function page(tags: string, html: string) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    segmentData: new Map([["/_index", Buffer.from("segment")]]),
    headers: { "x-next-cache-tags": tags },
    status: 200,
  };
}
