import type { NextRequest } from "next/server";
import { bffError, jsonNoStore, upstreamError } from "@/lib/http/bff";
import { getShopperCountry } from "@/lib/country/country";
import { MAX_QUERY_LENGTH, normaliseQuery, type SearchSuggestionsBody } from "@/lib/search/links";
import { getSearchSuggestions } from "@/lib/search/suggestions";

/**
 * Search suggestions for the header search box (the store's search with the
 * typed text and `&country={id}`). `?q=` is the typed text; empty text answers no results without calling the
 * store. The shopper's country comes from the country cookie, so the answer is private.
 * Answers `{ query, results: [{ id, name, type, href }] }`, categories first.
 */
export async function GET(request: NextRequest) {
  const raw = request.nextUrl.searchParams.get("q") ?? "";
  if (raw.length > MAX_QUERY_LENGTH * 4) {
    return bffError(400, "invalid_query", "The search text is too long.", {
      q: "The search text is too long.",
    });
  }
  const query = normaliseQuery(raw);
  if (!query) return jsonNoStore<SearchSuggestionsBody>({ query, results: [] });
  try {
    const country = await getShopperCountry();
    const results = await getSearchSuggestions(query, country.id);
    return jsonNoStore<SearchSuggestionsBody>({ query, results });
  } catch (err) {
    return upstreamError(err);
  }
}
