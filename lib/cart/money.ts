/**
 * Money arithmetic of the cart: every sum, difference and comparison is
 * done in integer minor units (paise for rupees, cents, fils, halalas); amounts are converted back to currency
 * units only where they leave the BFF, and formatted only at the edge (lib/money/format.ts). Pure module.
 */

/**
 * Currency units (as the store API sends them: a number, sometimes with a fraction) to integer minor units.
 * Rounds half away from zero at the paisa, so 1234.565 becomes 123457.
 */
export function toMinor(units: number): number {
  if (!Number.isFinite(units)) throw new RangeError(`not an amount: ${units}`);
  const sign = units < 0 ? -1 : 1;
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  return sign * Math.round(Math.abs(units) * 100 + 1e-7);
}

/** Integer minor units back to currency units (for the JSON the browser reads). */
export function toUnits(minor: number): number {
  if (!Number.isInteger(minor)) throw new RangeError(`minor units must be an integer: ${minor}`);
  return minor / 100;
}

/** Sum of currency amounts, computed in minor units. */
export function sumUnits(amounts: readonly number[]): number {
  return toUnits(amounts.reduce((total, a) => total + toMinor(a), 0));
}

/** a - b in currency units, computed in minor units and never below zero (a payable cannot be negative). */
export function subtractUnits(a: number, b: number): number {
  return toUnits(Math.max(0, toMinor(a) - toMinor(b)));
}

/** True when two currency amounts are the same to the paisa. */
export function sameAmount(a: number, b: number): boolean {
  return toMinor(a) === toMinor(b);
}
