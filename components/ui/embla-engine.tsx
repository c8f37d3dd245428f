"use client";

import { useEffect } from "react";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";

/** embla's API and options, named through embla-carousel-react (the package this project depends on). */
export type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptionsType = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export interface EmblaEngineProps {
  /** the carousel's viewport element (overflow hidden; its first child is the slide container) */
  viewport: HTMLElement;
  options: EmblaOptionsType;
  /** receives the embla API once it runs, and undefined when this unmounts */
  onApi: (api: EmblaCarouselType | undefined) => void;
}

/**
 * Runs embla-carousel-react on an element that is already on the page and hands its API up. Renders nothing.
 * Loaded lazily by useLazyEmbla, so carousels paint from the server's HTML before embla arrives.
 */
export function EmblaEngine({ viewport, options, onApi }: EmblaEngineProps) {
  const [ref, api] = useEmblaCarousel(options);
  useEffect(() => {
    ref(viewport);
    return () => ref(null);
  }, [ref, viewport]);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  useEffect(() => () => onApi(undefined), [onApi]);
  return null;
}
