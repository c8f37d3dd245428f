/**
 * Paise arithmetic of checkout (integer paise in every computation, formatting
 * only at the edge). The store API speaks rupees as numbers; they become integer paise here before any
 * comparison or sum, and go back to rupees only in the JSON the browser reads. Pure module.
 */

/**
 * Rupees (a number, maybe with a fraction) to integer paise, half away from zero at the paisa.
 * @throws RangeError for NaN or infinities (an amount that is not a number is never rounded into one)
 */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`not an amount: ${rupees}`);
  const sign = rupees < 0 ? -1 : 1;
  // The epsilon absorbs binary noise: 1.005 * 100 is 100.49999999999999.
  return sign * Math.round(Math.abs(rupees) * 100 + 1e-7);
}

/** Integer paise to rupees for JSON answers. @throws RangeError for a fraction of a paisa */
export function paiseToRupees(paise: number): number {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer: ${paise}`);
  return paise / 100;
}

/** True when the browser's rupee figure is the server's to the paisa. */
export function samePaise(browserRupees: number, serverPaise: number): boolean {
  return Number.isFinite(browserRupees) && rupeesToPaise(browserRupees) === serverPaise;
}
