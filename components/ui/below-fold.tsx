"use client";

import type { ReactNode } from "react";
import { cx } from "@/lib/cx";
import { useHeldPictures } from "./use-held-pictures";

/**
 * A large block below the first screen (`.below-fold` in globals.css: its rendering is skipped until it nears the
 * viewport). With `holdPictures`, its pictures also stay undisplayed, so not fetched, until the page has
 * hydrated, which kept pages do after their LCP picture has painted (scripts/launcher/hydrate-after-lcp.mjs):
 * the hero gets the network to itself. Only for pictures in fixed aspect boxes (product cards), so showing them
 * moves nothing.
 */
export function BelowFold({
  children,
  holdPictures = false,
}: {
  children: ReactNode;
  holdPictures?: boolean;
}) {
  return <div className={cx("below-fold", useHeldPictures(holdPictures))}>{children}</div>;
}
