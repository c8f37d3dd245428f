import { connection, NextResponse } from "next/server";

/** Liveness of the storefront process (the launcher and load balancers poll it); answered per request. */
export async function GET() {
  await connection();
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
