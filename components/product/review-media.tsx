import type { Review } from "@/lib/store-api/contract";
import { thumbnailSrc } from "@/lib/media/thumbnail";

/**
 * A review's photos (small tiles) and video (with its poster, played only when asked). Seeded reviews carry just
 * `review_image`; shopper reviews list `review_media`.
 */
export function ReviewMediaTiles({ review: r }: { review: Review }) {
  const media = r.review_media?.length
    ? r.review_media
    : r.review_image
      ? [{ kind: "image" as const, url: r.review_image, poster: null }]
      : [];
  if (media.length === 0) return null;
  const by = r.user_name || "a customer";
  return (
    <div
      role="group"
      aria-label={`Photos and video from ${by}`}
      className="flex shrink-0 flex-wrap justify-end gap-2 sm:max-w-[13rem]"
    >
      {media.map((m, i) =>
        m.kind === "video" ? (
          <div key={m.url} className="w-40">
            <video
              controls
              preload="none"
              poster={m.poster ?? undefined}
              src={m.url}
              aria-label={`Video from ${by}`}
              className="aspect-square w-full rounded-md bg-ivory object-cover"
            />
          </div>
        ) : (
          <div
            key={`${m.url}-${i}`}
            className="relative size-16 overflow-hidden rounded-md bg-ivory sm:size-20"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- one file fits every screen (thumbnailSrc) */}
            <img
              src={thumbnailSrc(m.url, 80)}
              alt={`Photo from ${by}`}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
          </div>
        ),
      )}
    </div>
  );
}
