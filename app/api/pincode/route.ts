import { NextResponse, type NextRequest } from "next/server";
import { bffError, upstreamError } from "@/lib/http/bff";
import { pincodeCheckResponse } from "@/lib/store-api/contract";
import { storeApi } from "@/lib/store-api/client";
import { isStoreApiError } from "@/lib/store-api/errors";
import { pincodeParamSchema } from "@/lib/validation/pincode-param";

/**
 * Body of `GET /api/pincode`.
 * ok: the store delivers there (IsSuccess); area: the first post office's area; pincode: the pincode the store
 * answered for, null when its answer carried none (the dialog then says 'Pincode data unavailable').
 */
export interface PincodeCheckBody {
  ok: boolean;
  area: string | null;
  pincode: string | null;
}

/** Pincode answers change rarely and are the same for everyone: shared caches may keep them a day. */
const PUBLIC_DAY = "public, max-age=86400, s-maxage=86400, stale-while-revalidate=86400";

/**
 * Delivery pincode check for the header dialog.
 * Source: `GET ecom/pincode_check/?pincode=` (not wrapped: IsSuccess, PincodeData[0].Area, pincode or Pincode).
 * 400 for a malformed pincode (message 'Enter Pincode' or 'Pincode must be 6 digits'); 401 from the store
 * is passed on (the dialog shows 'Pincode data unavailable'); outages give 502/504.
 */
export async function GET(request: NextRequest) {
  const parsed = pincodeParamSchema.safeParse(request.nextUrl.searchParams.get("pincode") ?? "");
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Enter Pincode";
    return bffError(400, "invalid_pincode", message, { pincode: message });
  }
  try {
    const answer = await storeApi({
      path: "ecom/pincode_check/",
      query: { pincode: parsed.data },
      schema: pincodeCheckResponse,
    });
    const body: PincodeCheckBody = {
      ok: answer.IsSuccess,
      area: answer.PincodeData[0]?.Area ?? null,
      pincode: answer.pincode ?? answer.Pincode ?? null,
    };
    // An answer without the pincode is a store hiccup, not a fact about the pincode: do not let caches keep it.
    const cacheControl = body.pincode ? PUBLIC_DAY : "no-store";
    return NextResponse.json(body, { headers: { "Cache-Control": cacheControl } });
  } catch (err) {
    // The store answers 400 for a pincode it cannot parse: that is an invalid pin code, not an outage.
    if (isStoreApiError(err) && err.kind === "http" && err.status === 400) {
      return NextResponse.json<PincodeCheckBody>(
        { ok: false, area: null, pincode: parsed.data },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    return upstreamError(err);
  }
}
