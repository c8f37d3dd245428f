import type { Metadata } from "next";
import Link from "next/link";
import { CircleCheck } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { RedirectAfter } from "@/components/orders/redirect-after";
import { commerceContext } from "@/lib/checkout/context";
import { ORDERS_PATH } from "@/lib/checkout/flow";
import { ORDER_PLACED } from "@/lib/checkout/messages";
import { listOrders } from "@/lib/checkout/orders";
import type { OrderSummary } from "@/lib/checkout/types";
import { formatPrice } from "@/lib/money/format";
import { getSession } from "@/lib/session/session";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

export const metadata: Metadata = {
  title: { absolute: "Order placed | SWA Diamonds" },
  robots: { index: false, follow: false },
};

/** Success confirmations show for 3 s. */
const REDIRECT_MS = 3000;

async function findOrder(raw: string | string[] | undefined): Promise<OrderSummary | null> {
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(id) || id <= 0) return null;
  try {
    const session = await getSession();
    if (!session.token) return null;
    const orders = await listOrders(await commerceContext(session));
    return orders.find((o) => o.id === id) ?? null;
  } catch {
    // The confirmation stands without the details; My Orders shows them.
    return null;
  }
}

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Order placed confirmation ('Order placed sucessfully', its
 * spelling kept; after a successful order the shopper goes to /my/orders). Shows the order
 * code and total when `?order=<id>` names one of the shopper's orders, then moves on to My Orders after 3 s.
 */
export default async function OrderPlacedPage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireShopSegment(params);
  const order = await findOrder((await searchParams).order);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <CircleCheck aria-hidden className="size-16 text-success" strokeWidth={1.5} />
      <div role="status">
        <h1 className="mt-5 font-serif text-3xl text-brand-800">{ORDER_PLACED}</h1>
      </div>
      {order && (
        <p className="mt-3 text-sm text-muted">
          Order <strong className="font-semibold text-ink">{order.orderCode}</strong> ·{" "}
          <span className="tabular-nums">{formatPrice(order.grandTotal, order.currency)}</span>
        </p>
      )}
      <p className="mt-3 text-sm text-muted">
        Thank you for shopping with us. You can follow your order, from confirmation to delivery, in My
        Orders.
      </p>
      <Link href={ORDERS_PATH} className={`${buttonVariants({ size: "lg" })} mt-8`}>
        View my orders
      </Link>
      <p className="mt-3 text-xs text-muted">Taking you to My Orders…</p>
      <RedirectAfter href={ORDERS_PATH} ms={REDIRECT_MS} />
    </div>
  );
}
