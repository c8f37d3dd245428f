/**
 * Product URL on this site (`/jewellery/{alias}`). Its own module so pages that only link
 * to products (similar strip, cart lines) do not pull in the product card and its wishlist heart.
 */
export function productHref(alias: string): string {
  return `/jewellery/${encodeURIComponent(alias)}`;
}
