import Link from "next/link";
import { redirect } from "next/navigation";
import { Package } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { OrderCard } from "@/components/orders/order-card";
import { commerceContext } from "@/lib/checkout/context";
import { NO_ORDERS } from "@/lib/checkout/messages";
import { listOrders } from "@/lib/checkout/orders";
import { loginPromptUrl, requireShopper } from "@/lib/session/require-session";
import { isStoreApiError } from "@/lib/store-api/errors";
import { AccountPage, accountMetadata } from "@/app/[shop]/account/_components/account-page";
import { EmptyState } from "@/components/ui/empty-state";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

const PATH = "/my/orders";

export const metadata = accountMetadata("My Orders");

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Order list (title My Orders, empty 'No Orders Yet'; login required). Newest first, each with its code, date, status, pieces and totals (Indian digit grouping). A token
 * the store no longer accepts goes back to the login prompt; an outage goes to the error boundary.
 */
export default async function OrdersPage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  const shopper = await requireShopper(PATH);
  let orders;
  try {
    orders = await listOrders(await commerceContext(shopper));
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "unauthorised") redirect(loginPromptUrl(PATH));
    throw err;
  }
  return (
    <AccountPage
      title="My Orders"
      crumb="My Orders"
      path={PATH}
      aside={
        orders.length > 0 ? (
          <span className="text-sm font-semibold uppercase tracking-wider text-muted">
            {orders.length} {orders.length === 1 ? "order" : "orders"}
          </span>
        ) : undefined
      }
    >
      {orders.length === 0 ? (
        <EmptyState
          icon={<Package className="size-7" />}
          text={NO_ORDERS}
          hint="Once you place an order, you can follow it here from confirmation to delivery."
          action={
            <Link href="/" className={buttonVariants({ variant: "primary" })}>
              Start shopping
            </Link>
          }
        />
      ) : (
        <ul className="space-y-5">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  );
}
