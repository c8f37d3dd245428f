/**
 * Whether the storefront sits behind a reverse proxy it trusts (TRUST_PROXY=1): then the proxy's
 * `X-Forwarded-For` names the client (lib/http/request-guards.ts keeps it, lib/account/client-ip.ts reads it) and its
 * `X-Forwarded-Host` / `X-Forwarded-Proto` name the public origin the browser used (the Origin check of BFF
 * writes, lib/http/bff.ts). Without it those headers are whatever the client wrote and count for nothing.
 * Read on every call (not cached), so one process's answer follows its environment. Plain JavaScript (types:
 * trust-proxy.d.mts) for instrumentation.ts and the tests.
 * @param {Record<string, string | undefined>} [env]
 * @returns {boolean}
 */
export function trustsProxy(env = process.env) {
  return env.TRUST_PROXY === "1";
}
