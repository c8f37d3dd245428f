import Image from "next/image";
import Link from "next/link";
import { Accordion } from "@/components/ui/accordion";
import { cn } from "@/lib/cn";
import { formatPrice, minorToUnits } from "@/lib/money/format";
import { indianDateTime } from "@/lib/orders/labels";
import type { OrderDetailView } from "@/lib/orders/types";
import { OrderActions } from "./order-actions";
import { OrderTracker } from "./order-tracker";
import { PaymentDetails } from "./payment-details";

const inr = (paise: number) => formatPrice(minorToUnits(paise), "INR");

function ProductDetails({ order }: { order: OrderDetailView }) {
  const s = order.shipment;
  // 'Price paid' is the line after its voucher share, the amount on its invoice; a store that does not send it
  // gets the plain price, labelled as such rather than as paid.
  const price: [string, string | null] =
    s.pricePaidPaise !== null
      ? ["Price paid", inr(s.pricePaidPaise)]
      : [
          "Price",
          s.lineTotalPaise !== null
            ? inr(s.lineTotalPaise)
            : s.pricePaise !== null
              ? inr(s.pricePaise)
              : null,
        ];
  const facts = [["Colour", s.colour], ["Size", s.size], ["Quantity", String(s.quantity)], price].filter(
    (f): f is [string, string] => Boolean(f[1]),
  );
  return (
    <div className="flex gap-4">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-md border border-line bg-ivory">
        {s.thumbnail && <Image src={s.thumbnail} alt={s.name} fill sizes="96px" className="object-cover" />}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        {s.alias ? (
          // A 24 px tall target (WCAG 2.5.8): as a bare line of text it is 16 px, too close to the facts below.
          <Link
            href={`/jewellery/${s.alias}`}
            className="inline-flex min-h-6 items-center font-semibold text-ink hover:text-brand-700"
          >
            {s.name}
          </Link>
        ) : (
          <p className="font-semibold text-ink">{s.name}</p>
        )}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="tabular-nums text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

function ShippingAddress({ address }: { address: OrderDetailView["address"] }) {
  return (
    <address className="text-sm not-italic leading-relaxed text-ink">
      <span className="font-semibold">{address.name}</span>
      {address.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {address.phone && <span className="block text-muted">Phone {address.phone}</span>}
    </address>
  );
}

/**
 * The order detail of one shipment: order code and date, the
 * cancelled marker, the status, the buttons, and the accordions Shipping Address, Product Details, Payment
 * Details and Track Order (all open at first: the page exists to read them).
 */
export function OrderDetail({ order }: { order: OrderDetailView }) {
  const s = order.shipment;
  const placed = indianDateTime(order.placedAt);
  const closed = s.status === "6" || s.status === "8";
  return (
    <article
      className="overflow-hidden rounded-card border border-line bg-white"
      aria-labelledby="order-title"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line bg-ivory px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id="order-title" className="text-lg font-semibold text-ink">
            Order {order.orderCode}
          </h2>
          <p className="text-xs text-muted">
            {[`Order id ${order.id}`, placed ? `Placed on ${placed}` : null].filter(Boolean).join(" · ")}
            {order.shipmentCount > 1 ? ` · 1 of ${order.shipmentCount} pieces` : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {s.marker && (
            <span
              data-testid="cancelled-marker"
              className={cn(
                "rounded-full px-2.5 py-1 text-xs font-semibold",
                closed ? "bg-danger/10 text-danger" : "bg-gold-300/30 text-gold-600",
              )}
            >
              {s.marker}
            </span>
          )}
          {!s.marker && (
            <span
              data-testid="shipment-status"
              className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800"
            >
              {s.statusLabel}
            </span>
          )}
        </div>
      </header>
      {/* A piece closed before it was invoiced has no button at all: no empty strip for it. */}
      {(s.showCancel || s.showReturn || s.invoiceState !== "none") && (
        <div className="border-b border-line px-4 py-4 sm:px-6">
          <OrderActions order={{ id: order.id, shipment: s, address: order.address }} />
        </div>
      )}
      <Accordion
        multiple
        headingLevel={3}
        defaultOpen={["address", "product", "payment", "track"]}
        className="divide-y divide-line px-4 sm:px-6"
        items={[
          { id: "address", title: "Shipping Address", content: <ShippingAddress address={order.address} /> },
          { id: "product", title: "Product Details", content: <ProductDetails order={order} /> },
          {
            id: "payment",
            title: "Payment Details",
            content: (
              <PaymentDetails
                payment={order.payment}
                refunds={order.refunds}
                pendingRefunds={s.request?.status === "open" ? s.request.refunds : null}
              />
            ),
          },
          { id: "track", title: "Track Order", content: <OrderTracker track={order.track} shipment={s} /> },
        ]}
      />
    </article>
  );
}
