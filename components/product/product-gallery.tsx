"use client";

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLazyEmbla } from "@/components/ui/use-lazy-embla";
import { cx } from "@/lib/cx";
import { attrsAtWidths } from "@/lib/media/fill-srcset";
import { thumbnailSrc } from "@/lib/media/thumbnail";
import { GALLERY_SIZES } from "./gallery-sizes";
import { useProductColour } from "./product-colour";
import type { GalleryIcons } from "./product-page-icons";

type Slide = { kind: "image"; src: string } | { kind: "video"; src: string; poster: string | undefined };

export interface ProductGalleryProps {
  /** product name, used in alt texts */
  name: string;
  /**
   * the main photo's srcset widths in CSS px, read on the server (`fillWidths(GALLERY_SIZES)`); each photo's
   * srcset is built from its URL and these (`attrsAtWidths`), so the page's payload carries one list of numbers
   * instead of a srcset per photo of every colour. Without them a photo is shown from its `src` alone.
   */
  srcSetWidths?: readonly number[];
  /** the first image of the initial colour is the page's LCP element: eager and high priority (the page preloads it) */
  preloadFirst?: boolean;
  /** drawn by the server: `productPageIcons.gallery` */
  icons: GalleryIcons;
}

/** Thumbnail size in CSS px (size-20 at lg). */
const THUMB_PX = 80;

/**
 * Product media gallery: the images then the videos of the selected
 * metal colour, thumbnails, swipe on phones (embla), Left/Right arrow keys and arrow buttons. The main frame is a
 * fixed square so nothing shifts; the first image is preloaded as the LCP element. Videos never autoload
 * (`preload="none"`) and show the colour's first image as poster.
 */
export function ProductGallery({ name, srcSetWidths = [], preloadFirst = true, icons }: ProductGalleryProps) {
  const { selected, initial } = useProductColour();
  const images = selected?.images ?? [];
  const slides: Slide[] = [
    ...images.map((src) => ({ kind: "image" as const, src })),
    ...(selected?.videos ?? []).map((src) => ({ kind: "video" as const, src, poster: images[0] })),
  ];
  // embla loads after the first paint (or when the shopper reaches for the gallery): see useLazyEmbla.
  const { viewportRef, api, engine, wake } = useLazyEmbla({ loop: false, align: "start" });
  const [index, setIndex] = useState(0);
  const indexRef = useRef(index);
  useEffect(() => {
    indexRef.current = index;
  }, [index]);
  const isInitialColour = selected?.name === initial;

  useEffect(() => {
    if (!api) return;
    const sync = () => setIndex(api.selectedScrollSnap());
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  // A colour switch replaces the slides: start again from the first one (state adjusted while rendering,
  // the carousel re-measured in the effect).
  const [slidesOf, setSlidesOf] = useState(selected?.name);
  if (slidesOf !== selected?.name) {
    setSlidesOf(selected?.name);
    setIndex(0);
  }
  // Re-measure after a colour switch (index is back to 0) and, when embla first arrives, show the photo already
  // chosen by a thumbnail or arrow key before it loaded.
  useEffect(() => {
    api?.reInit();
    api?.scrollTo(indexRef.current, true);
  }, [api, slidesOf]);

  const go = useCallback(
    (i: number) => {
      const next = Math.max(0, Math.min(slides.length - 1, i));
      setIndex(next);
      api?.scrollTo(next);
    },
    [api, slides.length],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.target instanceof HTMLVideoElement) return; // the video's own controls use the arrows
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(index - 1);
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      go(index + 1);
    }
  };

  const label = selected ? `${name} in ${selected.label}` : name;
  const arrow =
    "absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow ring-1 ring-black/5 transition hover:bg-white disabled:opacity-0 sm:flex";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos and videos of ${name}`}
      className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start"
      onKeyDown={onKeyDown}
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
    >
      {engine}
      <div className="relative aspect-square w-full overflow-hidden rounded-card bg-ivory lg:flex-1">
        <div ref={viewportRef} className="focus-inset size-full overflow-hidden" tabIndex={0}>
          <div className="flex size-full touch-pan-y" data-testid="gallery-track">
            {slides.map((slide, i) => (
              <div
                key={`${selected?.name}-${slide.src}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                className="relative size-full min-w-0 shrink-0 grow-0 basis-full"
              >
                {slide.kind === "image" ? (
                  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes (attrsAtWidths)
                  <img
                    {...attrsAtWidths(slide.src, srcSetWidths, GALLERY_SIZES)}
                    alt={`${label}, view ${i + 1} of ${images.length}`}
                    className="absolute inset-0 size-full object-cover"
                    decoding="async"
                    // The LCP image: the page preloads it; the <img> itself must ask for priority too.
                    fetchPriority={preloadFirst && isInitialColour && i === 0 ? "high" : undefined}
                    loading={isInitialColour && i === 0 ? "eager" : "lazy"}
                  />
                ) : (
                  <video
                    className="size-full object-cover"
                    src={slide.src}
                    poster={slide.poster}
                    muted
                    playsInline
                    controls
                    preload="none"
                    aria-label={`Video of ${label}`}
                  />
                )}
              </div>
            ))}
            {slides.length === 0 && (
              <div className="flex size-full shrink-0 basis-full items-center justify-center text-gold-500">
                {icons.empty}
                <span className="sr-only">No photos yet</span>
              </div>
            )}
          </div>
        </div>
        {slides.length > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              className={cx(arrow, "left-3")}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Next photo"
              className={cx(arrow, "right-3")}
              disabled={index >= slides.length - 1}
              onClick={() => go(index + 1)}
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
            <span
              className="pointer-events-none absolute right-3 top-3 rounded-full bg-white/85 px-2.5 py-0.5 text-xs text-ink shadow-sm"
              aria-hidden
            >
              {index + 1} / {slides.length}
            </span>
          </>
        )}
      </div>

      {slides.length > 1 && (
        <div
          role="list"
          aria-label="Choose a photo"
          className="flex gap-2 overflow-x-auto pb-1 lg:w-20 lg:flex-col lg:overflow-visible lg:pb-0"
        >
          {slides.map((slide, i) => (
            <div role="listitem" key={`${selected?.name}-thumb-${slide.src}`} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={
                  slide.kind === "video" ? `Play video ${i + 1 - images.length}` : `Show photo ${i + 1}`
                }
                aria-current={i === index ? "true" : undefined}
                className={cx(
                  "relative block size-16 overflow-hidden rounded-md bg-ivory transition lg:size-20",
                  i === index ? "ring-2 ring-brand-700" : "opacity-80 ring-1 ring-line hover:opacity-100",
                )}
              >
                {(slide.kind === "image" ? slide.src : slide.poster) && (
                  // eslint-disable-next-line @next/next/no-img-element -- one small file fits every screen (thumbnailSrc)
                  <img
                    src={thumbnailSrc(
                      (slide.kind === "image" ? slide.src : slide.poster) as string,
                      THUMB_PX,
                    )}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="absolute inset-0 size-full object-cover"
                  />
                )}
                {slide.kind === "video" && (
                  <span className="absolute inset-0 flex items-center justify-center bg-ink/25 text-white">
                    {icons.play}
                  </span>
                )}
              </button>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
