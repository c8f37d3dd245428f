"use client";

import { useEffect } from "react";

/**
 * Renders nothing; after the root layout has hydrated (its effects run once the layout's tree has committed) it
 * marks `<html data-hydrated>`, the moment the header's controls start answering. The page's own sections hydrate
 * in passes of their own, up to a second or so later on a slow phone. The end-to-end tests wait for this mark and
 * then for the controls in `<main>` before pressing a button on a page opened by URL, as a shopper waits for the
 * page to respond.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
