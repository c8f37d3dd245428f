"use client";

import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { cx } from "@/lib/cx";
import { SLIDE_ARROW_CLASS } from "./slide-arrow";
import { useLazyEmbla } from "./use-lazy-embla";
import { useSlidePosition, type SlideMove } from "./use-slide-position";

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Featured collections". */
  label: string;
  /** One node per slide; they are rendered on the server and passed through untouched. */
  children: ReactNode;
  /** Autoplay interval in ms; 0 (default) = no autoplay. Never runs for prefers-reduced-motion. */
  autoplayMs?: number;
  loop?: boolean;
  /** Width of each slide (flex-basis), e.g. "basis-full" (default) or "basis-1/2 md:basis-1/5". */
  slideClassName?: string;
  showArrows?: boolean;
  showDots?: boolean;
  className?: string;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  const mq = window.matchMedia?.(REDUCED_MOTION);
  mq?.addEventListener("change", onChange);
  return () => mq?.removeEventListener("change", onChange);
}

/**
 * The shopper's prefers-reduced-motion setting, live. False on the server and during hydration (the server
 * cannot know), then the real value.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches === true,
    () => false,
  );
}

/** True when the element is rendered (not inside a display:none breakpoint wrapper). */
function isShown(el: HTMLElement | null): boolean {
  if (!el) return false;
  return typeof el.checkVisibility === "function" ? el.checkVisibility() : el.offsetParent !== null;
}

/**
 * Carousel primitive on embla-carousel (a shared UI primitive in `components/ui/`), for the home banners and product
 * media/review strips. Accessible: region with aria-roledescription, slides as labelled groups, prev/next and
 * dot buttons with aria-labels, Left/Right arrow keys, a pause button when autoplaying (WCAG 2.2.2).
 * Autoplay pauses on hover/focus, while the tab is hidden, when the carousel itself is hidden by CSS, and never
 * starts for prefers-reduced-motion, where the arrows, dots and keys jump to a slide instead of sliding. Lazy images of the neighbouring slides are switched to eager loading so
 * the next slide never appears blank.
 */
export function Carousel({
  label,
  children,
  autoplayMs = 0,
  loop = true,
  slideClassName = "basis-full",
  showArrows = true,
  showDots = true,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const { viewportRef, api, engine, wake } = useLazyEmbla({
    loop: loop && slides.length > 1,
    align: "start",
  });
  const rootRef = useRef<HTMLElement>(null);
  // Keys and buttons work before embla has loaded too (the move is made when it arrives).
  const { selected, snapCount, move } = useSlidePosition(api, slides.length, loop && slides.length > 1);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const canAutoplay = autoplayMs > 0 && slides.length > 1 && !reducedMotion;
  const playing = canAutoplay && !paused;
  const hovering = useRef(false);

  // Warm the neighbours' lazy images (only in a carousel that is actually on screen).
  const warmNeighbours = useCallback(() => {
    if (!api || !isShown(rootRef.current)) return;
    const nodes = api.slideNodes();
    const i = api.selectedScrollSnap();
    for (const n of [i + 1, i - 1, i + 2]) {
      const node = nodes[(n + nodes.length) % nodes.length];
      node
        ?.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')
        .forEach((img) => (img.loading = "eager"));
    }
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const warm = () => window.setTimeout(warmNeighbours, 0);
    if (document.readyState === "complete") warm();
    else window.addEventListener("load", warm, { once: true });
    api.on("select", warmNeighbours);
    return () => {
      api.off("select", warmNeighbours);
      window.removeEventListener("load", warm);
    };
  }, [api, warmNeighbours]);

  useEffect(() => {
    if (!api || !playing) return;
    const id = window.setInterval(() => {
      const root = rootRef.current;
      // Focus is checked, not only tracked by onFocus: it may have entered before the page hydrated.
      if (hovering.current || document.hidden || !isShown(root) || root?.contains(document.activeElement))
        return;
      api.scrollNext();
    }, autoplayMs);
    return () => window.clearInterval(id);
  }, [api, playing, autoplayMs]);

  // A press also loads embla at once: focus may have entered the carousel before the page hydrated (no onFocus).
  const go = (to: SlideMove) => {
    wake();
    move(to, reducedMotion);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      go("prev");
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      go("next");
    }
  };

  const many = slides.length > 1;
  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={cx("relative", className)}
      onKeyDown={onKeyDown}
      onPointerEnter={() => {
        hovering.current = true;
        wake();
      }}
      onPointerLeave={() => (hovering.current = false)}
      onTouchStart={wake}
      onFocus={() => {
        hovering.current = true;
        wake();
      }}
      onBlur={() => (hovering.current = false)}
    >
      {engine}
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y" aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={cx(
                // The slide clips its outside: the ring of a focused link goes inside (globals.css).
                "focus-inset h-full min-w-0 shrink-0 grow-0",
                slideClassName,
              )}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {many && showArrows && (
        <>
          <button
            type="button"
            aria-label="Previous slide"
            className={cx(SLIDE_ARROW_CLASS, "left-3")}
            onClick={() => go("prev")}
          >
            <ChevronLeft aria-hidden className="h-5 w-5" />
          </button>
          <button
            type="button"
            aria-label="Next slide"
            className={cx(SLIDE_ARROW_CLASS, "right-3")}
            onClick={() => go("next")}
          >
            <ChevronRight aria-hidden className="h-5 w-5" />
          </button>
        </>
      )}

      {many && (showDots || canAutoplay) && (
        <div className="absolute inset-x-0 bottom-3 z-10 flex items-center justify-center gap-1">
          {showDots &&
            Array.from({ length: snapCount }, (_, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === selected ? "true" : undefined}
                onClick={() => go(i)}
                className="group flex h-6 w-6 items-center justify-center"
              >
                <span
                  className={cx(
                    "block h-1.5 rounded-full shadow ring-1 ring-black/10 transition-all",
                    i === selected ? "w-5 bg-white" : "w-1.5 bg-white/70 group-hover:bg-white",
                  )}
                />
              </button>
            ))}
          {canAutoplay && (
            <button
              type="button"
              aria-label={playing ? "Pause slideshow" : "Play slideshow"}
              onClick={() => setPaused((p) => !p)}
              className="ml-1 flex h-6 w-6 items-center justify-center rounded-full bg-white/80 text-ink shadow-sm"
            >
              {playing ? <Pause aria-hidden className="h-3 w-3" /> : <Play aria-hidden className="h-3 w-3" />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
