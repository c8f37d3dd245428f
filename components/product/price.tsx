import { formatPrice } from "@/lib/money/format";
import { cx } from "@/lib/cx";

export interface PriceProps {
  /** what the shopper pays, in currency units */
  amount: number;
  /** the price before discount, shown struck through when higher than `amount` */
  original?: number;
  currency: string;
  className?: string;
  size?: "sm" | "lg";
}

/**
 * A price with the pre-discount price struck through. On a discount a
 * screen reader reads one visually hidden sentence, 'was ₹20,862, now ₹17,732', and neither
 * visible figure (a struck-through number alone is read as a second price). The sentence comes last in the
 * source so the text of a card still starts with the price to pay. The wrapper is positioned so that sentence
 * (absolutely placed, as sr-only is) stays inside a carousel's clipping instead of widening the page.
 */
export function Price({ amount, original, currency, className, size = "sm" }: PriceProps) {
  const discounted = original !== undefined && original > amount;
  const now = formatPrice(amount, currency);
  return (
    <span className={cx("relative inline-flex flex-wrap items-baseline gap-x-2", className)}>
      <span
        className={cx("font-semibold text-ink", size === "lg" ? "text-2xl" : "text-base")}
        aria-hidden={discounted || undefined}
      >
        {now}
      </span>
      {discounted && (
        <>
          <span
            className={cx("text-muted line-through", size === "lg" ? "text-base" : "text-sm")}
            aria-hidden="true"
          >
            {formatPrice(original, currency)}
          </span>
          <span className="sr-only">{`was ${formatPrice(original, currency)}, now ${now}`}</span>
        </>
      )}
    </span>
  );
}
