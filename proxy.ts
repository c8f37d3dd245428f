import { NextResponse, type NextRequest } from "next/server";

/**
 * Next.js 16 proxy (formerly middleware): cheap work only.
 * /media/* is forwarded to the store API at runtime, so product images are same-origin (Open Graph URLs, CSP)
 * and STORE_API_URL can change without a rebuild.
 */
export function proxy(request: NextRequest) {
  const base = process.env.STORE_API_URL ?? "http://127.0.0.1:8000/";
  const target = new URL(request.nextUrl.pathname.slice(1) + request.nextUrl.search, base.endsWith("/") ? base : `${base}/`);
  return NextResponse.rewrite(target);
}

export const config = { matcher: ["/media/:path*"] };
