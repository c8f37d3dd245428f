import "server-only";
import { isIP } from "node:net";

/**
 * The shopper's IP address for rate limits and for the store API's own limits (sent on as `X-Forwarded-For`).
 *
 * Route handlers do not see the socket, so the address comes from headers, made trustworthy before a handler
 * runs: by default proxy.ts drops a client-written `X-Forwarded-For` and `X-Real-IP` (lib/http/request-guards.ts)
 * and `next start`, which fills `X-Forwarded-For` only when the request has none, then writes the socket's peer
 * address, so a client cannot choose its own address. With TRUST_PROXY=1 (the storefront sits behind a proxy that
 * appends the address it saw, nginx in the production topology) the proxy's headers are kept, and the LAST entry
 * is the one written by the nearest hop we run. Falls back to `X-Real-IP`, then "unknown" (one shared bucket).
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const candidates = [
    ...(forwarded ? forwarded.split(",").reverse() : []),
    request.headers.get("x-real-ip") ?? "",
  ];
  for (const raw of candidates) {
    const ip = normalise(raw);
    if (ip) return ip;
  }
  return "unknown";
}

function normalise(raw: string): string | null {
  let value = raw.trim();
  if (value.startsWith("["))
    value = value.slice(1, value.indexOf("]")); // [::1]:1234
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":")); // 1.2.3.4:5678
  if (value.startsWith("::ffff:") && isIP(value.slice(7)) === 4) value = value.slice(7);
  return isIP(value) ? value : null;
}

/** Headers that pass the shopper's address on to the store API (the backend trusts them with TRUST_PROXY=1). */
export function forwardedFor(ip: string): Record<string, string> {
  return ip === "unknown" ? {} : { "X-Forwarded-For": ip };
}
