import Image from "next/image";
import Link from "next/link";
import { ShipmentRating } from "./shipment-rating";
import type { OrderSummary } from "@/lib/checkout/types";
import { cn } from "@/lib/cn";
import { formatPrice } from "@/lib/money/format";
import { CASH_STATE_LABELS } from "@/lib/orders/cash";

const DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** '21 Nov 2026' in India time, or null for a missing or unreadable date. */
export function orderDate(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : DATE.format(d);
}

/** The order detail page of one shipment ('View Order details' to /track/orders). */
export function trackOrderHref(orderId: number, shipmentId: number): string {
  return `/track/orders?order=${orderId}&shipment=${shipmentId}`;
}

/**
 * How the order is being paid, in words: a cash order says whether its cash was collected ('Paid on delivery')
 * or is still due ('Cash on delivery').
 */
export function paymentLabel(
  order: Pick<OrderSummary, "paymentMode" | "paymentStatus" | "cash">,
): string | null {
  if (order.cash?.state === "paid" || order.cash?.state === "partly")
    return CASH_STATE_LABELS[order.cash.state];
  if (order.paymentMode === "C" || order.paymentStatus === "cod") return "Cash on delivery";
  if (order.paymentStatus === "wallet") return "Paid from wallet";
  if (order.paymentStatus === "paid") return "Paid online";
  if (order.paymentStatus === "pending") return "Payment pending";
  return order.paymentMode === "P" ? "Online payment" : null;
}

function statusTone(status: string): string {
  const s = status.toLowerCase();
  if (s.includes("requested")) return "bg-gold-300/30 text-gold-600";
  if (s.includes("cancel") || s.includes("return")) return "bg-danger/10 text-danger";
  if (s.includes("pending")) return "bg-gold-300/30 text-gold-600";
  if (s.includes("deliver")) return "bg-success/10 text-success";
  return "bg-brand-50 text-brand-800";
}

/** A cash order's collected and due cash (rupees): 'Paid on delivery', 'To pay on delivery', or nothing to pay. */
function CashRows({
  cash,
  inr,
}: {
  cash: NonNullable<OrderSummary["cash"]>;
  inr: (rupees: number) => string;
}) {
  const rows: [string, number][] =
    cash.state === "none"
      ? [[CASH_STATE_LABELS.none, 0]]
      : [
          ...(cash.collected > 0 ? ([[CASH_STATE_LABELS.paid, cash.collected]] as [string, number][]) : []),
          ...(cash.due > 0 ? ([[CASH_STATE_LABELS.due, cash.due]] as [string, number][]) : []),
        ];
  return (
    <>
      {rows.map(([label, amount]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted">{label}</dt>
          <dd className="tabular-nums" data-testid="order-payable">
            {inr(amount)}
          </dd>
        </div>
      ))}
    </>
  );
}

/**
 * One placed order in My Orders: order code, date,
 * status (as its pieces make it: Cancelled, Returned, Partly cancelled...), payment (a cash order paid or still
 * to pay on delivery), the pieces (shipments) and the totals with Indian digit grouping.
 */
export function OrderCard({ order }: { order: OrderSummary }) {
  const inr = (rupees: number) => formatPrice(rupees, order.currency);
  const date = orderDate(order.placedAt);
  const payment = paymentLabel(order);
  const b = order.breakdown;
  return (
    <article
      className="overflow-hidden rounded-card border border-line bg-white"
      aria-labelledby={`order-${order.id}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-b border-line bg-ivory px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={`order-${order.id}`} className="font-semibold text-ink">
            Order {order.orderCode}
          </h2>
          <p className="text-xs text-muted">
            {[date ? `Placed on ${date}` : null, payment].filter(Boolean).join(" · ")}
          </p>
        </div>
        <span className={cn("rounded-full px-2.5 py-1 text-xs font-semibold", statusTone(order.status))}>
          {order.status}
        </span>
      </header>
      <ul className="divide-y divide-line px-4 sm:px-5">
        {order.items.map((item) => (
          <li key={item.shipmentId} className="flex items-center gap-3 py-3">
            <div className="relative size-16 shrink-0 overflow-hidden rounded-md border border-line bg-ivory">
              {item.thumbnail && (
                <Image src={item.thumbnail} alt={item.name} fill sizes="64px" className="object-cover" />
              )}
            </div>
            <div className="min-w-0 flex-1 text-sm">
              {item.alias ? (
                <Link
                  href={`/jewellery/${item.alias}`}
                  className="line-clamp-2 font-medium text-ink hover:text-brand-700"
                >
                  {item.name}
                </Link>
              ) : (
                <p className="line-clamp-2 font-medium text-ink">{item.name}</p>
              )}
              <p className="mt-0.5 text-xs text-muted">
                {[item.size ? `Size ${item.size}` : null, `Qty ${item.quantity}`].filter(Boolean).join(" · ")}
              </p>
              <ShipmentRating item={item} />
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1 text-right">
              <span className="text-xs font-medium text-muted" data-testid="shipment-status">
                {item.status}
              </span>
              <Link
                href={trackOrderHref(order.id, item.shipmentId)}
                className="text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
                aria-label={`View Order details of ${item.name}`}
              >
                View Order details
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t border-line px-4 py-3 text-sm sm:px-5">
        {b && (b.discount > 0 || b.walletUsed > 0) && (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Subtotal</dt>
              <dd className="tabular-nums">{inr(b.subtotal)}</dd>
            </div>
            {b.discount > 0 && (
              <div className="flex justify-between gap-4">
                <dt className="text-muted">Voucher</dt>
                <dd className="tabular-nums text-success">− {inr(b.discount)}</dd>
              </div>
            )}
          </>
        )}
        <div className="flex justify-between gap-4 font-semibold text-ink">
          <dt>Order total</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {inr(order.grandTotal)}
          </dd>
        </div>
        {b && b.walletUsed > 0 && (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Paid from wallet</dt>
              <dd className="tabular-nums">{inr(b.walletUsed)}</dd>
            </div>
            {order.cash ? (
              <CashRows cash={order.cash} inr={inr} />
            ) : (
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{order.paymentStatus === "paid" ? "Paid online" : "To pay"}</dt>
                <dd className="tabular-nums" data-testid="order-payable">
                  {inr(b.payable)}
                </dd>
              </div>
            )}
          </>
        )}
      </dl>
    </article>
  );
}
