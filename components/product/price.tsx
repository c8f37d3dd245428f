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

/** A price with the pre-discount price struck through (specification section 9, "Currency"). */
export function Price({ amount, original, currency, className, size = "sm" }: PriceProps) {
  const discounted = original !== undefined && original > amount;
  return (
    <span className={cx("inline-flex flex-wrap items-baseline gap-x-2", className)}>
      <span className={cx("font-semibold text-ink", size === "lg" ? "text-2xl" : "text-base")}>
        {formatPrice(amount, currency)}
      </span>
      {discounted && (
        <s className={cx("text-muted", size === "lg" ? "text-base" : "text-sm")} aria-label="Original price">
          {formatPrice(original, currency)}
        </s>
      )}
    </span>
  );
}
