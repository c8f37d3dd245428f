import type http from "node:http";
import type { Histogram } from "prom-client";

/** `http_request_duration_seconds{method,route,status}` of this process. */
export declare function requestDurations(): Histogram<"method" | "route" | "status">;
/** Records one request (route: the pattern, not the URL). */
export declare function observeRequest(sample: {
  method: string;
  route: string;
  status: number;
  seconds: number;
}): void;
/** The Prometheus text exposition of this process's registry. */
export declare function metricsText(): Promise<string>;
/**
 * Starts `GET /metrics` on `port` (127.0.0.1 by default); null when `port` is unset. `requestHistogram: false`
 * leaves out the request-duration histogram (a process that records no requests).
 */
export declare function startMetricsServer(options: {
  port: string | undefined;
  host?: string;
  requestHistogram?: boolean;
}): http.Server | null;
