import Link from "next/link";
import type { HomeData } from "@/lib/store-api/contract";
import { formatPrice } from "@/lib/money/format";
import { SectionHeading } from "./section-heading";
import { budgetHref } from "./links";

/** The home page shows four budget cards. */
export const BUDGET_CARD_COUNT = 4;

const TINTS = [
  "from-brand-50 to-white",
  "from-[#f8f0e0] to-white",
  "from-[#f1ecf4] to-white",
  "from-[#eef3ef] to-white",
] as const;

export interface BudgetCardsProps {
  budgets: HomeData["product_budget"];
  /** ISO 4217 code of the shopper's country (INR, USD, AED, SAR) */
  currency: string;
}

/**
 * Four 'Under {budget}' cards: the amount in the shopper's currency, the number of
 * designs at or under it, and a link to `/jewellery/budget/{amount}`. Renders nothing without budgets.
 */
export function BudgetCards({ budgets, currency }: BudgetCardsProps) {
  const shown = budgets.slice(0, BUDGET_CARD_COUNT);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="budget-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <SectionHeading id="budget-heading" eyebrow="Shop by budget" title="Gifts for every budget" />
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {shown.map(({ budget, count }, i) => {
          const price = formatPrice(budget, currency);
          return (
            <li key={budget}>
              <Link
                href={budgetHref(budget)}
                prefetch={false}
                className={`group flex h-full flex-col items-center justify-center gap-1 rounded-card border border-line bg-gradient-to-b ${TINTS[i % TINTS.length]} px-3 py-6 text-center transition hover:-translate-y-0.5 hover:border-gold-300 hover:shadow-md sm:py-9`}
              >
                {/* The link's name is its own visible words (label in name, WCAG 2.5.3), "Jewellery" for
                    screen readers in front. */}
                <span className="sr-only">Jewellery </span>
                <span className="text-[11px] font-semibold uppercase tracking-[0.22em] text-muted">
                  Under
                </span>{" "}
                <span className="font-serif text-2xl text-brand-800 sm:text-3xl">{price}</span>{" "}
                <span className="mt-1 text-xs text-muted">
                  {count.toLocaleString("en-IN")} {count === 1 ? "design" : "designs"}
                </span>{" "}
                <span className="mt-3 text-xs font-semibold uppercase tracking-wider text-gold-600 group-hover:text-brand-700">
                  Explore
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
