/** Types of hydrate-after-lcp.mjs (plain JavaScript, run by the storefront process without a loader). */

/** Latest start of hydration when a picture never finishes, ms. */
export declare const FALLBACK_MS: number;

/** How long after its pictures have loaded the loader waits for the browser to report their paint, ms. */
export declare const PAINT_WAIT_MS: number;

/**
 * Browser side: appends `scripts` (async) and `preloads` (script preloads) once the high-priority pictures have
 * loaded and their largest contentful paint is reported (the next frame where the browser reports none;
 * `paintWaitMs` at most), on the first pointer or key press, or after `fallbackMs`.
 */
export function loadChunksAfterLcp(
  scripts: string[],
  preloads: string[],
  fallbackMs: number,
  paintWaitMs: number,
  hydratedEvent: string,
): void;

/** The event the page dispatches on window once hydrated; a button pressed before it is replayed then. */
export declare const HYDRATED_EVENT: string;

/** Moves Next's chunk scripts and script preloads of a whole page into the loader; other markup is unchanged. */
export function hydrateAfterLcp(html: string): string;

/** Whether kept pages are rewritten (on unless HYDRATE_AFTER_LCP=0). */
export function hydrateAfterLcpEnabled(env?: Record<string, string | undefined>): boolean;
