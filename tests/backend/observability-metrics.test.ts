/**
 * Request ids and Prometheus metrics of the store API: `http_request_duration_seconds` by route pattern (never
 * the raw URL) and status, served on a metrics port of its own. (The storefront's request ids are proxy.ts's:
 * tests/proxy-request-guards.test.ts.)
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startService, type RunningService } from "./helpers/start-service";
import { startMetricsServer } from "../../lib/observability/http-metrics.mjs";

jest.setTimeout(60_000);

let service: RunningService;
let metrics: http.Server;
let metricsUrl: string;

async function listening(server: http.Server): Promise<number> {
  if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

/** The metrics text lines of the histogram's `+Inf` buckets, as `{ labels, count }`. */
async function infBuckets(): Promise<Array<{ labels: string; count: number }>> {
  const text = await (await fetch(metricsUrl)).text();
  return text
    .split("\n")
    .filter((l) => l.startsWith("http_request_duration_seconds_bucket{") && l.includes('le="+Inf"'))
    .map((l) => ({
      labels: l.slice(l.indexOf("{"), l.indexOf("}") + 1),
      count: Number(l.split(" ").at(-1)),
    }));
}

function countFor(buckets: Array<{ labels: string; count: number }>, route: string, status: number): number {
  return buckets
    .filter((b) => b.labels.includes(`route="${route}"`) && b.labels.includes(`status="${status}"`))
    .reduce((n, b) => n + b.count, 0);
}

beforeAll(async () => {
  service = await startService();
  metrics = startMetricsServer({ port: "0" }) as http.Server;
  metricsUrl = `http://127.0.0.1:${await listening(metrics)}/metrics`;
});

afterAll(async () => {
  metrics?.close();
  await service?.stop();
});

describe("store API", () => {
  it("records each request under its route pattern and status, and answers with a request id", async () => {
    const before = await infBuckets();
    const missing = await fetch(`${service.baseUrl}/ecom/products/987654?country=1`, {
      headers: { "X-Request-Id": "bff-request-0001" },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-request-id")).toBe("bff-request-0001");
    const health = await fetch(`${service.baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${service.baseUrl}/ready`)).status).toBe(200);
    expect((await fetch(`${service.baseUrl}/no/such/path/123`)).status).toBe(404);

    const after = await infBuckets();
    const grew = (route: string, status: number) =>
      countFor(after, route, status) - countFor(before, route, status);
    expect(grew("/ecom/products/:id", 404)).toBe(1);
    expect(grew("/health", 200)).toBe(1);
    expect(grew("/ready", 200)).toBe(1);
    expect(grew("unmatched", 404)).toBe(1);
    // No label holds a raw id or path.
    expect(after.some((b) => b.labels.includes("987654") || b.labels.includes("/no/such"))).toBe(false);
  });
});
