import { jsonNoStore, upstreamError } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { nearestPincodeBody, nearestPincodeResponse } from "@/lib/store-api/contract";
import { storeApi } from "@/lib/store-api/client";

/**
 * 'Locate me': the browser's coordinates ->
 * the nearest Indian pincode, computed by the store API from a data set it ships. The coordinates go to our own
 * store API only, never to a third party, and are not stored. POST so they stay out of URLs and access logs.
 * Body `{ latitude, longitude }` -> `{ pincode, area }`. 404 'No Indian pincode near this location'; 400; 403/415.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, nearestPincodeBody);
  if (!guarded.ok) return guarded.response;
  try {
    const { results } = await storeApi({
      method: "POST",
      path: "ecom/nearest-pincode/",
      body: guarded.body,
      schema: nearestPincodeResponse,
    });
    return jsonNoStore({ pincode: results.data.pincode, area: results.data.area });
  } catch (err) {
    return upstreamError(err);
  }
}
