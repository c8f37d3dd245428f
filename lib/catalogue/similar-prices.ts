import "server-only";
import type { ProductDetail, SimilarProduct } from "@/lib/store-api/contract";
import { sellingPrice } from "@/lib/seo/json-ld";

/** A 'Similar style' card with the price to show, in the shopper's currency. */
export interface PricedSimilarProduct extends SimilarProduct {
  /** what the card shows (`amount`) and, when discounted, the struck-through price; the shopper's currency units */
  price: { amount: number; original?: number };
}

/** Reads one product's detail in a country (the cached catalogue reader); null when it no longer exists. */
export type DetailReader = (productId: number, countryId: number) => Promise<ProductDetail | null>;

/** The price a rupee-paying shopper sees: `discount_price` (rupees) when it is below `country_total_price`. */
function rupeePrice(p: SimilarProduct): PricedSimilarProduct["price"] {
  if (p.discount_price > 0 && p.discount_price < p.country_total_price)
    return { amount: p.discount_price, original: p.country_total_price };
  return { amount: p.country_total_price };
}

/** The price a product's own page shows in the country (selling price, pre-discount price struck through). */
function detailPrice(d: ProductDetail): PricedSimilarProduct["price"] {
  const amount = sellingPrice(d);
  return amount < d.country_total_price ? { amount, original: d.country_total_price } : { amount };
}

/**
 * Prices the 'Similar style' strip for the shopper's country. The contract's similar list (`GET ecom/products/<id>`
 * without `country`) is priced in rupees only, so outside India each card takes its price from that product's own
 * detail in the shopper's country (the same cached read its product page makes): a card never shows rupee figures
 * under a dollar sign, nor a price other than the one its page shows. Cards whose detail is gone are dropped.
 * @param currencyCode the shopper's currency (ISO 4217); 'INR' keeps the list's own rupee prices
 * @throws StoreApiError from `readDetail` (the caller treats the strip as secondary)
 */
export async function priceSimilarForCountry(
  similar: readonly SimilarProduct[],
  countryId: number,
  currencyCode: string,
  readDetail: DetailReader,
): Promise<PricedSimilarProduct[]> {
  if (currencyCode === "INR") return similar.map((p) => ({ ...p, price: rupeePrice(p) }));
  const details = await Promise.all(similar.map((p) => readDetail(p.product_id, countryId)));
  return similar.flatMap((p, i) => {
    const detail = details[i];
    return detail ? [{ ...p, price: detailPrice(detail) }] : [];
  });
}
