"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { EmblaCarouselType } from "./embla-engine";

/** A move asked for by a key or a button: the next or previous slide, or a slide by its index (0-based). */
export type SlideMove = "next" | "prev" | number;

export interface SlidePosition {
  /** index (0-based) of the slide the dots mark as current */
  selected: number;
  /** how many snap points (dots) there are: the slide count until embla has measured them */
  snapCount: number;
  /** moves the carousel; `jump` = without the scroll animation (prefers-reduced-motion) */
  move: (to: SlideMove, jump: boolean) => void;
}

/** The slide `to` leads to from `from` among `count`, wrapping round when `loop`, else stopping at the ends. */
function target(from: number, to: SlideMove, count: number, loop: boolean): number {
  if (typeof to === "number") return Math.max(0, Math.min(count - 1, to));
  const next = from + (to === "next" ? 1 : -1);
  if (loop) return (next + count) % count;
  return Math.max(0, Math.min(count - 1, next));
}

/**
 * The current slide of a carousel run by lazily loaded embla (useLazyEmbla), and the moves its keys and buttons
 * make. embla loads when the page is idle or when the shopper reaches for the carousel (focus, pointer), so an
 * arrow key pressed right after tabbing in can come before embla runs: that move is kept (the dots show it at
 * once) and made the moment embla arrives, instead of being lost. Once embla runs, moves go straight to it and
 * `selected` follows embla's own `select` events (autoplay, swipes, focus).
 */
export function useSlidePosition(
  api: EmblaCarouselType | undefined,
  slideCount: number,
  loop: boolean,
): SlidePosition {
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slideCount);
  // The slide asked for while embla was loading (null when none); a ref, so two quick presses add up.
  const wanted = useRef<number | null>(null);

  useEffect(() => {
    if (!api) return;
    if (wanted.current !== null) {
      // The shopper already waited for this one: show it at once rather than animate towards it.
      api.scrollTo(Math.min(wanted.current, api.scrollSnapList().length - 1), true);
      wanted.current = null;
    }
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  const move = useCallback(
    (to: SlideMove, jump: boolean) => {
      if (api) {
        if (to === "next") api.scrollNext(jump);
        else if (to === "prev") api.scrollPrev(jump);
        else api.scrollTo(to, jump);
        return;
      }
      const next = target(wanted.current ?? selected, to, snapCount, loop);
      wanted.current = next;
      setSelected(next);
    },
    [api, selected, snapCount, loop],
  );

  return { selected, snapCount, move };
}
