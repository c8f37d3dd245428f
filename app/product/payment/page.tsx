import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { AddressText } from "@/components/checkout/address-choice";
import { CheckoutFrame, CheckoutProblem } from "@/components/checkout/checkout-frame";
import { CheckoutProblemView } from "@/components/checkout/checkout-problem-view";
import { OrderSummary } from "@/components/checkout/order-summary";
import { PaymentPanel } from "@/components/checkout/payment-panel";
import { addressIdOf, checkoutHref, parseCheckoutFlow, paymentHref } from "@/lib/checkout/flow";
import { loadCheckoutPage } from "@/lib/checkout/page-data";
import { requireShopper } from "@/lib/session/require-session";

export const metadata: Metadata = {
  title: { absolute: "Payment | SWA Diamonds" },
  robots: { index: false, follow: false },
};

interface PaymentPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Payments, step 3 of 3 (specification section 2 "/product/payment"; section 4 "Payment"). The query names the
 * purchase (cart or Buy Now, as on checkout) and the delivery address; the amount is the store's quote, read on
 * the server and checked again when the order is placed. A session is required: guests got one at checkout.
 */
export default async function PaymentPage({ searchParams }: PaymentPageProps) {
  const query = await searchParams;
  const flow = parseCheckoutFlow(query);
  const addressId = addressIdOf(query);
  if (!flow || !addressId) {
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
  const here = paymentHref(flow, addressId);
  const shopper = await requireShopper(here);
  const data = await loadCheckoutPage(shopper, flow, here);
  if (!data.ok)
    return <CheckoutProblemView flow={flow} code={data.problem.code} message={data.problem.message} />;
  const address = data.addresses.find((a) => a.id === addressId);
  if (!address) {
    return (
      <CheckoutProblem
        message="Please choose a delivery address first."
        action={
          <Link href={checkoutHref(flow)} className={buttonVariants({ size: "lg" })}>
            Back to checkout
          </Link>
        }
      />
    );
  }
  return (
    <CheckoutFrame title="Payments" step={3} path={here} aside={<OrderSummary summary={data.summary} />}>
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
            <Link
              href={checkoutHref(flow)}
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Change
            </Link>
          </div>
          <div className="mt-2">
            <AddressText address={address} />
          </div>
        </section>
        <PaymentPanel
          flow={flow}
          addressId={addressId}
          payable={data.summary.payable}
          walletUsed={data.summary.walletUsed}
          shopper={{ name: shopper.user.name, email: shopper.user.email, phone: shopper.user.phone }}
        />
      </div>
    </CheckoutFrame>
  );
}
