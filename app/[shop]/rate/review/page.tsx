import Link from "next/link";
import { redirect } from "next/navigation";
import { Breadcrumbs } from "@/components/static/breadcrumbs";
import { buttonVariants } from "@/components/ui/button";
import { commerceContext } from "@/lib/checkout/context";
import { listOrders } from "@/lib/checkout/orders";
import { getOwnReview } from "@/lib/reviews/submit";
import { loginPromptUrl, requireShopper } from "@/lib/session/require-session";
import { isStoreApiError } from "@/lib/store-api/errors";
import {
  REVIEW_NOT_DELIVERED_MESSAGE,
  REVIEW_ORDER_NOT_FOUND_MESSAGE,
} from "@/lib/store-api/contract/review";
import { accountMetadata } from "@/app/[shop]/account/_components/account-page";
import { ReviewForm } from "./_components/review-form";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

export const metadata = accountMetadata("Rate & Review");

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Rate and review (`/rate/review`, also `/rate&/review`: the product's image, id, rating
 * and name; breadcrumb HOME / MY ORDER / RATE & REVIEW; after saving, a thank-you for 2 s, then My Orders). The shipment comes
 * from `?shipment=<id>` (or `?productId=` for the newest delivered one) and is looked up in the shopper's own
 * orders, so the picture and name shown are the store's, not the query's. Login required.
 */
export default async function RateReviewPage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams>;
  searchParams: Search;
}) {
  await requireShopSegment(params);
  const q = await searchParams;
  const shipmentId = Number(one(q.shipment) ?? one(q.shipmentId) ?? NaN);
  const productId = Number(one(q.productId) ?? one(q.product_id) ?? NaN);
  const path = `/rate/review?${new URLSearchParams(
    Object.entries({ shipment: one(q.shipment), productId: one(q.productId) }).filter(([, v]) => v) as [
      string,
      string,
    ][],
  )}`;
  const shopper = await requireShopper(path);
  let orders;
  try {
    orders = await listOrders(await commerceContext(shopper));
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "unauthorised") redirect(loginPromptUrl(path));
    throw err;
  }
  const items = orders.flatMap((o) => o.items);
  const item = Number.isInteger(shipmentId)
    ? items.find((i) => i.shipmentId === shipmentId)
    : items.find((i) => i.productId === productId && i.statusCode === "4");
  const existing =
    item?.statusCode === "4" ? await getOwnReview(shopper.token, item.productId, item.shipmentId) : null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-6 sm:px-6">
      <Breadcrumbs
        items={[{ label: "My Order", href: "/my/orders" }, { label: "Rate & Review" }]}
        currentPath="/rate/review"
      />
      <h1 className="mt-3 border-b border-line pb-4 font-serif text-3xl text-brand-800">Rate &amp; Review</h1>
      {!item || item.statusCode !== "4" ? (
        <div className="mt-8 rounded-card border border-line bg-ivory p-6 text-center" role="status">
          <p className="text-ink">{item ? REVIEW_NOT_DELIVERED_MESSAGE : REVIEW_ORDER_NOT_FOUND_MESSAGE}</p>
          <Link href="/my/orders" className={buttonVariants({ variant: "primary", className: "mt-4" })}>
            My Orders
          </Link>
        </div>
      ) : (
        <ReviewForm
          product={{
            id: item.productId,
            shipmentId: item.shipmentId,
            name: item.name,
            image: item.thumbnail,
          }}
          initial={
            existing
              ? { rating: existing.rating, title: existing.review_title, text: existing.review }
              : { rating: item.rating ?? 0, title: "", text: "" }
          }
          editing={!!existing}
        />
      )}
    </div>
  );
}
