import { jsonNoStore, upstreamError } from "@/lib/http/bff";
import { guardJson } from "@/lib/account/guard";
import { forwardedFor } from "@/lib/account/client-ip";
import { videoCallBody, videoCallResponse } from "@/lib/store-api/contract";
import { storeApi } from "@/lib/store-api/client";
import { getStoreToken } from "@/lib/session/session";

/**
 * Video call request from a product page (contract
 * `ecom/add_video_call/`). Open to guests: asking to see a piece is a lead, not an account action; a signed-in
 * shopper's token is sent so staff see who asked. Body `{ product_id, phone_code, phone_number, email, language,
 * description }` -> `{ ok: true }`. 400 with fieldErrors (the form's messages, lib/validation/video-call.ts); 429 when the store's per-address or
 * per-phone budget is spent (Retry-After); 403/415; 502/504.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, videoCallBody);
  if (!guarded.ok) return guarded.response;
  try {
    await storeApi({
      method: "POST",
      path: "ecom/add_video_call/",
      body: guarded.body,
      schema: videoCallResponse,
      token: await getStoreToken(),
      headers: forwardedFor(guarded.ip),
    });
    return jsonNoStore({ ok: true as const });
  } catch (err) {
    return upstreamError(err);
  }
}
