import { formatPrice, minorToUnits } from "@/lib/money/format";
import { REFUND_DESTINATION_LABELS } from "@/lib/orders/labels";
import type { PlannedRefundView } from "@/lib/orders/types";

const inr = (paise: number) => formatPrice(minorToUnits(paise), "INR");

/**
 * Refunds per destination, one row each, as the store makes them (each wallet part back to its wallet, the rest
 * to the original payment method or the SWA wallet): 'To SWA wallet ₹18,930.57', 'To Original payment method
 * ₹975.43'.
 * Amounts are paise from the store, shown to the paisa.
 */
export function RefundBreakdown({
  refunds,
  title,
  testId,
}: {
  refunds: readonly PlannedRefundView[];
  title: string;
  testId: string;
}) {
  return (
    <div className="text-sm" data-testid={testId}>
      <p className="font-semibold text-ink">{title}</p>
      <ul className="mt-1 space-y-1">
        {refunds.map((r) => (
          <li key={r.destination} className="flex justify-between gap-4">
            <span className="text-muted">To {REFUND_DESTINATION_LABELS[r.destination]}</span>
            <span className="whitespace-nowrap font-medium tabular-nums text-ink">{inr(r.amountPaise)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
