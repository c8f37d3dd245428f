import { RateLimiterMemory } from "rate-limiter-flexible";
import { clientIp } from "@/lib/account/client-ip";
import { MAX_REPORT_BYTES, parseCspReport } from "@/lib/http/csp-report";
import { bffLogger } from "@/lib/observability/logger";

/**
 * Per client address: a page that breaks the policy reports each blocked item, so a few dozen a minute is a real
 * browser; more is noise (or someone filling the logs) and is dropped. Per process: reports are a diagnostic, a
 * shared budget across instances is not worth a Redis round trip.
 */
const limiter = new RateLimiterMemory({ points: 60, duration: 60 });

const accepted = new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/**
 * Where browsers post Content-Security-Policy violation reports (`report-uri` / `report-to` of
 * lib/http/content-security-policy.mjs): each violation becomes one `warn` line of the storefront's JSON log.
 * Not Origin-checked or JSON-only like the other mutating routes: browsers send these themselves, as
 * `application/csp-report` or `application/reports+json`, and the route changes nothing but the log.
 * Answers 204 for anything it could read or not (a malformed report is dropped, never a 500), 413 for a body over
 * {@link MAX_REPORT_BYTES}, 429 past the per-address budget.
 */
export async function POST(request: Request) {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_REPORT_BYTES) {
    return new Response(null, { status: 413 });
  }
  try {
    await limiter.consume(clientIp(request));
  } catch {
    return new Response(null, { status: 429, headers: { "Retry-After": "60" } });
  }
  let raw: string;
  try {
    raw = await request.text();
  } catch {
    return accepted.clone();
  }
  if (raw.length > MAX_REPORT_BYTES) return new Response(null, { status: 413 });
  for (const violation of parseCspReport(raw)) {
    bffLogger().warn({ cspViolation: violation }, "content security policy violation");
  }
  return accepted.clone();
}
