/**
 * Runs once when the storefront's server boots (`next start`, `next dev`, the standalone server.js):
 * - a missing or weak SESSION_PASSWORD stops the server at start, not mid-request;
 * - with STOREFRONT_METRICS_PORT, the Prometheus metrics server (127.0.0.1 unless METRICS_HOST, never the public
 *   port): the process's metrics and the page cache's gauges (lib/next-cache/cache-handler.cjs). Per-request
 *   lines and latencies are the reverse proxy's access log (ADR 0017), so it serves no request histogram;
 * - one line saying where the client address the BFF's rate limits count comes from (lib/http/request-guards.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("./lib/env");
    env();
    const { startMetricsServer } = await import("./lib/observability/http-metrics.mjs");
    const metrics = startMetricsServer({
      port: process.env.STOREFRONT_METRICS_PORT,
      host: process.env.METRICS_HOST,
      requestHistogram: false,
    });
    metrics?.on("error", (error) => console.error(`storefront: metrics server: ${error.message}`));
    const { trustsProxy } = await import("./lib/http/trust-proxy.mjs");
    const source = trustsProxy() ? "X-Forwarded-For of the trusted proxy (TRUST_PROXY=1)" : "the socket";
    console.log(`storefront: client address from ${source}`);
  }
}
