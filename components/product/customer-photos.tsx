import type { Review } from "@/lib/store-api/contract";
import { PhotosToggle } from "./photos-toggle";

/** Photos shown before 'See all' (customer photos, 3 first). */
export const PHOTOS_SHOWN_FIRST = 3;

/** Every photo attached to the reviews, newest review first (shopper reviews list several; seeded ones one). */
export function reviewPhotos(reviews: readonly Review[]): { url: string; by: string }[] {
  return reviews.flatMap((r) => {
    const media = r.review_media?.filter((m) => m.kind === "image").map((m) => m.url);
    const urls = media?.length ? media : r.review_image ? [r.review_image] : [];
    return urls.map((url) => ({ url, by: r.user_name || "a customer" }));
  });
}

/**
 * Customer photos strip: the first three photos of the reviews, the rest behind 'See all' (a toggle rendered in
 * the browser; the pictures themselves are server-rendered). Nothing when no review has a photo.
 */
export function CustomerPhotosStrip({ reviews }: { reviews: readonly Review[] }) {
  const photos = reviewPhotos(reviews);
  if (photos.length === 0) return null;
  const tile = (p: { url: string; by: string }, i: number) => (
    <li
      key={`${p.url}-${i}`}
      className="relative size-24 shrink-0 overflow-hidden rounded-md bg-ivory sm:size-28"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- stored at review size; one file for every screen */}
      <img
        src={p.url}
        alt={`Worn by ${p.by}`}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
    </li>
  );
  const rest = photos.slice(PHOTOS_SHOWN_FIRST);
  return (
    <div data-testid="customer-photos">
      <h3 className="mb-3 text-sm font-medium text-ink">Customer photos ({photos.length})</h3>
      <PhotosToggle
        first={photos.slice(0, PHOTOS_SHOWN_FIRST).map(tile)}
        rest={rest.length ? rest.map((p, i) => tile(p, i + PHOTOS_SHOWN_FIRST)) : null}
        total={photos.length}
      />
    </div>
  );
}
