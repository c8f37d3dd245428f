import { jsonNoStore, upstreamError } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { deliveryCheckBody, deliveryCheckResponse } from "@/lib/store-api/contract";
import type { DeliveryCheckAnswer } from "@/lib/leads/delivery-answer";
import { storeApi } from "@/lib/store-api/client";
import { getStoreToken } from "@/lib/session/session";

/**
 * Delivery check of a product page (the delivery check's messages).
 * Body `{ product_id, color_id, size_id, pincode }` -> DeliveryCheckAnswer. Guests may check; the
 * token is sent when there is one. 400 with the form's message ('Color ID is required', 'Pincode is required',
 * 'Size is required') or the store's ('Invalid pin code'); 403 cross-site; 415 not JSON; 502/504 outages.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, deliveryCheckBody);
  if (!guarded.ok) return guarded.response;
  try {
    const { results } = await storeApi({
      method: "POST",
      path: "ecom/check-delivery-date/",
      body: guarded.body,
      schema: deliveryCheckResponse,
      token: await getStoreToken(),
    });
    const answer: DeliveryCheckAnswer = {
      tag: results.message,
      deliveryDate: results.delivery_date ?? null,
      shops: results.data.map((s) => ({
        name: s.shop_name,
        location: s.location ?? null,
        in24Hours: s.delivery_in_24_hr,
        nextDay: s.delivery_in_next_day,
        distanceKm: s.distance_km ?? null,
      })),
    };
    return jsonNoStore(answer);
  } catch (err) {
    return upstreamError(err);
  }
}
