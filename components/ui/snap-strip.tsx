"use client";

import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cx } from "@/lib/cx";
import { SLIDE_ARROW_CLASS } from "./slide-arrow";

export interface SnapStripProps {
  /** accessible name of the strip's region, e.g. "Similar designs" */
  label: string;
  /** one node per item, rendered on the server and passed through */
  children: ReactNode;
  /** width of each item (flex-basis and gap), e.g. "basis-[46%] pr-3 lg:basis-1/4" */
  itemClassName: string;
}

/**
 * A horizontal strip of cards that scrolls natively with CSS scroll snap (the 'Similar style' strip):
 * phones swipe with the browser's own momentum, keyboard users Tab from card to card (each focused link
 * is brought wholly into view), and from `sm` up two buttons move the strip by one view. Unlike `Carousel` it needs no embla
 * and only a few hundred bytes of script, which keeps the product page's first load within its budget. Smooth
 * scrolling only without prefers-reduced-motion (the `motion-safe:` class).
 */
export function SnapStrip({ label, children, itemClassName }: SnapStripProps) {
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    // 1 px of slack: scroll positions are fractional at some zoom levels.
    const atStart = el.scrollLeft <= 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    // Scroll events come every frame: keep the same state object unless an end was reached or left, so React
    // does not re-render the strip while it scrolls.
    setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const el = scroller.current;
    measure();
    el?.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      el?.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth });
  };

  return (
    <section aria-label={label} className="relative">
      <ul
        ref={scroller}
        // Chrome leaves a card that is partly in view (the phone's peek) where it is when Tab reaches it: bring the
        // whole card in, the least distance needed; the snap then settles on a stop that shows it.
        onFocus={(event) =>
          (event.target as HTMLElement)
            .closest("li")
            ?.scrollIntoView?.({ block: "nearest", inline: "nearest" })
        }
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] motion-safe:scroll-smooth"
      >
        {Children.map(children, (child) => (
          <li className={cx("focus-inset relative shrink-0 grow-0 snap-start", itemClassName)}>{child}</li>
        ))}
      </ul>
      <button
        type="button"
        aria-label="Previous designs"
        disabled={edges.atStart}
        onClick={() => page(-1)}
        className={cx(SLIDE_ARROW_CLASS, "left-3")}
      >
        <ChevronLeft aria-hidden className="h-5 w-5" />
      </button>
      <button
        type="button"
        aria-label="Next designs"
        disabled={edges.atEnd}
        onClick={() => page(1)}
        className={cx(SLIDE_ARROW_CLASS, "right-3")}
      >
        <ChevronRight aria-hidden className="h-5 w-5" />
      </button>
    </section>
  );
}
