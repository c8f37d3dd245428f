/**
 * Catalogue reads over HTTP for the endpoint tests: ids looked up through the API the way the storefront does,
 * and a listing walker that parses every page with the contract schema.
 */
import {
  categoriesResponse,
  metalTypesResponse,
  PAGE_SIZE,
  productListResponse,
  tagsResponse,
  type ProductCard,
} from "../../../lib/store-api/contract";
import { getJson } from "./start-service";

/** GET a 200 JSON answer and parse it with a contract schema; failures name the URL and the zod issue path. */
export async function getParsed<T>(
  baseUrl: string,
  pathAndQuery: string,
  schema: { parse(input: unknown): T },
): Promise<T> {
  const { status, body } = await getJson(baseUrl, pathAndQuery);
  if (status !== 200)
    throw new Error(`GET ${pathAndQuery}: expected HTTP 200, got ${status}: ${JSON.stringify(body)}`);
  try {
    return schema.parse(body);
  } catch (err) {
    throw new Error(`GET ${pathAndQuery}: body does not match the contract: ${String(err)}`);
  }
}

/** Id of a category by its display name (e.g. "Rings"), read from `ecom/categories`. */
export async function categoryId(baseUrl: string, name: string): Promise<number> {
  const { results } = await getParsed(baseUrl, "ecom/categories?country=1", categoriesResponse);
  const found = results.data.find((c) => c.name === name);
  if (!found) throw new Error(`no category named ${name}`);
  return found.id;
}

/** Id of an occasion tag by its display name (e.g. "Bridal"), read from `ecom/tags`. */
export async function tagId(baseUrl: string, name: string): Promise<number> {
  const { results } = await getParsed(baseUrl, "ecom/tags?country=1", tagsResponse);
  const found = results.data.find((t) => t.name === name);
  if (!found) throw new Error(`no tag named ${name}`);
  return found.id;
}

/** Id of a metal type by its display name (e.g. "Gold 18K"), read from `ecom/metal_types/`. */
export async function metalTypeId(baseUrl: string, name: string): Promise<number> {
  const { results } = await getParsed(baseUrl, "ecom/metal_types/?country=1", metalTypesResponse);
  const found = results.data.find((m) => m.metal_type === name);
  if (!found) throw new Error(`no metal type named ${name}`);
  return found.id;
}

/** The price a shopper sees on a card (contract: discount price when on discount, else total price). */
export function shownPrice(card: ProductCard): number {
  return card.is_on_discount ? card.country_discount_price : card.country_total_price;
}

/** One page of `ecom/products` with the given query string (without `page`). */
export async function listPage(
  baseUrl: string,
  query: string,
  page = 1,
): Promise<{ cards: ProductCard[]; count: number }> {
  const sep = query ? "&" : "";
  const { results } = await getParsed(
    baseUrl,
    `ecom/products?${query}${sep}page=${page}`,
    productListResponse,
  );
  if (results.count === undefined) throw new Error(`ecom/products?${query}: no count`);
  return { cards: results.data, count: results.count };
}

/** Every card of a listing, walking the pages; checks each page holds 20 cards except the last. */
export async function listAll(
  baseUrl: string,
  query: string,
): Promise<{ cards: ProductCard[]; count: number }> {
  const first = await listPage(baseUrl, query, 1);
  const pages = Math.max(1, Math.ceil(first.count / PAGE_SIZE));
  const cards: ProductCard[] = [];
  for (let page = 1; page <= pages; page++) {
    const next = page === 1 ? first : await listPage(baseUrl, query, page);
    if (next.count !== first.count) throw new Error(`count changed between pages of ${query}`);
    const expected = page < pages ? PAGE_SIZE : first.count - PAGE_SIZE * (pages - 1);
    if (next.cards.length !== expected)
      throw new Error(
        `ecom/products?${query}&page=${page}: ${next.cards.length} cards, expected ${expected}`,
      );
    cards.push(...next.cards);
  }
  return { cards, count: first.count };
}
