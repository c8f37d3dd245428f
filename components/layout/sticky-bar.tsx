"use client";

import { useEffect, useState, type ReactNode } from "react";
import { cx } from "@/lib/cx";

/** Scroll distance after which the sub-nav counts as fixed (100px). */
export const STICKY_AFTER_PX = 100;

/**
 * The header sub-nav's container: CSS `position: sticky` keeps it at the top once the page scrolls past the rows
 * above it (about 100 px), without the layout jump a switch to `position: fixed` would cause; after 100 px of
 * scroll it also gets a shadow so it reads as fixed over the content.
 */
export function StickyBar({ children, className }: { children: ReactNode; className?: string }) {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setStuck(window.scrollY > STICKY_AFTER_PX);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div
      data-stuck={stuck || undefined}
      className={cx("sticky top-0 z-30 bg-white transition-shadow data-stuck:shadow-md", className)}
    >
      {children}
    </div>
  );
}
