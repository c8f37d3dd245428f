/**
 * `/media/*` (app/media/[...path]/route.ts): product pictures and review videos streamed from the store API, with
 * the browser's Range and revalidation headers passed on and the store API's status and caching headers passed
 * back, unsafe paths refused before the store API is asked, and an outage answered without the store API's address.
 * A small node:http server stands in for the store API's `/media/*` (the reference backend answers the same way:
 * ETag, byte ranges, 304, 404, 416).
 */
jest.mock("server-only", () => ({}));

import http from "node:http";
import type { AddressInfo } from "node:net";
import * as mediaRoute from "../app/media/[...path]/route";
import { mediaFromStore } from "../lib/media/media-proxy";

/** A picture of 1000 bytes, each byte its index mod 251, so any slice shows where it came from. */
const PICTURE = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const ETAG = '"ring-w640-v1"';
const LAST_MODIFIED = "Sat, 01 Nov 2025 10:00:00 GMT";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Every path the stand-in store API was asked for, and the headers of the last request. */
let asked: string[] = [];
let lastHeaders: http.IncomingHttpHeaders = {};
/** Releases the second half of the streamed video. */
let finishVideo: () => void = () => {};
let store: http.Server;

function answerPicture(req: http.IncomingMessage, res: http.ServerResponse): void {
  const head = {
    "Content-Type": "image/webp",
    ETag: ETAG,
    "Last-Modified": LAST_MODIFIED,
    "Cache-Control": IMMUTABLE,
    "Accept-Ranges": "bytes",
    "X-Internal-Node": "store-api-1",
  };
  if (req.headers["if-none-match"] === ETAG) {
    res.writeHead(304, head).end();
    return;
  }
  const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? "");
  if (req.headers.range && !range) {
    res.writeHead(416, { ...head, "Content-Range": `bytes */${PICTURE.length}` }).end();
    return;
  }
  if (range) {
    const start = Number(range[1]);
    const end = Math.min(Number(range[2]), PICTURE.length - 1);
    if (start >= PICTURE.length) {
      res.writeHead(416, { ...head, "Content-Range": `bytes */${PICTURE.length}` }).end();
      return;
    }
    const slice = PICTURE.subarray(start, end + 1);
    res.writeHead(206, {
      ...head,
      "Content-Range": `bytes ${start}-${end}/${PICTURE.length}`,
      "Content-Length": slice.length,
    });
    res.end(req.method === "HEAD" ? undefined : slice);
    return;
  }
  res.writeHead(200, { ...head, "Content-Length": PICTURE.length });
  res.end(req.method === "HEAD" ? undefined : PICTURE);
}

