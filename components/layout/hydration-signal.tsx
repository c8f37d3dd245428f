"use client";

import { useEffect } from "react";

/**
 * Renders nothing; after the root layout has hydrated (its effects run once the whole tree has committed) it marks
 * `<html data-hydrated>`, the moment the page's buttons start answering. The end-to-end tests wait for it before
 * pressing a button on a page opened by URL, as a shopper waits for the page to respond.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
