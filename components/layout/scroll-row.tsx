"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cx } from "@/lib/cx";

/**
 * A single-line row that scrolls sideways when its content is wider than the screen (the desktop sub-nav:
 * categories then tags). Arrow buttons and edge fades appear only on the side that has more; they sit over the
 * row, so showing them moves nothing. Keyboard users reach every link with Tab (the browser scrolls it in);
 * the arrows are a pointer convenience and stay out of the tab order.
 */
export function ScrollRow({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setEdges({ left: el.scrollLeft > 4, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 4 });
    update();
    el.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);

  const scrollBy = (direction: 1 | -1) =>
    ref.current?.scrollBy({ left: direction * ref.current.clientWidth * 0.6, behavior: "smooth" });
  const arrow =
    "absolute top-0 z-10 flex h-full w-12 items-center text-brand-700 motion-reduce:transition-none";

  return (
    <div className={cx("relative", className)}>
      <div
        ref={ref}
        className="overflow-x-auto overscroll-x-contain scroll-smooth [scrollbar-width:none] motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </div>
      {edges.left && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => scrollBy(-1)}
          className={cx(
            arrow,
            "left-0 justify-start bg-gradient-to-r from-white from-40% to-transparent pl-2",
          )}
        >
          <ChevronLeft className="size-5" />
        </button>
      )}
      {edges.right && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => scrollBy(1)}
          className={cx(
            arrow,
            "right-0 justify-end bg-gradient-to-l from-white from-40% to-transparent pr-2",
          )}
        >
          <ChevronRight className="size-5" />
        </button>
      )}
    </div>
  );
}
