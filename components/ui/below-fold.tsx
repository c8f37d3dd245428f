import type { ReactNode } from "react";

/**
 * A large block below the first screen (`.below-fold` in globals.css: its style, layout and paint are skipped
 * until it nears the viewport, so the first paint does not wait on it). Its pictures load as the page wrote them
 * (product cards' are `loading="lazy"`).
 */
export function BelowFold({ children }: { children: ReactNode }) {
  return <div className="below-fold">{children}</div>;
}
