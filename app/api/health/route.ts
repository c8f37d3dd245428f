import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

/** Liveness of the storefront process (the launcher and load balancers poll it). */
export function GET() {
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
