/**
 * Kept catalogue pages hydrate after their largest paint (scripts/launcher/hydrate-after-lcp.mjs): Next's chunk
 * scripts and script preloads leave the markup, a loader at the end of the body names them, and the server's
 * compressor serves the rewritten page (only HTML, only pages it keeps).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { hydrateAfterLcp, hydrateAfterLcpEnabled } from "../scripts/launcher/hydrate-after-lcp.mjs";
import { createCompressor } from "../scripts/launcher/storefront-compression.mjs";

/** The shape of a page as Next 16 writes it (head chunk scripts, a component preload, flight data, bootstrap). */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" fetchPriority="high" href="/media/banners/bridal-mobile.webp"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot-1.js"/>' +
  '<script src="/_next/static/chunks/react-2.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-3.js" async=""></script>' +
  '<link rel="preload" href="/_next/static/chunks/lazy-4.js" as="script" fetchPriority="low"/>' +
  "<title>Rings | SWA Diamonds</title>" +
  '<script src="/_next/static/chunks/polyfills-5.js" noModule=""></script></head>' +
  '<body><main><img fetchPriority="high" src="/media/products/ring.webp" alt="Ring"/></main>' +
  '<script type="application/ld+json">{"@type":"Product","name":"</body> in a name"}</script>' +
  '<script id="_R_">(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push({})</script>' +
  '<script src="/_next/static/chunks/boot-1.js" async=""></script>' +
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>";

/** The URLs the loader call at the end of a rewritten page passes: [scripts, preloads, fallback ms]. */
function loaderArguments(html: string): [string[], string[], number] {
  const call = /\}\)\((\[[^\]]*\]),(\[[^\]]*\]),(\d+),(\d+),"[\w:-]+"\)<\/script><\/body>/.exec(html);
  if (!call) throw new Error("no loader before </body>");
  return [JSON.parse(call[1] as string), JSON.parse(call[2] as string), Number(call[3])];
}

describe("hydrateAfterLcp", () => {
  const out = hydrateAfterLcp(PAGE);

  it("takes every chunk script and script preload out of the markup", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
    expect(out).not.toMatch(/<link rel="preload"[^>]*as="script"/);
  });

  it("names them to the loader: scripts in page order once, preloads that are not scripts as preloads", () => {
    const [scripts, preloads, fallback] = loaderArguments(out);
    expect(scripts).toEqual([
      "/_next/static/chunks/react-2.js",
      "/_next/static/chunks/turbopack-3.js",
      "/_next/static/chunks/boot-1.js",
    ]);
    expect(preloads).toEqual(["/_next/static/chunks/lazy-4.js"]);
    expect(fallback).toBeGreaterThan(0);
  });

  it("leaves everything else as Next wrote it: the picture preload, CSS, polyfills, JSON-LD, flight data", () => {
    for (const kept of [
      '<link rel="preload" as="image" fetchPriority="high" href="/media/banners/bridal-mobile.webp"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills-5.js" noModule=""></script>',
      '{"@type":"Product","name":"</body> in a name"}',
      "(self.__next_f=self.__next_f||[]).push([0])",
      '<script id="_R_">',
    ]) {
      expect(out).toContain(kept);
    }
    expect(out.endsWith("</script></body></html>")).toBe(true);
  });

  it("returns a page without chunk scripts, or a fragment without a body end, unchanged", () => {
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body><p>hi</p></body></html>";
    expect(hydrateAfterLcp(plain)).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(hydrateAfterLcp(fragment)).toBe(fragment);
  });

  it("is on unless HYDRATE_AFTER_LCP=0", () => {
    expect(hydrateAfterLcpEnabled({})).toBe(true);
    expect(hydrateAfterLcpEnabled({ HYDRATE_AFTER_LCP: "1" })).toBe(true);
    expect(hydrateAfterLcpEnabled({ HYDRATE_AFTER_LCP: "0" })).toBe(false);
  });
});

describe("compressor with hydrateAfterLcp", () => {
  /** A server answering `/page` with PAGE (kept: s-maxage) and `/live` with PAGE (streamed: no-store). */
  async function serve(): Promise<{ url: string; close: () => Promise<void> }> {
    const compress = createCompressor({ rewritePage: hydrateAfterLcp });
    const server = http.createServer((req, res) => {
      compress(req, res);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader(
        "Cache-Control",
        req.url === "/page" ? "s-maxage=300, stale-while-revalidate" : "no-store",
      );
      res.end(PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }

  it("serves a kept page rewritten (compressed, with an ETag) and a streamed page as Next wrote it", async () => {
    const { url, close } = await serve();
    try {
      const kept = await fetch(`${url}/page`);
      expect(kept.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
      expect(kept.headers.get("etag")).toBeTruthy();
      expect(await kept.text()).toBe(hydrateAfterLcp(PAGE));
      const live = await fetch(`${url}/live`);
      expect(await live.text()).toBe(PAGE);
    } finally {
      await close();
    }
  });
});

describe("benchmark's first-load JavaScript of a rewritten page", () => {
  it("still counts every chunk the loader appends (none is hidden from the figure)", async () => {
    const { scriptSources } = await import("../scripts/bench/first-load-js");
    const origin = "http://127.0.0.1:3300";
    expect(scriptSources(hydrateAfterLcp(PAGE), origin)).toEqual(scriptSources(PAGE, origin));
  });
});
