import "server-only";
import { recommendationsResponse } from "@/lib/store-api/contract";
import { storeApi } from "@/lib/store-api/client";
import { normaliseQuery, suggestionHref, type SearchSuggestion } from "./links";

/**
 * Search suggestions for typed text in a country: categories first, then products, each with its link.
 * Source: `GET ecom/recommendations/?keyword=&country=` (bare array of {id, name, type}).
 * Not cached: every keyword is logged by the store for 'recent searches' and merchandising.
 * @throws StoreApiError
 */
export async function getSearchSuggestions(rawQuery: string, country: number): Promise<SearchSuggestion[]> {
  const keyword = normaliseQuery(rawQuery);
  if (!keyword) return [];
  const rows = await storeApi({
    path: "ecom/recommendations/",
    query: { keyword, country },
    schema: recommendationsResponse,
    // Suggestions are only useful while the shopper is typing: give up early rather than hold the box open.
    timeoutMs: 2500,
  });
  const rank = (type: SearchSuggestion["type"]) => (type === "category" ? 0 : 1);
  return rows
    .map((r, index) => ({ r, index }))
    .sort((a, b) => rank(a.r.type) - rank(b.r.type) || a.index - b.index)
    .map(({ r }) => ({ id: r.id, name: r.name, type: r.type, href: suggestionHref(r) }));
}
