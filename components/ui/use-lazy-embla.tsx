"use client";

import { useCallback, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import type { EmblaCarouselType, EmblaOptionsType } from "./embla-engine";
import { useIdleReady } from "./use-idle-ready";

// embla (about 7 KiB gzip) is not needed to paint a carousel's first slide: it loads after the page is idle.
const EmblaEngine = dynamic(() => import("./embla-engine").then((m) => m.EmblaEngine), { ssr: false });

export interface LazyEmbla {
  /** callback ref for the viewport element */
  viewportRef: (node: HTMLElement | null) => void;
  /** the embla API once loaded (undefined until then: buttons and keys should use `api?.`) */
  api: EmblaCarouselType | undefined;
  /** render this anywhere inside the carousel: it is what runs embla */
  engine: ReactNode;
  /** loads embla at once (call on pointer enter, touch or focus: the shopper is about to use the carousel) */
  wake: () => void;
}

/**
 * embla-carousel-react, loaded when the browser is first idle or when the shopper reaches for the carousel,
 * instead of with the page. The slides are server-rendered markup, so the first slide (often the LCP image)
 * paints without waiting for any carousel code. `options` may be a new object each render (embla compares them).
 */
export function useLazyEmbla(options: EmblaOptionsType): LazyEmbla {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | undefined>(undefined);
  const [woken, setWoken] = useState(false);
  const ready = useIdleReady(woken);
  const wake = useCallback(() => setWoken(true), []);
  const engine =
    ready && viewport ? <EmblaEngine viewport={viewport} options={options} onApi={setApi} /> : null;
  return { viewportRef: setViewport, api, engine, wake };
}
