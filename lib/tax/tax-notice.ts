/**
 * What a shopper is told about tax beside a price (product page, cart, checkout, order, export invoice): what the
 * price includes and, for a shipment abroad, who pays the destination's import duties and VAT. No duty figure is
 * shown: customs value a parcel on arrival (with freight and insurance) and the duty depends on the destination's
 * tariff, so the store cannot compute it reliably; it names the VAT rate and who pays instead. Pure module.
 */
import { supplyOf, type Supply } from "./supply";

/** The tax lines of a price in one shop country. */
export interface TaxNotice {
  supply: Supply;
  /** what the price charges: GST included, or the export rule */
  charged: string;
  /** who pays the import duties and VAT at the destination ("... payable by you on delivery."); null in India */
  duties: string | null;
}

/** Label of the GST row of a domestic price breakup. */
export const GST_LABEL = "GST (3%)";

/** Label and value of the GST row of an export price (breakup, cart, checkout, order). */
export const EXPORT_GST_ROW = { label: "GST (export, zero-rated)", value: "Not charged" } as const;

/** The destination's taxes on an imported piece, by ISO alpha-2 code. */
const DESTINATION_TAXES: Record<string, string> = {
  AE: "UAE import duty and VAT (5%)",
  SA: "Saudi customs duty and VAT (15%)",
  US: "US import duties and state or local sales tax",
};

/**
 * Who pays the destination's duties and VAT on an export, as one sentence ("Any UAE import duty and VAT (5%) are
 * payable by you on delivery."); a destination without its own entry gets the general sentence.
 * @param isoCode the destination (shop country) ISO alpha-2 code, '' when unknown
 * @param payer 'you' on the shop's pages, 'the recipient' on the invoice
 */
export function dutiesSentence(isoCode: string, payer: "you" | "the recipient"): string {
  const taxes =
    DESTINATION_TAXES[isoCode.trim().toUpperCase()] ?? "import duties and taxes of the destination";
  return `Any ${taxes} are payable by ${payer} on delivery.`;
}

/**
 * The notice of a supply: GST included, or an export's terms for its destination.
 * @param isoCode the destination (shop country) ISO alpha-2 code, '' when unknown
 */
export function noticeOf(supply: Supply, isoCode: string): TaxNotice {
  if (supply === "domestic") return { supply, charged: "Prices include GST (3%).", duties: null };
  return {
    supply,
    charged: "No Indian GST: a piece shipped abroad is a zero-rated export.",
    duties: dutiesSentence(isoCode, "you"),
  };
}

/** The notice for a shop country (ISO alpha-2: IN, US, AE, SA). */
export function taxNotice(isoCode: string): TaxNotice {
  return noticeOf(supplyOf(isoCode), isoCode);
}
