import { Award, BadgeCheck, Gem, ShieldCheck } from "lucide-react";
import { cn } from "@/lib/cn";
import type { Certification, FactRow } from "./product-facts";

/** A two-column table of facts (details table, price breakup) with an accessible caption. */
export function FactTable({
  caption,
  rows,
  className,
}: {
  caption: string;
  rows: readonly FactRow[];
  className?: string;
}) {
  return (
    <table className={cn("w-full border-collapse text-sm", className)}>
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.label}
            className={cn(
              "border-b border-line last:border-b-0",
              row.emphasis === "total" && "border-t-2 border-t-ink/10 font-semibold",
            )}
          >
            <th scope="row" className="py-2.5 pr-2 text-left align-top font-normal text-muted">
              {row.emphasis === "total" ? <span className="text-ink">{row.label}</span> : row.label}
            </th>
            <td
              className={cn(
                "whitespace-nowrap py-2.5 pl-2 text-right align-top tabular-nums text-ink",
                row.emphasis === "discount" && "text-success",
                row.emphasis === "total" && "text-base",
              )}
            >
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const CERT_ICONS = { hallmark: ShieldCheck, lab: Gem, platinum: Award } as const;

/**
 * Certification block (hallmark for gold, lab certificate for diamonds and solitaires;
 * Platinum Guild India for platinum). Always ends with the lifetime exchange promise.
 */
export function CertificationBlock({ certifications }: { certifications: readonly Certification[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {certifications.map((c) => {
        const Icon = CERT_ICONS[c.kind];
        return (
          <li key={c.title} className="flex gap-3 rounded-card border border-line bg-white p-3">
            <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-gold-600" strokeWidth={1.5} />
            <div>
              <p className="text-sm font-medium text-ink">{c.title}</p>
              <p className="text-xs leading-relaxed text-muted">{c.detail}</p>
            </div>
          </li>
        );
      })}
      <li className="flex gap-3 rounded-card border border-line bg-white p-3">
        <BadgeCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-gold-600" strokeWidth={1.5} />
        <div>
          <p className="text-sm font-medium text-ink">Lifetime exchange &amp; buyback</p>
          <p className="text-xs leading-relaxed text-muted">
            95% value on exchange and 90% cashback on buyback, for life.
          </p>
        </div>
      </li>
    </ul>
  );
}
