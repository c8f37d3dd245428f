/**
 * The routes the scale bench measures (scripts/bench/scale.ts): seven catalogue reads a storefront makes, with
 * the ids they need looked up in each catalogue, and the sitemap's deepest batch.
 */
import { getJson } from "./scale-api";

/** The sitemap row reads the catalogue's last 350 products: all of the smallest catalogue, the deepest batch of the others. */
export const SITEMAP_TAIL = 350;

/** Routes measured again with the store API keeping no counts (COUNT_CACHE_ENTRIES=0): a first read's cost. */
export const UNCACHED_KEYS = ["listing", "page50", "search", "options", "facets"];

/** One measured route: its label and its store API path for a catalogue. */
export interface Route {
  key: string;
  label: string;
  path: string;
}

/** The measured routes, with ids looked up in the catalogue `base` serves (rings, 18K, a product in the middle). */
export async function resolveRoutes(base: string, size: number): Promise<Route[]> {
  const cats = await getJson<{ results: { data: { id: number; name: string }[] } }>(
    base,
    `/ecom/categories?country=1`,
  );
  const rings =
    cats.results.data.find((c) => c.name.toLowerCase() === "rings")?.id ?? cats.results.data[0]!.id;
  const metals = await getJson<{ results: { data: { id: number; metal_type: string }[] } }>(
    base,
    `/ecom/metal_types/?country=1`,
  );
  const k18 = metals.results.data.find((m) => m.metal_type.includes("18"))?.id ?? metals.results.data[0]!.id;
  const middle = await getJson<{ results: { data: { product_id: number; alias: string }[] } }>(
    base,
    `/ecom/products?country=1&page=${Math.max(1, Math.floor(size / 40))}`,
  );
  const product = middle.results.data[0]!;
  // Page 50 where the catalogue has it; a smaller one's last full page instead, so every size returns 20 cards.
  const deepPage = Math.min(50, Math.floor(size / 20));
  return [
    {
      key: "listing",
      label: "listing: rings, 18K, price low to high",
      path: `/ecom/products?country=1&category_ids=${rings}&metal_type=${k18}&sort=LtoH`,
    },
    {
      key: "page50",
      label:
        deepPage === 50 ? "listing page 50 (newest first)" : `listing page ${deepPage}, its last full one`,
      path: `/ecom/products?country=1&page=${deepPage}`,
    },
    { key: "alias", label: "product by alias", path: `/ecom/alias-product/?alias=${product.alias}` },
    { key: "product", label: "product page", path: `/ecom/products/${product.product_id}?country=1` },
    {
      key: "suggest",
      label: "search suggestions 'diamond ri'",
      path: `/ecom/recommendations/?keyword=diamond%20ri&country=1`,
    },
    {
      key: "search",
      label: "search results 'ruby pendant'",
      path: `/ecom/products?country=1&search=ruby%20pendant`,
    },
    {
      key: "options",
      label: "filter options (rings)",
      path: `/ecom/components/?category=${rings}&country=1`,
    },
    {
      key: "facets",
      label: "facet counts (rings, 18K)",
      path: `/ecom/products/facets?country=1&category_ids=${rings}&metal_type=${k18}`,
    },
    {
      key: "sitemap",
      label: `sitemap data (its last ${SITEMAP_TAIL} products)`,
      path: `/ecom/products/sitemap?offset=${Math.max(0, size - SITEMAP_TAIL)}&limit=${SITEMAP_TAIL}`,
    },
  ];
}
