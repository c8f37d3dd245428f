"use client";

import { useEffect, useState } from "react";

/** Longest wait for an idle moment before loading anyway (a busy page still gets its dialogs). */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Whether code kept out of the first load may load now: true once the browser has been idle after hydration,
 * or at once (and from then on) when `now` is true, e.g. the shopper already asked for the dialog.
 * Pair with next/dynamic(..., { ssr: false }) and render the lazy component only when this is true.
 */
export function useIdleReady(now = false): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle || now) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 1500);
    return () => window.clearTimeout(handle);
  }, [idle, now]);
  return idle || now;
}
