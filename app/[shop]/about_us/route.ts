import { ABOUT_PATH } from "@/components/static/about-path";

/**
 * `/about_us` (the footer's old link) answers with a permanent redirect (308) to the canonical `/about/us`.
 * A route handler rather than a page: a page's redirect after the layout has started streaming would be a 200
 * with a meta refresh, not a real permanent redirect. The Location is relative (RFC 9110), so it stays on
 * whatever public origin the request came through.
 */
export function GET() {
  return new Response(null, {
    status: 308,
    headers: { Location: ABOUT_PATH, "Cache-Control": "public, max-age=86400" },
  });
}
