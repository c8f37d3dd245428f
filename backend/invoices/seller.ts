/**
 * The seller printed on every invoice: legal name, registered address, state and GSTIN, from the environment with
 * the reference store's own facts as defaults (the Kochi head office in the site footer; Kerala, GST state 32).
 *
 * Environment: INVOICE_SELLER_NAME, INVOICE_SELLER_ADDRESS (lines separated by '|'), INVOICE_SELLER_STATE,
 * INVOICE_SELLER_GSTIN, INVOICE_SELLER_PHONE, INVOICE_SELLER_EMAIL, INVOICE_NUMBER_PREFIX.
 */
import { gstStateByName } from "./gst-states";

/** Seller details frozen into an invoice snapshot. */
export interface Seller {
  name: string;
  /** trade name printed large in the header */
  tradeName: string;
  addressLines: string[];
  state: string;
  stateCode: string;
  gstin: string;
  /** the PAN inside the GSTIN (characters 3-12) */
  pan: string;
  phone: string;
  email: string;
}

const CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The 15th character of a GSTIN from its first 14 (GSTN's mod-36 check: weights 1, 2 alternating). */
export function gstinCheckDigit(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = CHARS.indexOf(first14[i] ?? "");
    if (value < 0) throw new RangeError(`not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36] as string;
}

/** Whether a GSTIN has the 15-character shape and a correct check digit. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_SHAPE.test(gstin) && gstinCheckDigit(gstin.slice(0, 14)) === gstin[14];
}

/** Invented GSTIN of the reference store: Kerala (32), a company PAN (4th letter C), entity 1, valid check digit. */
export const DEFAULT_GSTIN = "32AAKCS4821M1Z" + gstinCheckDigit("32AAKCS4821M1Z");

/**
 * The seller from the environment (defaults: the reference store).
 * @throws Error when INVOICE_SELLER_STATE is not an Indian state, or the GSTIN is malformed, fails its check digit
 *   or does not start with that state's GST code: an invoice with a wrong GSTIN must not be issued
 */
export function sellerFromEnv(env: Record<string, string | undefined> = process.env): Seller {
  const stateName = env.INVOICE_SELLER_STATE?.trim() || "Kerala";
  const state = gstStateByName(stateName);
  if (!state) throw new Error(`INVOICE_SELLER_STATE is not an Indian state: ${stateName}`);
  const gstin = (env.INVOICE_SELLER_GSTIN?.trim() || DEFAULT_GSTIN).toUpperCase();
  if (!isValidGstin(gstin)) throw new Error(`INVOICE_SELLER_GSTIN is not a valid GSTIN: ${gstin}`);
  if (!gstin.startsWith(state.code))
    throw new Error(`INVOICE_SELLER_GSTIN ${gstin} does not belong to ${state.name} (code ${state.code})`);
  const address =
    env.INVOICE_SELLER_ADDRESS?.trim() || "3rd Floor, Pearl Plaza|MG Road, Ravipuram|Kochi 682016";
  return {
    name: env.INVOICE_SELLER_NAME?.trim() || "SWA Diamonds Private Limited",
    tradeName: "SWA Diamonds",
    addressLines: address
      .split("|")
      .map((l) => l.trim())
      .filter(Boolean),
    state: state.name,
    stateCode: state.code,
    gstin,
    pan: gstin.slice(2, 12),
    phone: env.INVOICE_SELLER_PHONE?.trim() || "+91 484 235 8810",
    email: env.INVOICE_SELLER_EMAIL?.trim() || "care@swadiamonds.com",
  };
}

/** Printed invoice number prefix (default 'SWA'): letters and digits only, so numbers stay file-name safe. */
export function invoicePrefix(env: Record<string, string | undefined> = process.env): string {
  const prefix = env.INVOICE_NUMBER_PREFIX?.trim() || "SWA";
  if (!/^[A-Z0-9]{1,6}$/.test(prefix))
    throw new Error(`INVOICE_NUMBER_PREFIX must be 1-6 capitals or digits`);
  return prefix;
}
