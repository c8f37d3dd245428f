import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { buttonVariants } from "@/components/ui/button";
import { AddressText } from "@/components/checkout/address-choice";
import { CheckoutFrame, CheckoutProblem } from "@/components/checkout/checkout-frame";
import { CheckoutProblemView } from "@/components/checkout/checkout-problem-view";
import { OrderSummary } from "@/components/checkout/order-summary";
import { PaymentPanel } from "@/components/checkout/payment-panel";
import { commerceContext } from "@/lib/checkout/context";
import { razorpayEnabled } from "@/lib/http/content-security-policy.mjs";
import {
  ORDER_PLACED_PATH,
  addressIdOf,
  checkoutHref,
  orderIdOf,
  parseCheckoutFlow,
  paymentHref,
  type CheckoutFlow,
} from "@/lib/checkout/flow";
import { listOrders, summaryOfOrder } from "@/lib/checkout/orders";
import { loadCheckoutPage } from "@/lib/checkout/page-data";
import type { OrderSummary as PlacedOrder } from "@/lib/checkout/types";
import { loginPromptUrl, requireShopper, type Shopper } from "@/lib/session/require-session";
import { isStoreApiError } from "@/lib/store-api/errors";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

export const metadata: Metadata = {
  title: { absolute: "Payment | SWA Diamonds" },
  robots: { index: false, follow: false },
};

interface PaymentPageProps {
  params: Promise<ShopParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The shopper's order `orderId` when it waits for its online payment. An order that is paid (or confirmed for
 * cash) sends the shopper on to the confirmation instead (Back after paying); anything else is ignored.
 */
async function orderWaitingForPayment(
  shopper: Shopper,
  orderId: number,
  returnTo: string,
): Promise<PlacedOrder | null> {
  let orders: PlacedOrder[];
  try {
    orders = await listOrders(await commerceContext(shopper));
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "unauthorised") redirect(loginPromptUrl(returnTo));
    throw err;
  }
  const order = orders.find((o) => o.id === orderId);
  if (!order) return null;
  if (order.paymentStatus === "pending") return order;
  if (["paid", "cod", "wallet"].includes(order.paymentStatus ?? "")) {
    redirect(`${ORDER_PLACED_PATH}?order=${order.id}`);
  }
  return null;
}

function ChooseAddressFirst({ flow }: { flow: CheckoutFlow | null }) {
  return (
    <CheckoutProblem
      message="Please choose a delivery address first."
      action={
        <Link href={flow ? checkoutHref(flow) : "/shoping/cart"} className={buttonVariants({ size: "lg" })}>
          Back to checkout
        </Link>
      }
    />
  );
}

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Payments, step 3 of 3. The query names the
 * purchase (cart or Buy Now, as on checkout) and the delivery address; the amount is the store's quote, read on
 * the server and checked again when the order is placed. Once an online order exists (`&order=<id>`) and waits
 * for its payment, the page shows that order's own figures, so a reload or a retry pays what was ordered. A
 * session is required: guests got one at checkout.
 */
export default async function PaymentPage({ params, searchParams }: PaymentPageProps) {
  await requireShopSegment(params);
  const query = await searchParams;
  const flow = parseCheckoutFlow(query);
  const addressId = addressIdOf(query);
  if (!flow || !addressId) return <ChooseAddressFirst flow={flow} />;
  const orderId = orderIdOf(query);
  const here = paymentHref(flow, addressId, orderId ?? undefined);
  const shopper = await requireShopper(here);
  const waiting = orderId ? await orderWaitingForPayment(shopper, orderId, here) : null;
  const data = await loadCheckoutPage(shopper, flow, here, waiting ? summaryOfOrder(waiting) : undefined);
  if (!data.ok)
    return <CheckoutProblemView flow={flow} code={data.problem.code} message={data.problem.message} />;
  const address = data.addresses.find((a) => a.id === addressId);
  if (!address) return <ChooseAddressFirst flow={flow} />;
  const { summary, tax } = data;
  return (
    <CheckoutFrame title="Payments" step={3} path={here} aside={<OrderSummary summary={summary} tax={tax} />}>
      <div className="space-y-8">
        <section
          aria-labelledby="deliver-to-heading"
          className="rounded-card border border-line bg-white p-4"
        >
          <div className="flex items-start justify-between gap-4">
            <h2
              id="deliver-to-heading"
              className="text-xs font-semibold uppercase tracking-[0.2em] text-muted"
            >
              Deliver to
            </h2>
            {!waiting && (
              <Link
                href={checkoutHref(flow)}
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                Change
              </Link>
            )}
          </div>
          <div className="mt-2">
            <AddressText address={address} />
          </div>
        </section>
        <PaymentPanel
          flow={flow}
          addressId={addressId}
          payable={summary.payable}
          walletUsed={summary.walletUsed}
          waitingOrder={waiting ? { id: waiting.id, orderCode: waiting.orderCode } : null}
          shopper={{ name: shopper.user.name, email: shopper.user.email, phone: shopper.user.phone }}
          loadRazorpay={razorpayEnabled()}
        />
      </div>
    </CheckoutFrame>
  );
}
