import { Suspense, type ReactNode } from "react";

/**
 * A part of the product page that React hydrates in a pass of its own, after the page's shell: the one hydration
 * task of the whole page becomes several shorter ones, each yielding to the shopper's input. Nothing inside
 * suspends, so no fallback ever shows.
 *
 * Below the first screen only. React's server streams a large boundary after the rest of the shell (once the
 * page has flushed about 12.5 KiB), so on a slow network the browser paints what follows it first and moves it
 * when the boundary arrives: around the gallery and the summary that was a layout shift of 0.45 on a phone.
 * Server component; wrap sections, not single elements (every boundary costs its own pass).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
