/**
 * Compression in the storefront's own server (scripts/launcher/storefront-compression.mjs, Next's compression and
 * ETags are off): what a browser receives must decode to exactly what the handler wrote, cached pages are
 * compressed once, tagged and reused only for the same bytes, a browser that has the page gets a 304, streamed
 * pages keep streaming, and answers that must not be touched are not.
 * Driven over real sockets with stand-ins for Next's handler; the full stack is exercised by the e2e suite.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { createStorefrontServer } from "../scripts/launcher/storefront-http.mjs";
import {
  compressionFromEnv,
  createCompressor,
  encodeOnce,
} from "../scripts/launcher/storefront-compression.mjs";

type Handle = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

const servers: http.Server[] = [];

async function start(handle: Handle): Promise<number> {
  const server = createStorefrontServer({ handle, trustProxy: false });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  /** the body after undoing Content-Encoding */
  text: string;
}

function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return zlib.brotliDecompressSync(raw);
  if (encoding === "gzip") return zlib.gunzipSync(raw);
  return raw;
}

function get(
  port: number,
  path: string,
  headers: http.OutgoingHttpHeaders = {},
  method = "GET",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const text = decode(raw, res.headers["content-encoding"]).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** A page of the size and repetitiveness of a listing (~100 KB of markup). */
const PAGE = `<!DOCTYPE html><html><body>${Array.from(
  { length: 400 },
  (_, i) => `<article class="card"><h3>Ring ${i}</h3><p>₹${24_000 + i * 7}</p></article>`,
).join("")}</body></html>`;

/** A stand-in for Next answering a cached page (ETags off): Cache-Control s-maxage, one end() with the whole HTML. */
function cachedPage(body: () => string): Handle {
  return async (_req, res) => {
    res.statusCode = 200;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate");
    res.setHeader("Content-Length", Buffer.byteLength(body()));
    res.end(body());
  };
}

describe("answers shared by everyone (cached pages, static files)", () => {
  it("are sent as brotli when the browser accepts it, with a length, an ETag and Vary, and decode to the page", async () => {
    const port = await start(cachedPage(() => PAGE));
    const answer = await get(port, "/rings", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(answer.raw.length);
    expect(answer.raw.length).toBeLessThan(Buffer.byteLength(PAGE) / 5);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers.vary).toMatch(/Cookie/); // the page's Vary: Cookie is kept
    expect(answer.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(answer.text).toBe(PAGE);
  });

  it("answer 304 to a browser that already has this page, and the page again once it changed", async () => {
    let body = PAGE;
    const port = await start(cachedPage(() => body));
    const first = await get(port, "/rings", { "accept-encoding": "br" });
    const etag = first.headers.etag as string;
    const again = await get(port, "/rings", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    body = PAGE.replace("Ring 1<", "Ring one<");
    const changed = await get(port, "/rings", { "accept-encoding": "br", "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.text).toBe(body);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("are sent as gzip to a browser without brotli, and as they are to one that accepts neither", async () => {
    const port = await start(cachedPage(() => PAGE));
    const gzip = await get(port, "/rings", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toBe(PAGE);
    const plain = await get(port, "/rings", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.raw.toString("utf8")).toBe(PAGE);
    expect(plain.headers.etag).toBe(gzip.headers.etag); // one page, one tag, whatever the encoding
  });

  it("are compressed once however many times, and concurrently, they are asked for", async () => {
    const encode = jest.fn(encodeOnce);
    const compress = createCompressor({ encode });
    const handle = cachedPage(() => PAGE);
    const server = http.createServer((req, res) => {
      compress(req, res);
      void handle(req, res);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get(port, "/rings", { "accept-encoding": "br" })),
    );
    answers.push(await get(port, "/rings", { "accept-encoding": "br" }));
    for (const answer of answers) expect(answer.text).toBe(PAGE);
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it("that never change (immutable) are recompressed at brotli's best in the background, and served so after", async () => {
    const encode = jest.fn(encodeOnce);
    const compress = createCompressor({ encode });
    const script = Array.from({ length: 3000 }, (_, i) => `export const value${i} = ${i * 7};`).join("\n");
    const server = http.createServer((req, res) => {
      compress(req, res);
      res.writeHead(200, {
        "Content-Type": "application/javascript",
        "Cache-Control": "public, max-age=31536000, immutable",
      });
      res.end(Buffer.from(script));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const first = await get(port, "/_next/static/chunks/a.js", { "accept-encoding": "br" });
    expect(first.text).toBe(script);
    for (let i = 0; i < 100 && encode.mock.calls.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(encode).toHaveBeenLastCalledWith(expect.any(Buffer), "br", true);
    const best: Buffer = await encode.mock.results[1]!.value;
    await new Promise((r) => setTimeout(r, 20)); // the best copy replaces the first once it is ready
    const later = await get(port, "/_next/static/chunks/a.js", { "accept-encoding": "br" });
    expect(later.raw.length).toBe(best.length);
    expect(later.raw.length).toBeLessThan(first.raw.length);
    expect(later.text).toBe(script);
    expect(encode).toHaveBeenCalledTimes(2);
  });

  it("are never answered with another body: a re-rendered page or a static file whose bytes changed", async () => {
    let body = PAGE;
    const port = await start(cachedPage(() => body));
    expect((await get(port, "/rings", { "accept-encoding": "br" })).text).toBe(PAGE);
    body = PAGE.replace("Ring 0", "Ring zero");
    expect((await get(port, "/rings", { "accept-encoding": "br" })).text).toBe(body);

    let file = "a".repeat(5000);
    const staticPort = await start(async (_req, res) => {
      res.writeHead(200, {
        "Content-Type": "text/css",
        "Cache-Control": "public, max-age=31536000, immutable",
      });
      res.end(Buffer.from(file));
    });
    expect((await get(staticPort, "/_next/static/x.css", { "accept-encoding": "gzip" })).text).toBe(file);
    file = "b".repeat(5000); // same URL, other bytes (a rebuild behind a running server)
    expect((await get(staticPort, "/_next/static/x.css", { "accept-encoding": "gzip" })).text).toBe(file);
  });

  it("written in several chunks (a piped static file) arrive whole", async () => {
    const script = `console.log(${JSON.stringify("x".repeat(5000))});`.repeat(20);
    const port = await start(async (_req, res) => {
      res.writeHead(200, { "Content-Type": "application/javascript", ETag: 'W/"chunk"' });
      for (let i = 0; i < script.length; i += 4096) res.write(script.slice(i, i + 4096));
      res.end();
    });
    const answer = await get(port, "/_next/static/chunks/app.js", { "accept-encoding": "gzip, br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.text).toBe(script);
  });

  it("are left alone when they are images, HEAD requests, not-modified answers or marked no-transform", async () => {
    const image = randomBytes(20_000);
    const port = await start(async (req, res) => {
      if (req.url === "/image.webp") {
        res.writeHead(200, { "Content-Type": "image/webp", ETag: '"img"' }).end(image);
      } else if (req.url === "/unchanged") {
        res.writeHead(304, { ETag: '"page-1"', "Cache-Control": "s-maxage=300" }).end();
      } else if (req.url === "/no-transform") {
        res.writeHead(200, { "Content-Type": "text/html", ETag: '"nt"', "Cache-Control": "no-transform" });
        res.end(PAGE);
      } else {
        await cachedPage(() => PAGE)(req, res);
      }
    });
    const img = await get(port, "/image.webp", { "accept-encoding": "br, gzip" });
    expect(img.headers["content-encoding"]).toBeUndefined();
    expect(img.raw.equals(image)).toBe(true);
    const head = await get(port, "/rings", { "accept-encoding": "br, gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    const unchanged = await get(port, "/unchanged", { "accept-encoding": "br" });
    expect(unchanged.status).toBe(304);
    const noTransform = await get(port, "/no-transform", { "accept-encoding": "br" });
    expect(noTransform.headers["content-encoding"]).toBeUndefined();
    expect(noTransform.raw.toString("utf8")).toBe(PAGE);
  });
});

describe("answers made for one request (dynamic pages, BFF JSON)", () => {
  it("are compressed on the fly and keep streaming: the first part arrives before the handler finishes", async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const port = await start(async (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.write(`<!DOCTYPE html><html><body><p>${"shell ".repeat(400)}</p>`);
      (res as unknown as { flush?: () => void }).flush?.(); // Next flushes after each streamed chunk
      await finished;
      res.end("<p>streamed later</p></body></html>");
    });
    const text = await new Promise<string>((resolve, reject) => {
      const req = http.get(
        { host: "127.0.0.1", port, path: "/cart", headers: { "accept-encoding": "gzip" } },
        (res) => {
          expect(res.headers["content-encoding"]).toBe("gzip");
          const gunzip = zlib.createGunzip();
          let seen = "";
          gunzip.on("data", (c: Buffer) => {
            seen += c.toString("utf8");
            if (seen.includes("shell") && !seen.includes("streamed later")) finish(); // first part came alone
          });
          gunzip.on("end", () => resolve(seen));
          gunzip.on("error", reject);
          res.pipe(gunzip);
        },
      );
      req.on("error", reject);
    });
    expect(text).toContain("streamed later");
  });

  it("small JSON answers go out as they are", async () => {
    const port = await start(async (_req, res) => {
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ ok: true }));
    });
    const answer = await get(port, "/api/health", { "accept-encoding": "br, gzip" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.text)).toEqual({ ok: true });
  });
});

describe("STOREFRONT_COMPRESSION=off (a reverse proxy in front compresses)", () => {
  const saved = process.env.STOREFRONT_COMPRESSION;
  beforeEach(() => {
    process.env.STOREFRONT_COMPRESSION = "off";
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.STOREFRONT_COMPRESSION;
    else process.env.STOREFRONT_COMPRESSION = saved;
  });

  it("sends a cached page as it is, still with its ETag and its 304", async () => {
    const page = PAGE.replace("<body>", "<body><script>window.kept=1</script>");
    const port = await start(cachedPage(() => page));
    const first = await get(port, "/rings", { "accept-encoding": "gzip, deflate, br" });
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(first.raw.toString("utf8")).toBe(page);
    expect(Number(first.headers["content-length"])).toBe(first.raw.length);
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    // nginx weakens the ETag of an answer it compresses; the weak form still names the page
    const again = await get(port, "/rings", { "if-none-match": `W/${first.headers.etag as string}` });
    expect(again.status).toBe(304);
  });

  it("sends answers made for one request as they are", async () => {
    const port = await start(async (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(`<!DOCTYPE html><html><body><p>${"cart ".repeat(2000)}</p></body></html>`);
    });
    const answer = await get(port, "/cart", { "accept-encoding": "gzip, br" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.text).toContain("cart cart");
  });

  it("accepts only on or off, so a typo is not silently the default", () => {
    expect(compressionFromEnv({})).toEqual(["br", "gzip"]);
    expect(compressionFromEnv({ STOREFRONT_COMPRESSION: "On" })).toEqual(["br", "gzip"]);
    expect(compressionFromEnv({ STOREFRONT_COMPRESSION: "off" })).toEqual([]);
    expect(() => compressionFromEnv({ STOREFRONT_COMPRESSION: "no" })).toThrow(/"on" or "off"/);
  });
});
