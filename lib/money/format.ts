/**
 * Price formatting at the edge: rupee with Indian digit grouping,
 * dollar, 'AED' and 'SAR'. Inputs are amounts in currency units as the store API sends them.
 */
const LOCALES: Record<string, string> = { INR: "en-IN", USD: "en-US", AED: "en-AE", SAR: "en-SA" };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[currency] ?? "en-US", {
      style: "currency",
      currency,
      currencyDisplay: currency === "AED" || currency === "SAR" ? "code" : "narrowSymbol",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats an amount for display: ₹1,23,456 · $1,234.50 · AED 4,560 · SAR 4,480.
 * Whole amounts show no decimals; others show two.
 * @param amount currency units (rupees, dollars, dirhams, riyals)
 * @param currency ISO 4217 code (INR, USD, AED, SAR)
 */
export function formatPrice(amount: number, currency: string): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  return formatter(currency, whole ? 0 : 2)
    .format(amount)
    .replace(/\u00a0/g, " ");
}

/** Integer amount in minor units (paise, cents) to currency units, for the few places that hold minor units. */
export function minorToUnits(minor: number): number {
  return minor / 100;
}
