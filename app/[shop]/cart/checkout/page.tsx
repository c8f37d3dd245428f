import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { buttonVariants } from "@/components/ui/button";
import { CheckoutDetails } from "@/components/checkout/checkout-details";
import { CheckoutFrame, CheckoutProblem } from "@/components/checkout/checkout-frame";
import { CheckoutProblemView } from "@/components/checkout/checkout-problem-view";
import { OrderSummary } from "@/components/checkout/order-summary";
import { checkoutHref, parseCheckoutFlow } from "@/lib/checkout/flow";
import { loadCheckoutPage } from "@/lib/checkout/page-data";
import { readCheckoutShopper } from "@/lib/checkout/shopper";
import { loginPromptUrl } from "@/lib/session/require-session";
import { getSession } from "@/lib/session/session";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

export const metadata: Metadata = {
  title: { absolute: "Checkout | SWA Diamonds" },
  robots: { index: false, follow: false },
};

interface CheckoutPageProps {
  params: Promise<ShopParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Checkout 'Your details', step 2 of 3 (`/cart/checkout`, and `/place/order` is the same
 * screen). The purchase comes from the query: the cart (`?promo=&swa=1&exchange=1`, login
 * required) or a Buy Now (`?buy=&colour=&size=`, guests welcome: they register and verify an OTP here). The
 * order summary is the store's quote, and a signed-in shopper's details (the form's start), read on the server.
 */
export default async function CheckoutPage({ params, searchParams }: CheckoutPageProps) {
  await requireShopSegment(params);
  const flow = parseCheckoutFlow(await searchParams);
  if (!flow) {
    return (
      <CheckoutProblem
        message="There is nothing to check out yet."
        action={
          <Link href="/" className={buttonVariants({ variant: "gold", size: "lg" })}>
            Shop Now
          </Link>
        }
      />
    );
  }
  const here = checkoutHref(flow);
  const session = await getSession();
  if (flow.kind === "cart" && !session.token) redirect(loginPromptUrl(here));
  const [data, shopper] = await Promise.all([
    loadCheckoutPage(session, flow, here),
    readCheckoutShopper(session),
  ]);
  if (!data.ok)
    return <CheckoutProblemView flow={flow} code={data.problem.code} message={data.problem.message} />;
  return (
    <CheckoutFrame
      title="Your details"
      step={2}
      path={here}
      aside={<OrderSummary summary={data.summary} tax={data.tax} />}
    >
      <CheckoutDetails
        flow={flow}
        addresses={data.addresses}
        countryName={data.countryName}
        shopper={shopper}
      />
    </CheckoutFrame>
  );
}
