"use client";

import Script from "next/script";
import { Banknote, CreditCard, Lock, Smartphone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cx } from "@/lib/cx";
import type { CheckoutFlow } from "@/lib/checkout/flow";
import { formatPrice } from "@/lib/money/format";
import type { PaymentMethod } from "./checkout-storage";
import { RAZORPAY_SCRIPT } from "./razorpay";
import { TestGatewaySheet } from "./test-gateway-sheet";
import { usePayment } from "./use-payment";

const METHODS: { value: PaymentMethod; label: string; hint: string; icon: typeof CreditCard }[] = [
  { value: "credit_card", label: "Credit / Debit card", hint: "Visa, Mastercard, RuPay", icon: CreditCard },
  { value: "upi", label: "UPI", hint: "Any UPI app", icon: Smartphone },
  { value: "cash", label: "Cash on delivery", hint: "Pay when your jewellery arrives", icon: Banknote },
];

export interface PaymentPanelProps {
  flow: CheckoutFlow;
  addressId: number;
  /** rupees to pay, as the server quoted them */
  payable: number;
  /** rupees the quote takes from the wallets (0 for none) */
  walletUsed: number;
  /** an order placed here earlier that waits for its online payment */
  waitingOrder: { id: number; orderCode: string } | null;
  shopper: { name: string; email: string; phone: string };
  /**
   * Whether to load Razorpay Checkout's script: only when its keys are set (RAZORPAY_KEY_ID), which is also when
   * the Content-Security-Policy allows it (lib/http/content-security-policy.mjs). The test gateway needs no script.
   */
  loadRazorpay: boolean;
}

/**
 * Payments, step 3 of 3: credit card, UPI or
 * cash, then Pay. Razorpay's script loads in the background; every failure text (lib/checkout/messages.ts) shows where the
 * shopper is looking (under the methods, or beside the button). The button is disabled while an order or payment
 * is in flight.
 */
export function PaymentPanel({
  flow,
  addressId,
  payable,
  walletUsed,
  waitingOrder,
  shopper,
  loadRazorpay,
}: PaymentPanelProps) {
  const p = usePayment({ flow, addressId, payable, walletUsed, shopper, waitingOrder });
  const amount = formatPrice(payable, "INR");
  return (
    <section aria-labelledby="payment-methods-heading" className="space-y-5">
      {loadRazorpay && (
        <Script src={RAZORPAY_SCRIPT} strategy="lazyOnload" onError={() => p.setGatewayFailed(true)} />
      )}
      <fieldset>
        <legend id="payment-methods-heading" className="font-serif text-xl text-brand-800">
          Choose a payment method
        </legend>
        <div className="mt-3 grid gap-3">
          {METHODS.map(({ value, label, hint, icon: Icon }) => (
            <label
              key={value}
              className={cx(
                "flex cursor-pointer items-center gap-3 rounded-card border bg-white p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300",
                p.method === value
                  ? "border-brand-700 ring-1 ring-brand-700"
                  : "border-line hover:border-brand-600",
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={value}
                checked={p.method === value}
                onChange={() => p.setMethod(value)}
                disabled={p.busy || (value === "cash" && p.onlinePending)}
                className="size-4 shrink-0 accent-brand-700"
              />
              <Icon aria-hidden className="size-5 shrink-0 text-gold-600" />
              <span className="min-w-0">
                <span className="block text-sm font-medium text-ink">{label}</span>
                <span className="block text-xs text-muted">{hint}</span>
              </span>
            </label>
          ))}
        </div>
        {p.onlinePending && (
          <p className="mt-2 text-xs text-muted">
            {waitingOrder ? `Order ${waitingOrder.orderCode} is` : "Your order is"} waiting for its online
            payment: pay by card or UPI to complete it.
          </p>
        )}
        {p.error?.near === "methods" && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {p.error.text}
          </p>
        )}
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center">
        <Button
          size="lg"
          className="w-full sm:w-auto sm:min-w-56"
          onClick={() => void p.pay()}
          disabled={p.busy}
          aria-busy={p.busy || undefined}
          aria-describedby={p.error?.near === "button" ? "payment-error" : undefined}
        >
          {p.busy ? (
            <Spinner size="sm" label="Processing" tone="inverse" />
          ) : (
            <Lock aria-hidden className="size-4" />
          )}
          {p.method === "cash" ? `Place order · ${amount}` : `Pay ${amount}`}
        </Button>
        {p.error?.near === "button" && (
          <div id="payment-error" role="alert" className="text-sm font-medium text-danger">
            <p>{p.error.text}</p>
            {p.error.detail && <p className="mt-0.5 font-normal text-muted">{p.error.detail}</p>}
          </div>
        )}
      </div>
      <p className="text-xs text-muted">
        Online payments are processed securely by Razorpay in Indian rupees. We never see or store your card
        details.
      </p>
      <TestGatewaySheet
        order={p.testOrder}
        paying={p.testPaying}
        onPay={() => void p.testPay()}
        onCancel={p.testCancel}
      />
    </section>
  );
}
