import { formatPrice, minorToUnits } from "@/lib/money/format";
import { CASH_STATE_LABELS } from "@/lib/orders/cash";
import { REFUND_DESTINATION_LABELS, indianDateTime } from "@/lib/orders/labels";
import type { PaymentView, PlannedRefundView, RefundView } from "@/lib/orders/types";
import { cn } from "@/lib/cn";
import { EXPORT_GST_ROW } from "@/lib/tax/tax-notice";
import { TaxNote } from "@/components/product/tax-note";
import { RefundBreakdown } from "./refund-breakdown";

const inr = (paise: number) => formatPrice(minorToUnits(paise), "INR");

function Row({ label, value, tone }: { label: string; value: string; tone?: "success" | "strong" }) {
  return (
    <div className={cn("flex justify-between gap-4", tone === "strong" && "font-semibold text-ink")}>
      <dt className={tone === "strong" ? undefined : "text-muted"}>{label}</dt>
      <dd className={cn("tabular-nums", tone === "success" && "text-success")}>{value}</dd>
    </div>
  );
}

const PAYMENT_STATUS: Record<string, string> = {
  paid: "Paid",
  pending: "Payment pending",
  wallet: "Paid from wallet",
  expired: "Payment window expired",
  late_refunded: "Late payment refunded",
};

/** The payable rows: a cash order's collected and due cash as they stand, else the payable. */
function PayableRows({ payment }: { payment: PaymentView }) {
  const cash = payment.cash;
  if (!cash) return <Row label="Payable" value={inr(payment.payablePaise)} tone="strong" />;
  if (cash.state === "none") return <Row label="Nothing to pay on delivery" value={inr(0)} tone="strong" />;
  return (
    <>
      {cash.collectedPaise > 0 && (
        <Row label={CASH_STATE_LABELS.paid} value={inr(cash.collectedPaise)} tone="strong" />
      )}
      {cash.duePaise > 0 && <Row label={CASH_STATE_LABELS.due} value={inr(cash.duePaise)} tone="strong" />}
    </>
  );
}

/**
 * Payment Details: method and payment state (a cash order: paid on delivery, to pay on delivery, or partly),
 * item subtotal, voucher and its discount, wallets used, GST not charged on an export, payable, the order's tax
 * sentence, the refunds an open request will make (per destination), and each refund made with its amount,
 * destination, state and gateway reference. Figures in paise, shown in rupees with Indian digit grouping, to the
 * paisa.
 */
export function PaymentDetails({
  payment,
  refunds,
  pendingRefunds = null,
}: {
  payment: PaymentView;
  refunds: RefundView[];
  /** the refunds approving the open cancel or return request makes, or null */
  pendingRefunds?: PlannedRefundView[] | null;
}) {
  const status = payment.cash
    ? CASH_STATE_LABELS[payment.cash.state]
    : payment.paymentStatus
      ? (PAYMENT_STATUS[payment.paymentStatus] ?? null)
      : null;
  return (
    <div className="space-y-4 text-sm text-ink">
      <p>
        <span className="text-muted">Payment method: </span>
        <span className="font-medium">{payment.method}</span>
        {status && <span className="text-muted"> · {status}</span>}
      </p>
      <dl className="space-y-1.5">
        <Row label="Item subtotal" value={inr(payment.subtotalPaise)} />
        {payment.discountPaise > 0 && (
          <Row
            label={payment.promocode ? `Voucher ${payment.promocode}` : "Voucher"}
            value={`− ${inr(payment.discountPaise)}`}
            tone="success"
          />
        )}
        {payment.shippingPaise > 0 && <Row label="Shipping" value={inr(payment.shippingPaise)} />}
        {payment.swaWalletPaise > 0 && (
          <Row label="SWA wallet used" value={`− ${inr(payment.swaWalletPaise)}`} />
        )}
        {payment.exchangeWalletPaise > 0 && (
          <Row label="Exchange wallet used" value={`− ${inr(payment.exchangeWalletPaise)}`} />
        )}
        {payment.walletPaise > 0 && payment.swaWalletPaise + payment.exchangeWalletPaise === 0 && (
          <Row label="Wallet used" value={`− ${inr(payment.walletPaise)}`} />
        )}
        {payment.tax?.supply === "export" && (
          <Row label={EXPORT_GST_ROW.label} value={EXPORT_GST_ROW.value} />
        )}
        <PayableRows payment={payment} />
      </dl>
      {payment.tax && <TaxNote notice={payment.tax} />}
      {pendingRefunds && pendingRefunds.length > 0 && (
        <RefundBreakdown refunds={pendingRefunds} title="Refund on approval" testId="pending-refunds" />
      )}
      {refunds.length > 0 && (
        <div>
          <h4 className="mb-2 font-semibold text-ink">Refunds</h4>
          <ul className="space-y-2" data-testid="refunds">
            {refunds.map((r) => (
              <li key={r.id} className="rounded-md border border-line bg-ivory px-3 py-2">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold tabular-nums">{inr(r.amountPaise)}</span>
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-semibold",
                      r.status === "processed"
                        ? "bg-success/10 text-success"
                        : r.status === "failed"
                          ? "bg-danger/10 text-danger"
                          : "bg-gold-300/30 text-gold-600",
                    )}
                  >
                    {r.status === "processed" ? "Processed" : r.status === "failed" ? "Failed" : "Pending"}
                  </span>
                </div>
                <p className="text-xs text-muted">
                  To {REFUND_DESTINATION_LABELS[r.destination]}
                  {indianDateTime(r.createdAt) ? ` · ${indianDateTime(r.createdAt)}` : ""}
                </p>
                {r.gatewayRefundId && (
                  <p className="break-all text-xs text-muted">Reference {r.gatewayRefundId}</p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
