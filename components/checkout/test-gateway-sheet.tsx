"use client";

import { FlaskConical } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { RazorpayOrder } from "@/lib/checkout/types";
import { formatPrice } from "@/lib/money/format";

export interface TestGatewaySheetProps {
  /** the payment order to play; null = closed */
  order: RazorpayOrder | null;
  /** the Pay request is in flight */
  paying: boolean;
  onPay: () => void;
  onCancel: () => void;
}

/**
 * The store's test payment gateway (docs/domain/cart-and-checkout.md: when the store has no Razorpay keys it plays Razorpay;
 * never in production). Clearly labelled as a test so nobody mistakes it for a real payment: Pay answers like a
 * successful Razorpay payment, Cancel (or Escape, or closing) like a dismissed one.
 */
export function TestGatewaySheet({ order, paying, onPay, onCancel }: TestGatewaySheetProps) {
  return (
    <Dialog
      open={order !== null}
      onClose={paying ? () => {} : onCancel}
      title="TEST PAYMENT"
      className="max-w-sm"
    >
      {order && (
        <div className="space-y-4 text-sm">
          <p className="flex items-start gap-2 rounded-md border border-gold-500 bg-gold-300/25 px-3 py-2 text-ink">
            <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-600" />
            <span>
              Test gateway: no card is charged and no money moves. It stands in for Razorpay while this store
              runs without payment keys.
            </span>
          </p>
          <dl className="space-y-1">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Amount</dt>
              <dd className="font-semibold tabular-nums text-ink" data-testid="test-gateway-amount">
                {formatPrice(order.amountPaise / 100, order.currency)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Payment order</dt>
              <dd className="truncate font-mono text-xs text-ink">{order.orderId}</dd>
            </div>
          </dl>
          <div className="flex gap-3">
            <Button variant="outline" className="flex-1" onClick={onCancel} disabled={paying}>
              Cancel
            </Button>
            <Button className="flex-1" onClick={onPay} disabled={paying} aria-busy={paying || undefined}>
              {paying && <Spinner size="sm" label="Paying" tone="inverse" />}
              Pay
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
