import type { NextRequest } from "next/server";
import { getProductDetail, getProductIdByAlias } from "@/lib/catalogue/products";
import { DEFAULT_COUNTRY_ID } from "@/lib/country/country";
import { permanentRedirectTo, redirectHome, storeUnavailable } from "@/lib/seo/redirects";
import { parseShareQuery, resolveShareTarget } from "@/lib/seo/share";

/**
 * `GET /jewellery/share?id&color&name&alias`: the link the share button hands out.
 * - 308 to `/jewellery/{alias}` (with `?colour=` for a non-default shared colour) when the alias exists on this
 *   site; when it does not but `id` names a product, to that product's alias.
 * - 307 to `/` for anything else: unknown, malformed, absolute URLs, `//host`. The target is always rebuilt from
 *   an alias the store API confirmed, so this is not an open redirect.
 * - Store outage: 503 with Retry-After 30 (chosen over a redirect home so the link survives a retry).
 */
export async function GET(request: NextRequest) {
  const query = parseShareQuery(request.nextUrl.searchParams);
  let target: string | null;
  try {
    target = await resolveShareTarget(query, {
      productIdByAlias: getProductIdByAlias,
      // Colours and aliases do not depend on the country: read the default country's (cached) detail.
      productById: (id) => getProductDetail(id, DEFAULT_COUNTRY_ID),
    });
  } catch (err) {
    return storeUnavailable(err);
  }
  return target ? permanentRedirectTo(target) : redirectHome();
}
