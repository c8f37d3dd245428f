import { formatPrice, minorToUnits } from "@/lib/money/format";
import type { LifetimeEstimateView, LifetimeFiguresView } from "@/lib/orders/types";
import { Figure } from "./reason-fields";

const inr = (paise: number) => formatPrice(minorToUnits(paise), "INR");

/** A deduction as a percentage of the value, as the store computed it ('5%'; '0%' within the 15-day window). */
function percent(deductedPaise: number, totalPaise: number): string {
  if (totalPaise <= 0) return "0%";
  return `${Math.round((deductedPaise * 1000) / totalPaise) / 10}%`;
}

const DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** '26 Nov 2026' for a YYYY-MM-DD or ISO date (read as a day in India), or the text itself when unreadable. */
export function indianDay(value: string): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value);
  return Number.isNaN(d.getTime()) ? value : DATE.format(d);
}

/** One channel's card: value, exchange deduction and value, buyback deduction and value (all from the store). */
function Channel({ title, testId, f }: { title: string; testId: string; f: LifetimeFiguresView }) {
  return (
    <section aria-label={title} data-testid={testId} className="rounded-md border border-line px-3 py-2.5">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <dl className="mt-2 space-y-1">
        <Figure label="Value" value={inr(f.totalPaise)} />
        <Figure
          label={`Exchange deduction (${percent(f.lte.deductedPaise, f.totalPaise)})`}
          value={`− ${inr(f.lte.deductedPaise)}`}
        />
        <Figure label="Exchange (LTE) value" value={inr(f.lte.refundPaise)} strong />
        <Figure
          label={`Buyback deduction (${percent(f.lbb.deductedPaise, f.totalPaise)})`}
          value={`− ${inr(f.lbb.deductedPaise)}`}
        />
        <Figure label="Buyback (LBB) value" value={inr(f.lbb.refundPaise)} strong />
      </dl>
    </section>
  );
}

/** The sentence saying what the figures are based on and when (specification section 9 "Rates"). */
export function ValuationNote({ estimate }: { estimate: LifetimeEstimateView }) {
  if (estimate.basis === "paid")
    return (
      <p className="text-sm text-muted" data-testid="valuation-note">
        Delivered less than 15 days ago: a return now refunds 100% of the price you paid
        {estimate.fullRefundUntil ? ` (until ${indianDay(estimate.fullRefundUntil)})` : ""}. After that the
        value follows the day&apos;s metal and stone rates.
      </p>
    );
  return (
    <p className="text-sm text-muted" data-testid="valuation-note">
      Valued on <span className="font-medium text-ink">{indianDay(estimate.valuedOn)}</span> at today&apos;s
      metal and stone rates (MRP {inr(estimate.todayValuePaise)}
      {estimate.ratesDate ? `; metal rate of ${indianDay(estimate.ratesDate)}` : ""}).
    </p>
  );
}

/**
 * The LTE / LBB estimate figures (specification section 9 "Rates"; section 2 "LTE and LBB estimate"): online or
 * same-outlet purchase (exchange 5%, buyback 10%; 0% within 15 days) beside other outlets (10%, 20%), every
 * figure as the store API computed it, and the word approximate.
 */
export function LifetimeFigures({ estimate }: { estimate: LifetimeEstimateView }) {
  return (
    <div className="space-y-3">
      <ValuationNote estimate={estimate} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Channel title="Online or same outlet" testId="estimate-online" f={estimate.online} />
        <Channel title="Other outlets" testId="estimate-other-outlet" f={estimate.otherOutlet} />
      </div>
      <p className="rounded-md bg-ivory px-3 py-2 text-xs text-muted">
        <strong className="font-semibold text-ink">Estimates are approximate.</strong> The figure you get is
        fixed by the store on the day you ask for the exchange or buyback, at that day&apos;s rates. A missing
        single diamond above 0.03 ct is not replaced free.
      </p>
    </div>
  );
}
