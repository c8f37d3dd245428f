"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cx } from "@/lib/cx";

/** Time each offer stays, ms. */
const ROTATE_MS = 4500;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the shopper asked the system for less motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Rotating header offer strip ("a rotating offer banner"; texts from
 * `ecom/header-details/`). Rotates every 4.5 s, pauses while hovered or focused, and does not rotate on its own
 * under prefers-reduced-motion (the arrows still step through). The offers are stacked in one grid cell, so the
 * strip is as tall as its longest offer and never changes height on rotation (nothing below it moves), and an offer
 * wraps rather than being cut off on a narrow phone or with larger text spacing (WCAG 1.4.10, 1.4.12).
 */
export function OfferStrip({ offers }: { offers: string[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = offers.length;

  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused, reducedMotion]);

  if (count === 0) return <div className="h-8 bg-brand-900" aria-hidden="true" />;

  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const arrow =
    "flex size-8 shrink-0 items-center justify-center text-gold-300/80 hover:text-gold-300 focus-visible:text-gold-300";

  return (
    <section
      aria-label="Offers"
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="flex min-h-8 items-center bg-brand-900 text-gold-300"
    >
      {count > 1 && (
        <button type="button" className={arrow} onClick={() => step(-1)} aria-label="Previous offer">
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
      )}
      <div className="grid min-w-0 flex-1 py-1">
        {offers.map((offer, i) => (
          <p
            key={`${i}-${offer}`}
            aria-hidden={i !== index}
            className={cx(
              "flex items-center justify-center px-2 text-center text-xs leading-snug font-medium tracking-wide [grid-area:1/1]",
              "transition-[opacity,transform] duration-500 motion-reduce:transition-none",
              i === index ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-2 opacity-0",
            )}
          >
            {offer}
          </p>
        ))}
      </div>
      {count > 1 && (
        <button type="button" className={arrow} onClick={() => step(1)} aria-label="Next offer">
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      )}
    </section>
  );
}
