"use client";

import { useEffect } from "react";

/**
 * Event the page dispatches on `window` once React has hydrated it. The loader of kept pages
 * (scripts/launcher/hydrate-after-lcp.mjs) waits for it to replay a tap made before hydration.
 */
export const HYDRATED_EVENT = "swa:hydrated";

/**
 * Renders nothing; after the root layout has hydrated (its effects run once the whole tree has committed) it marks
 * `<html data-hydrated>` and dispatches {@link HYDRATED_EVENT}.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