beforeAll(async () => {
  store = http.createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    lastHeaders = req.headers;
    if (req.url === "/media/products/ring-w640.webp") return answerPicture(req, res);
    if (req.url === "/media/slow.webp") return; // never answers
    if (req.url === "/media/reviews/clip.mp4") {
      res.writeHead(200, { "Content-Type": "video/mp4", "Content-Length": 8 });
      res.write("first");
      finishVideo = () => res.end("end");
      return;
    }
    const body = JSON.stringify({ results: { status_code: 404, message: "Media not found" } });
    res.writeHead(404, { "Content-Type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
  process.env.STORE_API_URL = `http://127.0.0.1:${(store.address() as AddressInfo).port}/`;
  process.env.SESSION_PASSWORD = "test-session-password-0123456789-abcdefghij";
});

beforeEach(() => {
  asked = [];
  lastHeaders = {};
});

afterAll(async () => {
  store.closeAllConnections();
  await new Promise((resolve) => store.close(resolve));
});

/** GET (or HEAD) of `/media/<segments>` through the route handler, as Next calls it. */
function media(segments: string[], headers: Record<string, string> = {}, method = "GET"): Promise<Response> {
  const request = new Request(`http://localhost:3000/media/${segments.join("/")}`, { method, headers });
  const handler = method === "HEAD" ? mediaRoute.HEAD : mediaRoute.GET;
  return handler(request, { params: Promise.resolve({ path: segments }) });
}

const RING = ["products", "ring-w640.webp"];

describe("a product picture from the store API", () => {
  it("whole: 200 with the store's bytes and caching headers, and nothing of its internals", async () => {
    const answer = await media(RING);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(PICTURE);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("content-length")).toBe("1000");
    expect(answer.headers.get("etag")).toBe(ETAG);
    expect(answer.headers.get("last-modified")).toBe(LAST_MODIFIED);
    expect(answer.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(answer.headers.get("accept-ranges")).toBe("bytes");
    expect(answer.headers.get("x-internal-node")).toBeNull();
    expect(answer.headers.get("x-middleware-rewrite")).toBeNull();
    expect(asked).toEqual(["GET /media/products/ring-w640.webp"]);
  });

  it("a byte range: 206 with exactly those bytes and their Content-Range", async () => {
    const answer = await media(RING, { Range: "bytes=100-199" });
    expect(answer.status).toBe(206);
    expect(answer.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(answer.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(PICTURE.subarray(100, 200));
  });

  it("a range past the end: 416 with the file's size", async () => {
    const answer = await media(RING, { Range: "bytes=5000-6000" });
    expect(answer.status).toBe(416);
    expect(answer.headers.get("content-range")).toBe("bytes */1000");
  });

  it("a revalidation with the current ETag: 304 without a body", async () => {
    const answer = await media(RING, { "If-None-Match": ETAG, "If-Modified-Since": LAST_MODIFIED });
    expect(answer.status).toBe(304);
    expect(answer.body).toBeNull();
    expect(answer.headers.get("etag")).toBe(ETAG);
    expect(lastHeaders["if-modified-since"]).toBe(LAST_MODIFIED);
  });

  it("HEAD: the headers, no body, and the store API is asked with HEAD", async () => {
    const answer = await media(RING, {}, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-length")).toBe("1000");
    expect(answer.body).toBeNull();
    expect(asked).toEqual(["HEAD /media/products/ring-w640.webp"]);
  });

  it("a file the store does not have: its 404", async () => {
    const answer = await media(["products", "no-such-w640.webp"]);
    expect(answer.status).toBe(404);
  });
});

describe("a review video", () => {
  it("streams: the first bytes reach the shopper before the store API has sent the rest", async () => {
    const answer = await media(["reviews", "clip.mp4"]);
    expect(answer.status).toBe(200);
    const reader = answer.body!.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!).toString()).toBe("first");
    finishVideo();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += Buffer.from(chunk.value).toString();
    expect(rest).toBe("end");
  });
});

describe("paths that could name another file", () => {
  it.each([
    [["..", "secret.txt"]],
    [["products", "..", "..", "etc", "passwd"]],
    [["."]],
    [["products%2F..%2Fsecret"]],
    [["products/../secret"]],
    [["products\\..\\secret"]],
    [["%2e%2e", "secret"]],
    [[]],
  ])("%j: 404 without asking the store API", async (segments) => {
    const answer = await media(segments);
    expect(answer.status).toBe(404);
    expect(asked).toEqual([]);
  });
});

describe("the store API down or silent", () => {
  it("no answer in time: 504, naming no internal address", async () => {
    const request = new Request("http://localhost:3000/media/slow.webp");
    const answer = await mediaFromStore(request, ["slow.webp"], 200);
    expect(answer.status).toBe(504);
    const body = await answer.text();
    expect(body).not.toMatch(/127\.0\.0\.1|:\d{4,5}\//);
    expect(JSON.parse(body)).toEqual({
      error: { code: "upstream_timeout", message: "The store is taking too long. Please try again." },
    });
  });

  it("unreachable: 502 with Retry-After, naming no internal address, not even in the log", async () => {
    store.closeAllConnections();
    await new Promise((resolve) => store.close(resolve));
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const answer = await media(RING);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(logged.mock.calls)).not.toContain("127.0.0.1");
    logged.mockRestore();
    expect(answer.status).toBe(502);
    expect(answer.headers.get("retry-after")).toBe("10");
    const body = await answer.text();
    expect(body).not.toContain("127.0.0.1");
    expect(JSON.stringify([...answer.headers])).not.toContain("127.0.0.1");
    expect(JSON.parse(body).error.code).toBe("upstream_unavailable");
  });
});
