import { useIsClient } from "./use-is-client";

/**
 * The class that keeps the pictures inside an element undisplayed, so not fetched, until the page has hydrated
 * (kept pages hydrate after their LCP picture has painted: scripts/launcher/hydrate-after-lcp.mjs), when `hold`;
 * undefined otherwise and once hydrated. Only for pictures in fixed aspect boxes, so showing them moves nothing.
 * Used by BelowFold and the Carousel's later slides.
 */
export function useHeldPictures(hold: boolean): string | undefined {
  const hydrated = useIsClient();
  return hold && !hydrated ? "[&_img]:hidden" : undefined;
}
