import type { Review } from "@/lib/store-api/contract";
import { RatingStars } from "./rating-stars";
import { ReviewMediaTiles } from "./review-media";
import { SeeAllList } from "./see-all-list";

/** Reviews shown before 'See all' (reviews, 3 shown first). */
export const REVIEWS_SHOWN_FIRST = 3;

export interface ReviewsListProps {
  reviews: readonly Review[];
}

function reviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

function ReviewItem({ review: r }: { review: Review }) {
  return (
    <li className="flex gap-4 py-4 first:pt-0">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <RatingStars value={r.rating} />
          {r.review_title && <p className="font-medium text-ink">{r.review_title}</p>}
        </div>
        <p className="mt-1.5 text-sm leading-relaxed text-ink">{r.review}</p>
        <p className="mt-2 text-xs text-muted">
          {r.user_name || "Customer"}
          {reviewDate(r.updated_at) && <> · {reviewDate(r.updated_at)}</>}
        </p>
      </div>
      <ReviewMediaTiles review={r} />
    </li>
  );
}

/**
 * Customer reviews: the first three, and a 'See all' toggle when there
 * are more than three. Each shows the stars, title, text, name, date and the photo when one was attached. Rendered
 * on the server; only the toggle (SeeAllList) runs in the browser.
 */
export function ReviewsList({ reviews }: ReviewsListProps) {
  const items = reviews.map((r, i) => <ReviewItem key={`${r.updated_at}-${i}`} review={r} />);
  const rest = items.slice(REVIEWS_SHOWN_FIRST);
  return (
    <SeeAllList
      first={items.slice(0, REVIEWS_SHOWN_FIRST)}
      rest={rest.length ? rest : null}
      total={reviews.length}
    />
  );
}
