import { connection, NextResponse } from "next/server";
import { storeApi } from "@/lib/store-api/client";
import { countryDetailsResponse } from "@/lib/store-api/contract/catalogue";

/** How long readiness waits for the store API, ms: a load balancer's probe must not hang. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Readiness for load balancers and the test stack (`/api/health` is liveness only): 200
 * `{ status: "ready" }` when the store API answers a cheap catalogue read (`GET ecom/country-details/`, which
 * also needs its database) within 2 s; otherwise 503 `{ status: "unavailable" }` with Retry-After, so traffic
 * and the e2e suite wait instead of meeting outage pages.
 */
export async function GET() {
  await connection();
  const headers = { "Cache-Control": "no-store" };
  try {
    await storeApi({
      path: "ecom/country-details/",
      schema: countryDetailsResponse,
      timeoutMs: READY_TIMEOUT_MS,
    });
    return NextResponse.json({ status: "ready" }, { headers });
  } catch {
    return NextResponse.json(
      { status: "unavailable" },
      { status: 503, headers: { ...headers, "Retry-After": "5" } },
    );
  }
}
