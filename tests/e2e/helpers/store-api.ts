/**
 * Direct reads of the store API the e2e web server runs (the reference backend on BACKEND_PORT 8100, see
 * playwright.config.ts), so a test can pick data that fits a step (a product with several metal colours and a
 * size chart, a real alias) instead of hard-coding seed ids. E2E_STORE_API_URL points elsewhere (the dev stack).
 */

/** Base URL of the store API behind the storefront under test (trailing slash). */
export const STORE_API_URL =
  process.env.E2E_STORE_API_URL ?? `http://127.0.0.1:${8100 + Number(process.env.E2E_PORT_SHIFT ?? 0)}/`;

/** The fields of `GET ecom/products/<id>` the tests use. */
export interface StoreProduct {
  id: number;
  product_name: string;
  alias: string;
  meta_title?: string | null;
  colors: { id: number; colour_name: string }[];
  size_chart?: { id: number; size_name: string }[];
  image: Record<string, { thumbnail: string; thumbnail_color_id: number; multiple_images: string[] }>;
  country_total_price: number;
  country_discount_price: number;
  is_on_discount: boolean;
  is_restricted?: boolean;
  in_stock?: boolean;
}

/** GET a store API path (relative, as the contract spells it) and return `results`. @throws on HTTP errors */
export async function storeGet<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const url = new URL(path, STORE_API_URL);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`store API ${url.pathname}: HTTP ${response.status}`);
  const json = (await response.json()) as { results: T };
  return json.results;
}

/** The product behind an alias in India's prices, or null when the alias is unknown. */
export async function productByAlias(alias: string, country = 1): Promise<StoreProduct | null> {
  const url = new URL("ecom/alias-product/", STORE_API_URL);
  url.searchParams.set("alias", alias);
  const found = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (found.status === 404) return null;
  if (!found.ok) throw new Error(`store API alias-product: HTTP ${found.status}`);
  const { results } = (await found.json()) as { results: { data: { id: number } } };
  const detail = await storeGet<{ data: StoreProduct }>(`ecom/products/${results.data.id}`, { country });
  return detail.data;
}

/** One page of product cards (20) of a listing query. */
export async function listProducts(query: Record<string, string | number>) {
  return storeGet<{ data: { product_id: number; alias: string; product_name: string }[]; count: number }>(
    "ecom/products",
    { country: 1, ...query },
  );
}

/**
 * A product with more than one metal colour and a size chart (what the journey's last steps need), searched
 * through the first listing pages. @throws when the catalogue has none (the seed always has some)
 */
export async function findMultiColourSizedProduct(): Promise<StoreProduct> {
  for (let page = 1; page <= 5; page++) {
    const { data } = await listProducts({ category_ids: 1, page });
    for (const card of data) {
      const product = await productByAlias(card.alias);
      if (
        product &&
        product.colors.length > 1 &&
        (product.size_chart?.length ?? 0) > 0 &&
        !product.is_restricted
      )
        return product;
    }
  }
  throw new Error("no ring with several colours and sizes in the catalogue");
}
