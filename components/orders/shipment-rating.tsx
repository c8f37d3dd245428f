import Link from "next/link";
import { RatingStars } from "@/components/product/rating-stars";
import type { OrderItemSummary } from "@/lib/checkout/types";

/**
 * For a delivered shipment (status '4'): the shopper's stars when rated and the 'Rate & Review' link to
 * /rate/review. Nothing for other statuses.
 */
export function ShipmentRating({ item }: { item: OrderItemSummary }) {
  if (item.statusCode !== "4") return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
      {item.rating ? <RatingStars value={item.rating} /> : null}
      <Link
        href={`/rate/review?shipment=${item.shipmentId}`}
        className="text-xs font-semibold uppercase tracking-wide text-brand-700 underline-offset-2 hover:underline"
      >
        Rate &amp; Review
      </Link>
    </div>
  );
}
