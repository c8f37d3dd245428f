import Image from "next/image";
import { ShieldCheck, Truck } from "lucide-react";
import type { CheckoutSummary } from "@/lib/checkout/types";
import { formatPrice } from "@/lib/money/format";
import { EXPORT_GST_ROW, type TaxNotice } from "@/lib/tax/tax-notice";
import { TaxNote } from "@/components/product/tax-note";

function Row({
  label,
  value,
  strong,
  tone,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  tone?: "save";
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className={
        strong
          ? "flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold text-ink"
          : "flex justify-between gap-4"
      }
    >
      <dt className={strong ? undefined : "text-muted"}>{label}</dt>
      <dd className={tone === "save" ? "font-medium text-success" : "tabular-nums"}>{value}</dd>
    </div>
  );
}

/**
 * Order summary of the checkout and payment screens: the pieces, then subtotal, voucher, wallet, free shipping,
 * GST not charged on an export, and the amount to pay, all rupees from the server with Indian digit grouping;
 * then the tax sentence (GST included, or who pays the destination's duties and VAT).
 * @param tax the shop country's tax terms the summary is priced for
 */
export function OrderSummary({ summary, tax }: { summary: CheckoutSummary; tax: TaxNotice }) {
  const inr = (rupees: number) => formatPrice(rupees, summary.currency);
  const count = summary.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <section
      className="rounded-card border border-line bg-ivory p-4 sm:p-5"
      aria-labelledby="order-summary-title"
    >
      <h2 id="order-summary-title" className="font-serif text-xl text-brand-800">
        Order summary
      </h2>
      <p className="mt-0.5 text-xs uppercase tracking-wider text-muted">
        {count} {count === 1 ? "item" : "items"}
      </p>
      <ul className="mt-4 divide-y divide-line">
        {summary.lines.map((line) => (
          <li key={line.key} className="flex gap-3 py-3 first:pt-0">
            <div className="relative size-16 shrink-0 overflow-hidden rounded-md border border-line bg-white">
              {line.image ? (
                <Image src={line.image} alt={line.name} fill sizes="64px" className="object-cover" />
              ) : null}
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium text-ink">{line.name}</p>
              <p className="mt-0.5 text-xs text-muted">
                {[
                  line.colour,
                  line.size ? `Size ${line.size}` : null,
                  line.quantity > 1 ? `Qty ${line.quantity}` : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </div>
            <p className="shrink-0 text-sm font-medium tabular-nums text-ink">{inr(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2 border-t border-line pt-4 text-sm">
        <Row label="Subtotal" value={inr(summary.subtotal)} testId="summary-subtotal" />
        {summary.discount > 0 && (
          <Row
            label={summary.promocode ? `Voucher (${summary.promocode})` : "Voucher"}
            value={`− ${inr(summary.discount)}`}
            tone="save"
            testId="summary-discount"
          />
        )}
        {summary.walletUsed > 0 && (
          <Row
            label="Paid from wallet"
            value={`− ${inr(summary.walletUsed)}`}
            tone="save"
            testId="summary-wallet"
          />
        )}
        <Row label="Shipping" value="Free" tone="save" />
        {tax.supply === "export" && (
          <Row label={EXPORT_GST_ROW.label} value={EXPORT_GST_ROW.value} testId="summary-gst" />
        )}
        {/* The total's rule is the row's own border: a <dl> holds only dt/dd groups (axe definition-list). */}
        <Row label="Amount to pay" value={inr(summary.payable)} strong testId="summary-payable" />
      </dl>
      <TaxNote notice={tax} className="mt-2" />
      {summary.promoMessage && <p className="mt-3 text-xs font-medium text-danger">{summary.promoMessage}</p>}
      <ul className="mt-4 space-y-1.5 text-xs text-muted">
        <li className="flex items-center gap-2">
          <Truck aria-hidden className="size-4 text-gold-600" /> Free shipping, delivery in 3-5 days
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-4 text-gold-600" /> 15 day money back · Lifetime exchange
          &amp; buy back
        </li>
      </ul>
    </section>
  );
}
