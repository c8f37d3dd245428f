/**
 * Where a sale is taxed (docs/domain/catalogue-and-pricing.md, "GST and exports"). The store sells from India: a
 * piece delivered in India is a domestic supply and carries GST 3% (HSN 7113); a piece shipped abroad is an export,
 * zero-rated under Indian GST (no GST is charged), and the destination's import duties and VAT are the recipient's
 * to pay on delivery. The shop country (`?country=`) decides the prices shown and charged; an order's delivery
 * address must be in that country. Pure module: the reference backend prices with it and the storefront labels
 * with it, so both always agree.
 */

/** 'domestic': GST 3% included; 'export': zero-rated, no GST. */
export type Supply = "domestic" | "export";

/** ISO 3166-1 alpha-2 code of the seller's country. */
export const SELLER_COUNTRY_ISO = "IN";

/** The supply of a sale to a shopper of this country (ISO alpha-2, any case; '' counts as India, the default). */
export function supplyOf(isoCode: string): Supply {
  const iso = isoCode.trim().toUpperCase();
  return iso === "" || iso === SELLER_COUNTRY_ISO ? "domestic" : "export";
}

const ISO_BY_LABEL: Record<string, string> = { IND: "IN", USA: "US", UAE: "AE", KSA: "SA" };

/**
 * The ISO code of a shop country: the store's own `iso_code` when it sends one, else the one its selector label
 * (IND, USA, UAE, KSA) stands for; '' when neither is known.
 */
export function isoCodeOf(label: string, isoCode?: string | null): string {
  if (isoCode && /^[A-Za-z]{2}$/.test(isoCode.trim())) return isoCode.trim().toUpperCase();
  return ISO_BY_LABEL[label.trim().toUpperCase()] ?? "";
}
