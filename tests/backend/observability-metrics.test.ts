/**
 * Request ids and Prometheus metrics: the store API and the storefront's server each record
 * `http_request_duration_seconds` by route pattern (never the raw URL) and status, served on a metrics port of
 * their own; the storefront hands every request an `X-Request-Id` (a trusted proxy's, or a new one), visible to
 * the code that calls the store API, and logs one JSON line per request.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startService, type RunningService } from "./helpers/start-service";
import { startMetricsServer } from "../../lib/observability/http-metrics.mjs";
import { createJsonLogger } from "../../lib/observability/json-logger.mjs";
import { currentRequestId } from "../../lib/observability/request-context.mjs";
import { createStorefrontServer } from "../../scripts/launcher/storefront-http.mjs";
import { readRoutePatterns, routeLabel } from "../../scripts/launcher/storefront-observe.mjs";

jest.setTimeout(60_000);

let service: RunningService;
let metrics: http.Server;
let metricsUrl: string;
let appDir: string;

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
  // A build's route tree, as `.next/server/app` holds it.
  appDir = await mkdtemp(path.join(os.tmpdir(), "routes-"));
  for (const [dir, file] of [
    ["[shop]", "page.js"],
    ["[shop]/jewellery/[alias]", "page.js"],
    ["[shop]/[category]", "page.js"],
    ["api/orders/[orderId]", "route.js"],
    ["api/health", "route.js"],
  ]) {
    await mkdir(path.join(appDir, dir as string), { recursive: true });
    await writeFile(path.join(appDir, dir as string, file as string), "");
  }
});

afterAll(async () => {
  metrics?.close();
  await service?.stop();
  await rm(appDir, { recursive: true, force: true });
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

describe("storefront server", () => {
  const lines: string[] = [];
  const logger = createJsonLogger({
    name: "storefront",
    level: "info",
    destination: { write: (l) => lines.push(l) },
  });

  /** A storefront server whose stand-in handler answers with the request id its code sees, and the URL. */
  async function storefront(trustProxy: boolean) {
    const server = createStorefrontServer({
      handle: async (req, res) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify({ seen: currentRequestId(), url: req.url, header: req.headers["x-request-id"] }),
        );
      },
      trustProxy,
      compress: false,
      logger,
      routePatterns: () => readRoutePatterns(appDir),
    });
    server.listen(0, "127.0.0.1");
    return { server, base: `http://127.0.0.1:${await listening(server)}` };
  }

  it("labels paths with the build's route patterns, static segments first", () => {
    const patterns = readRoutePatterns(appDir);
    expect(routeLabel("/jewellery/malar-ruby-pendant?x=1", patterns)).toBe("/jewellery/[alias]");
    expect(routeLabel("/rings", patterns)).toBe("/[category]");
    expect(routeLabel("/", patterns)).toBe("/");
    expect(routeLabel("/api/orders/123", patterns)).toBe("/api/orders/[orderId]");
    expect(routeLabel("/a/b/c/d", patterns)).toBe("unmatched");
    expect(routeLabel("/_next/static/chunks/x.js", patterns)).toBe("/_next/static");
  });

  it("gives each request an id its code sees, logs it, and records the route pattern", async () => {
    const { server, base } = await storefront(false);
    try {
      const before = await infBuckets();
      // Not behind a trusted proxy: a client's own id is replaced.
      const res = await fetch(`${base}/jewellery/malar-ruby-pendant`, {
        headers: { "X-Request-Id": "client-id-0001" },
      });
      const body = (await res.json()) as { seen: string; header: string };
      const id = res.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.seen).toBe(id);
      expect(body.header).toBe(id);

      // next.config.ts rewrites the probes to the BFF's routes; they are counted under those routes' names.
      expect(routeLabel("/ready", readRoutePatterns(appDir))).toBe("/api/ready");
      expect(routeLabel("/health", readRoutePatterns(appDir))).toBe("/api/health");

      await new Promise((r) => setTimeout(r, 50));
      const after = await infBuckets();
      expect(countFor(after, "/jewellery/[alias]", 200) - countFor(before, "/jewellery/[alias]", 200)).toBe(
        1,
      );
      expect(after.some((b) => b.labels.includes("malar-ruby"))).toBe(false);
      const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.reqId === id);
      expect(logged).toMatchObject({
        msg: "request",
        method: "GET",
        route: "/jewellery/[alias]",
        status: 200,
      });
      expect(typeof logged?.ms).toBe("number");
    } finally {
      server.close();
    }
  });

  it("keeps a trusted proxy's well-formed request id", async () => {
    const { server, base } = await storefront(true);
    try {
      const res = await fetch(`${base}/rings`, { headers: { "X-Request-Id": "nginx-id-0002" } });
      expect(res.headers.get("x-request-id")).toBe("nginx-id-0002");
      expect(((await res.json()) as { seen: string }).seen).toBe("nginx-id-0002");
    } finally {
      server.close();
    }
  });
});
