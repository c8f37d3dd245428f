import { Info } from "lucide-react";
import { formatPrice } from "@/lib/money/format";

/** The sentence a cart line shows when its price moved since it was added (also read by screen readers). */
export function priceChangeText(name: string, was: number, now: number, currency: string): string {
  return `The price of ${name} changed from ${formatPrice(was, currency)} to ${formatPrice(now, currency)} since you added it.`;
}

/**
 * Under a cart line whose price changed since it was added (a cart opened after a
 * rate change shows the new price and says it changed; the wording is the storefront's own). `was` and `now` are one
 * piece's price in currency units (the cart's INR); the store decided that they differ (lib/cart/mappers.ts).
 */
export function PriceChangeNotice({
  name,
  was,
  now,
  currency,
}: {
  name: string;
  was: number;
  now: number;
  currency: string;
}) {
  return (
    <p className="flex items-start gap-1.5 rounded-md bg-brand-50 px-2 py-1.5 text-xs text-ink">
      <Info aria-hidden className="mt-px size-3.5 shrink-0 text-brand-700" />
      <span>{priceChangeText(name, was, now, currency)}</span>
    </p>
  );
}
