import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { OrderDetail } from "@/components/orders/order-detail";
import { commerceContext } from "@/lib/checkout/context";
import { orderDetail, resolveOrderId } from "@/lib/orders/detail";
import { loginPromptUrl, requireShopper } from "@/lib/session/require-session";
import { requestId } from "@/lib/store-api/contract/primitives";
import { isStoreApiError } from "@/lib/store-api/errors";
import { AccountPage } from "@/app/[shop]/account/_components/account-page";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

/** Personal page: never indexed. Its title is "Order details". */
export const metadata: Metadata = {
  title: { absolute: "Order details | SWA Diamonds" },
  robots: { index: false, follow: false },
};

type Search = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** The page's own URL (the login prompt comes back to it). */
function pathOf(order: string, shipment: string): string {
  return `/track/orders?${new URLSearchParams({ order, shipment }).toString()}`;
}

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Order detail at
 * `/track/orders?order=<order id or code>&shipment=<shipment id>`: linkable and reload-safe for its owner; a guest
 * gets the login prompt (like /my/orders); an order that is not the shopper's, or a shipment not in it, is the
 * 404 page (never a 403 that confirms it exists). Dynamic: it reads the session, so nothing shares its HTML.
 */
export default async function TrackOrderPage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams>;
  searchParams: Promise<Search>;
}) {
  await requireShopSegment(params);
  const query = await searchParams;
  const orderRef = first(query.order);
  const shipmentRef = first(query.shipment);
  const shopper = await requireShopper(pathOf(orderRef, shipmentRef));
  const shipment = requestId.safeParse(shipmentRef);
  if (!orderRef || !shipment.success) notFound();
  let order;
  try {
    const ctx = await commerceContext(shopper);
    const orderId = await resolveOrderId(ctx, orderRef);
    if (orderId === null) notFound();
    order = await orderDetail(ctx, orderId, shipment.data);
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "unauthorised")
      redirect(loginPromptUrl(pathOf(orderRef, shipmentRef)));
    throw err;
  }
  return (
    <AccountPage
      title="Order details"
      crumb="Order details"
      path="/track/orders"
      parents={[{ label: "My Orders", href: "/my/orders" }]}
    >
      <OrderDetail order={order} />
    </AccountPage>
  );
}
