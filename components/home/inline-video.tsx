"use client";

import { useEffect, useRef } from "react";
import { usePrefersReducedMotion } from "@/components/ui/carousel";
import { cx } from "@/lib/cx";

export interface InlineVideoProps {
  src: string;
  /** still frame shown until the video plays (and instead of it for reduced motion) */
  poster?: string;
  /** accessible description of what the video shows */
  label: string;
  className?: string;
}

/**
 * A muted, looping, inline video that downloads nothing until it scrolls near the viewport (preload="none"),
 * plays while visible and pauses when off screen. With prefers-reduced-motion it never autoplays and shows the
 * native controls instead. Used for home ad videos and the certificate video.
 */
export function InlineVideo({ src, poster, label, className }: InlineVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video || reduced) return;
    if (typeof IntersectionObserver === "undefined") {
      void video.play().catch(() => undefined);
      return;
    }
    const io = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) void video.play().catch(() => undefined);
        else video.pause();
      },
      { rootMargin: "200px 0px", threshold: 0.15 },
    );
    io.observe(video);
    return () => {
      io.disconnect();
      video.pause();
    };
  }, [reduced]);

  return (
    <video
      ref={ref}
      className={cx("h-full w-full object-cover", className)}
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      preload="none"
      controls={reduced}
      aria-label={label}
    />
  );
}
