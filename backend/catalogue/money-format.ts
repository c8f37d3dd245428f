import { convertPaise, minorToAmount } from "./pricing";
import type { CountryContext } from "./country";

/** Paise to the contract's number in the country's currency (rupees, dollars... with at most 2 decimals). */
export function countryAmount(paise: number, country: CountryContext): number {
  return minorToAmount(convertPaise(paise, country.paisePerUnit));
}

/** Paise to rupees (contract fields `total_price_final`, `discount_price`). */
export function rupees(paise: number): number {
  return paise / 100;
}

/** Milligrams (or milli-carats) to the contract's 3-decimal string: 3120 -> "3.120". */
export function milliToFixed3(milli: number): string {
  return (milli / 1000).toFixed(3);
}

/** Largest value of the integer price columns (PostgreSQL int4). */
const MAX_PAISE = 2_147_483_647;

/**
 * Converts a price limit typed in the shopper's currency to INR paise, so filters use the indexed INR column.
 * Conversion is monotonic, so `price <= limit` in the shopper's currency equals `paise <= limitPaise`.
 * Capped at the column's maximum: no price is higher, and a larger bind value would make PostgreSQL fail.
 */
export function limitToPaise(amount: number, country: CountryContext): number {
  return Math.min(Math.round(amount * country.paisePerUnit), MAX_PAISE);
}
