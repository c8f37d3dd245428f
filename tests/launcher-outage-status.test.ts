/**
 * Outage pages answer 503 with Retry-After, not 500. Next answers 500 when a page's error
 * boundary caught a store API failure and offers no way to pick another status, so the storefront's own server
 * (scripts/launcher/storefront-http.mjs) rewrites it. Driven over a real socket with stand-ins for Next that
 * answer the way Next does (statusCode + end, and writeHead with headers). The full stack (Next, a store API that
 * is down) is tests/e2e/store-api-down.spec.ts.
 */
import http from "node:http";
import { OUTAGE_RETRY_AFTER_S } from "../scripts/launcher/storefront-http.mjs";
import { startStandIn, stopStandIn, type StandInHandle as Handle } from "./helpers/stand-in-storefront";

const FRIENDLY = "<!DOCTYPE html><html><body><h1>We could not reach the store just now</h1></body></html>";

/** Next's error boundary answer: status set on the response, then the friendly HTML. */
const boundaryPage: Handle = async (req, res) => {
  if (req.url === "/ok") {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end("<html><body>fine</body></html>");
    return;
  }
  if (req.url === "/with-head") {
    res.writeHead(500, { "content-type": "text/html; charset=utf-8" });
    res.end(FRIENDLY);
    return;
  }
  res.statusCode = 500;
  res.setHeader(
    "content-type",
    req.url?.startsWith("/api/") ? "application/json" : "text/html; charset=utf-8",
  );
  res.end(req.url?.startsWith("/api/") ? '{"error":{"code":"internal","message":"x"}}' : FRIENDLY);
};

let server: http.Server;
let port: number;

beforeAll(async () => {
  // Compression on, as the storefront runs: the 503 must survive the compressing layer too.
  ({ server, port } = await startStandIn(boundaryPage, { compress: true }));
});

afterAll(() => stopStandIn(server));

function get(path: string): Promise<{ status: number; retryAfter?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: res.headers["retry-after"] as string | undefined,
          body: Buffer.concat(chunks).toString("latin1"),
        }),
      );
    });
    req.on("error", reject);
  });
}

describe("outage pages", () => {
  it.each(["/", "/rings", "/jewellery/aabha-gold-band-rg0136", "/with-head"])(
    "%s: a page's 500 is answered 503 with Retry-After",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(503);
      expect(res.retryAfter).toBe(String(OUTAGE_RETRY_AFTER_S));
    },
  );

  it("leaves the BFF's own error statuses and working pages alone", async () => {
    const api = await get("/api/cart");
    expect(api.status).toBe(500);
    expect(api.retryAfter).toBeUndefined();
    const ok = await get("/ok");
    expect(ok.status).toBe(200);
    expect(ok.retryAfter).toBeUndefined();
  });
});
