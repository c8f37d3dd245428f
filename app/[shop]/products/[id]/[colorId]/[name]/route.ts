import { notFound } from "next/navigation";
import type { NextRequest } from "next/server";
import { getProductDetail } from "@/lib/catalogue/products";
import { DEFAULT_COUNTRY_ID } from "@/lib/country/country";
import { permanentRedirectTo, storeUnavailable } from "@/lib/seo/redirects";
import { colourForId, isValidAlias, parseId, productPagePath } from "@/lib/seo/share";

type Params = { id: string; colorId: string; name: string };

/**
 * `GET /products/{id}/{color_id}/{product_name}` (used on hard navigation from a product
 * page; the search box sends color_id 0 for the default colour). A route handler rather than a page so the answer
 * is always a real 308 to `/jewellery/{alias}` (plus `?colour=` when color_id names a non-default colour of the
 * product), whatever loading UI the layouts above add. Unknown id: 404. Store outage: 503 with Retry-After.
 */
export async function GET(_request: NextRequest, { params }: { params: Promise<Params> }) {
  const { id: rawId, colorId } = await params;
  const id = parseId(rawId);
  if (id === null) notFound();
  let detail: Awaited<ReturnType<typeof getProductDetail>>;
  try {
    // Aliases and colours do not depend on the country: the default country's cached detail serves everyone.
    detail = await getProductDetail(id, DEFAULT_COUNTRY_ID);
  } catch (err) {
    return storeUnavailable(err);
  }
  if (!detail || !isValidAlias(detail.alias)) notFound();
  return permanentRedirectTo(productPagePath(detail.alias, colourForId(detail, parseId(colorId))));
}
