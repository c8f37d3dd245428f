/**
 * Prometheus metrics (prom-client) for the storefront and the store API: one histogram of
 * request durations by method, route pattern (never the raw URL, so the number of series stays bounded) and
 * status, plus prom-client's process metrics. Served on a port of its own (METRICS_PORT for the store API,
 * STOREFRONT_METRICS_PORT for the storefront), bound to 127.0.0.1 by default and never routed by the proxy;
 * unset means off. Types: http-metrics.d.mts.
 */
import http from "node:http";
import client from "prom-client";

/** Seconds: from a cached page (ms) to a slow checkout call. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let histogram;
let defaultsOn = false;

/**
 * The process's request-duration histogram `http_request_duration_seconds{method,route,status}` (created once).
 * @returns {import("prom-client").Histogram<"method" | "route" | "status">}
 */
export function requestDurations() {
  histogram ??= new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Duration of HTTP requests in seconds, by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    buckets: BUCKETS,
  });
  return histogram;
}

/**
 * Records one request.
 * @param {{ method: string, route: string, status: number, seconds: number }} sample
 */
export function observeRequest({ method, route, status, seconds }) {
  requestDurations().observe({ method, route, status: String(status) }, seconds);
}

/** The registry's text exposition (what GET /metrics answers). */
export function metricsText() {
  return client.register.metrics();
}

/**
 * Starts the metrics server when `port` is set (`GET /metrics` only). Returns it, or null when off.
 * `requestHistogram: false` leaves out the request-duration histogram, for a process that records no requests
 * (the storefront: its request latencies are the reverse proxy's access log).
 * @param {{ port: string | undefined, host?: string, requestHistogram?: boolean }} options
 * @returns {import("node:http").Server | null}
 */
export function startMetricsServer({ port, host = "127.0.0.1", requestHistogram = true }) {
  if (!port) return null;
  if (!defaultsOn) {
    client.collectDefaultMetrics();
    defaultsOn = true;
  }
  if (requestHistogram) requestDurations();
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
      return;
    }
    metricsText().then(
      (text) => res.writeHead(200, { "Content-Type": client.register.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  server.listen(Number(port), host);
  server.unref();
  return server;
}
