/**
 * The storefront's HTTP layer answers an address with broken percent-encoding itself (400, with the security
 * headers) instead of letting Next fail on it, and no answer tells the browser where proxy.ts sent the request.
 * Real sockets, with a stand-in for Next that answers the way Next does after a proxy rewrite. Pictures are no
 * rewrite (app/media answers them: tests/media-route.test.ts).
 */
import http from "node:http";
import { startStandIn, stopStandIn } from "./helpers/stand-in-storefront";
import { MALFORMED_PATH_MESSAGE, pathDecodes } from "../scripts/launcher/request-guards.mjs";

let server: http.Server;
let port: number;
let handled: string[];

beforeEach(async () => {
  handled = [];
  ({ server, port } = await startStandIn(async (req, res) => {
    handled.push(req.url ?? "");
    if (req.url === "/search") res.setHeader("x-middleware-rewrite", "/1/search");
    else res.writeHead(200, { "Content-Type": "text/html", "x-middleware-rewrite": "/1/rings" });
    res.end("from Next");
  }));
});

afterEach(() => stopStandIn(server));

/** GET over a real socket (fetch would normalise the path); the raw target is sent as written. */
function get(target: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: target, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("an address whose percent-encoding does not decode", () => {
  it.each(["/%ff", "/rings/%ff", "/jewellery/a%e0%a4", "/%"])(
    "page %s: 400 in plain words, never Next",
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      expect(answer.body).toBe(MALFORMED_PATH_MESSAGE);
      expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(handled).toEqual([]);
    },
  );

  it("BFF /api/cart/%ff: 400 in the error envelope with the security headers", async () => {
    const answer = await get("/api/cart/%ff");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: "bad_request", message: MALFORMED_PATH_MESSAGE },
    });
    expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(handled).toEqual([]);
  });

  it("good escapes and a bad escape in the query still reach Next", async () => {
    for (const path of ["/search?q=%ff", "/jewellery/%E0%A4%B9", "/rings?page=2"]) {
      expect((await get(path)).status).toBe(200);
    }
    expect(handled).toEqual(["/search?q=%ff", "/jewellery/%E0%A4%B9", "/rings?page=2"]);
    expect(pathDecodes("/a%20b")).toBe(true);
  });
});

describe("where proxy.ts sent a request stays inside", () => {
  it("pages do not name their internal path, whether Next set it beforehand or with the head", async () => {
    const search = await get("/search");
    const page = await get("/rings");
    expect(search.status).toBe(200);
    expect(page.status).toBe(200);
    expect(search.headers["x-middleware-rewrite"]).toBeUndefined();
    expect(page.headers["x-middleware-rewrite"]).toBeUndefined();
  });
});
