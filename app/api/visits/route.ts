import { jsonNoStore, upstreamError } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { forwardedFor } from "@/lib/account/client-ip";
import { visitBody, visitResponse } from "@/lib/store-api/contract";
import { storeApi } from "@/lib/store-api/client";

/**
 * 'Book a Visit' at an outlet (reference extension `ecom/book-visit/`).
 * Body `{ outlet_id, name, email, phone, date: YYYY-MM-DD, time: HH:MM }` -> `{ ok: true }`. Open to guests.
 * 400 with fieldErrors (lib/validation/visit.ts messages); 404 unknown outlet; 429 budget spent; 403/415; 502/504.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, visitBody);
  if (!guarded.ok) return guarded.response;
  try {
    await storeApi({
      method: "POST",
      path: "ecom/book-visit/",
      body: guarded.body,
      schema: visitResponse,
      headers: forwardedFor(guarded.ip),
    });
    return jsonNoStore({ ok: true as const });
  } catch (err) {
    return upstreamError(err);
  }
}
