import { cx } from "@/lib/cx";
import { formatPrice } from "@/lib/money/format";
import type { BankAccountDto, DualAmount, WalletEntryDto, WithdrawalDto } from "@/lib/wallet/types";

const DATE = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** '26 Nov 2026' in India's time zone (the same on the server and in the browser). */
export function shortDate(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : DATE.format(d);
}

/** An amount in the shopper's currency, with the INR base beside it when the currency is another. */
export function Dual({ value, signed = false }: { value: DualAmount; signed?: boolean }) {
  const sign = signed ? (value.inr > 0 ? "+" : value.inr < 0 ? "−" : "") : "";
  const main = `${sign}${formatPrice(Math.abs(value.amount), value.currency)}`;
  return (
    <>
      {main}
      {value.currency !== "INR" && (
        <span className="ml-1 text-xs font-normal text-muted">
          ({formatPrice(Math.abs(value.inr), "INR")})
        </span>
      )}
    </>
  );
}

/** The ledger history, newest first: date, what it was, signed amount. */
export function HistoryList({ entries }: { entries: WalletEntryDto[] }) {
  return (
    <ul className="divide-y divide-line rounded-card border border-line" aria-label="Wallet history">
      {entries.map((e) => (
        <li key={e.id} className="flex items-start justify-between gap-4 px-4 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-ink">{e.label}</p>
            <p className="text-xs text-muted">
              <time dateTime={e.at}>{shortDate(e.at)}</time>
              {e.detail && <span className="ml-2 break-words">{e.detail}</span>}
            </p>
          </div>
          <p
            className={cx(
              "shrink-0 text-right font-semibold tabular-nums",
              e.change.inr >= 0 ? "text-success" : "text-danger",
            )}
          >
            <Dual value={e.change} signed />
          </p>
        </li>
      ))}
    </ul>
  );
}

const STATUS_STYLE = {
  requested: "bg-gold-300/30 text-gold-600",
  paid: "bg-success/10 text-success",
  rejected: "bg-danger/10 text-danger",
} as const;
const STATUS_LABEL = { requested: "Requested", paid: "Paid", rejected: "Rejected" } as const;

/** Withdrawal requests with their status (the SWA wallet lists them). */
export function WithdrawalList({ withdrawals }: { withdrawals: WithdrawalDto[] }) {
  return (
    <ul className="divide-y divide-line rounded-card border border-line" aria-label="Withdrawal requests">
      {withdrawals.map((w, i) => (
        <li
          key={w.id ?? `w-${i}`}
          className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
        >
          <div className="min-w-0">
            <p className="font-semibold text-ink">{formatPrice(w.amount, "INR")}</p>
            <p className="text-xs text-muted">
              {w.bank.bankName} · A/C {w.bank.accountNumber}
              {w.requestedAt && <> · requested {shortDate(w.requestedAt)}</>}
            </p>
            {w.status === "rejected" && w.rejectReason && (
              <p className="text-xs text-danger">Reason: {w.rejectReason}</p>
            )}
          </div>
          {w.status && (
            <span
              className={cx("rounded-full px-3 py-1 text-xs font-semibold uppercase", STATUS_STYLE[w.status])}
              data-status={w.status}
            >
              {STATUS_LABEL[w.status]}
              {w.decidedAt && w.status !== "requested" ? ` · ${shortDate(w.decidedAt)}` : ""}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Saved bank accounts, numbers masked. */
export function BankList({ banks }: { banks: BankAccountDto[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Bank accounts">
      {banks.map((b) => (
        <li key={b.id} className="rounded-card border border-line px-4 py-3 text-sm">
          <p className="font-medium text-ink">{b.bankName}</p>
          <p className="text-muted">A/C {b.accountNumber}</p>
          {(b.ifsc || b.branch) && (
            <p className="text-xs text-muted">{[b.ifsc, b.branch].filter(Boolean).join(" · ")}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
