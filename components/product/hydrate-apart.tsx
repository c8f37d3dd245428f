import { Suspense, type ReactNode } from "react";

/**
 * A part of the product page that React hydrates in a pass of its own, after the page's shell. Server-rendered
 * content inside a Suspense boundary arrives complete (nothing here suspends, so no fallback ever shows), and
 * React hydrates each such boundary separately at low priority: the one hydration task of the whole page becomes
 * several shorter ones, each yielding to the shopper's input, instead of one long task that blocks the main thread.
 * Server component; wrap sections, not single elements (every boundary costs its own pass).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
