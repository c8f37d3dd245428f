import { formatPrice, minorToUnits } from "@/lib/money/format";
import type { LifetimeEstimateView, LifetimeFiguresView } from "@/lib/orders/types";
import { cn } from "@/lib/cn";

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

type Row = {
  key: string;
  label: string;
  value: (f: LifetimeFiguresView) => number;
  /** a deduction: shown as '− ₹x' with its percentage under it */
  deducted?: boolean;
  strong?: boolean;
};

const ROWS: Row[] = [
  { key: "value", label: "Value", value: (f) => f.totalPaise },
  { key: "lte-deducted", label: "Exchange deduction", value: (f) => f.lte.deductedPaise, deducted: true },
  { key: "lte-value", label: "Exchange (LTE) value", value: (f) => f.lte.refundPaise, strong: true },
  { key: "lbb-deducted", label: "Buyback deduction", value: (f) => f.lbb.deductedPaise, deducted: true },
  { key: "lbb-value", label: "Buyback (LBB) value", value: (f) => f.lbb.refundPaise, strong: true },
];

const CHANNELS = [
  { key: "online", title: "Online or same outlet" },
  { key: "other-outlet", title: "Other outlets" },
] as const;

/** One figure of one channel (data-testid `<channel>-<row>`, e.g. 'online-lbb-value'). */
function Cell({ row, channel, f }: { row: Row; channel: string; f: LifetimeFiguresView }) {
  const amount = row.value(f);
  return (
    <td data-testid={`${channel}-${row.key}`} className="py-1.5 pl-3 text-right align-top tabular-nums">
      <span className="whitespace-nowrap">{row.deducted ? `− ${inr(amount)}` : inr(amount)}</span>
      {row.deducted && (
        <span className="block text-xs text-muted">{percent(amount, f.totalPaise)} deducted</span>
      )}
    </td>
  );
}

type RatesEstimate = Extract<LifetimeEstimateView, { basis: "rates" }>;
type PaidEstimate = Extract<LifetimeEstimateView, { basis: "paid" }>;

/** The comparison table: rows Value, exchange and buyback; columns online / same outlet and other outlets. */
function FiguresTable({ estimate }: { estimate: RatesEstimate }) {
  const figures = { online: estimate.online, "other-outlet": estimate.otherOutlet };
  return (
    <table className="w-full text-sm" data-testid="lifetime-figures">
      <caption className="sr-only">Exchange and buyback estimate</caption>
      <thead>
        <tr className="border-b border-line text-xs text-muted">
          <td />
          {CHANNELS.map((c) => (
            <th key={c.key} scope="col" className="pb-1.5 pl-3 text-right font-semibold">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr
            key={row.key}
            className={row.strong ? "border-b border-line font-semibold text-ink last:border-0" : "text-ink"}
          >
            <th
              scope="row"
              className={cn(
                "py-1.5 text-left align-top",
                row.strong ? "font-semibold" : "font-normal text-muted",
              )}
            >
              {row.label}
            </th>
            {CHANNELS.map((c) => (
              <Cell key={c.key} row={row} channel={c.key} f={figures[c.key]} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The sentence saying what the figures are based on and when. */
export function ValuationNote({ estimate }: { estimate: LifetimeEstimateView }) {
  if (estimate.basis === "paid")
    return (
      <p className="text-sm text-muted" data-testid="valuation-note">
        Delivered less than 15 days ago: the full refund applies instead of deductions. A return now gives
        back 100% of the price you paid
        {estimate.fullRefundUntil ? `, until ${indianDay(estimate.fullRefundUntil)}` : ""}. After that,
        exchange and buyback are valued at the day&apos;s metal and stone rates, less their deductions.
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
 * Within 15 days of delivery: the full refund of the price paid (the line's invoice amount, after its voucher
 * share), the one base, and no deduction.
 */
function FullRefund({ estimate }: { estimate: PaidEstimate }) {
  return (
    <dl className="space-y-1 rounded-md bg-ivory px-3 py-2 text-sm" data-testid="full-refund">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Price paid (as on your invoice)</dt>
        <dd className="tabular-nums text-ink">{inr(estimate.pricePaidPaise)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Deduction</dt>
        <dd className="text-ink">None: the full refund applies</dd>
      </div>
      <div className="flex justify-between gap-4 font-semibold text-ink">
        <dt>Exchange or buyback now (100%)</dt>
        <dd className="tabular-nums">{inr(estimate.pricePaidPaise)}</dd>
      </div>
    </dl>
  );
}

/**
 * The LTE / LBB estimate figures. Within 15 days of delivery: the full refund of the price paid, no deductions.
 * After that: online or same-outlet purchase (exchange 5%, buyback 10%) beside other outlets (10%, 20%) on the
 * MRP at today's rates, every figure as the store API computed it, and the word approximate.
 */
export function LifetimeFigures({ estimate }: { estimate: LifetimeEstimateView }) {
  if (estimate.basis === "paid")
    return (
      <div className="space-y-3">
        <ValuationNote estimate={estimate} />
        <FullRefund estimate={estimate} />
      </div>
    );
  return (
    <div className="space-y-3">
      <ValuationNote estimate={estimate} />
      <FiguresTable estimate={estimate} />
      <p className="rounded-md bg-ivory px-3 py-2 text-xs text-muted">
        <strong className="font-semibold text-ink">Estimates are approximate.</strong> The figure you get is
        fixed by the store on the day you ask for the exchange or buyback, at that day&apos;s rates. A missing
        single diamond above 0.03 ct is not replaced free.
      </p>
    </div>
  );
}
