/**
 * Generated product media: URL vocabulary, deterministic WebP renders and the caching /media/* route
 * (404s, path traversal, cache headers, ETag revalidation, byte ranges on MP4, single render under concurrency).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import {
  AD_KEYS,
  BANNER_KEYS,
  CATEGORY_SLUGS,
  DESIGNS,
  IMAGE_WIDTHS,
  METAL_COLOURS,
  STONES,
  TAG_SLUGS,
  adImagePath,
  adVideoPath,
  bannerImagePath,
  categoryThumbPath,
  certificateVideoPath,
  nearestImageWidth,
  parseMediaPath,
  parseProductImagePath,
  productImagePath,
  productVideoPath,
  reviewPhotoPath,
  tagThumbPath,
  type ProductArt,
} from "@/backend/media/spec";
import { renderProductWebp } from "@/backend/media/render-product";
import { RENDER_REVISION } from "@/backend/media/render-media";
import { mediaRoutes, prewarmMedia } from "@/backend/media/routes";
import { ALLOW_ALL_MEDIA } from "@/backend/media/media-index";

jest.setTimeout(120_000);

let cacheDir: string;
beforeAll(() => {
  cacheDir = mkdtempSync(join(tmpdir(), "media-test-"));
});
afterAll(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

describe("media paths", () => {
  it("round-trips every design, stone, colour, view and width", () => {
    for (const design of DESIGNS) {
      for (const stone of STONES) {
        const art: ProductArt = { design, stone, variant: (design.length * 7) % 100 };
        for (const colour of METAL_COLOURS) {
          for (let view = 0; view < 4; view++) {
            for (const width of IMAGE_WIDTHS) {
              const path = productImagePath(art, colour, view, width);
              expect(path).toMatch(/^\/media\/products\/[a-z]+-[a-z]+-\d+\/[a-z]+-\d-w\d+\.webp$/);
              expect(parseProductImagePath(path)).toEqual({ art, colour, view, width });
            }
          }
        }
      }
    }
  });

  it("uses the documented formats and the -w{width} suffix", () => {
    const art: ProductArt = { design: "ring", stone: "diamond", variant: 7 };
    expect(productImagePath(art, "rose", 1)).toBe("/media/products/ring-diamond-7/rose-1-w640.webp");
    expect(productImagePath(art, "pt", 0, 1280)).toBe("/media/products/ring-diamond-7/pt-0-w1280.webp");
    expect(productVideoPath(art, "yellow")).toBe("/media/videos/ring-diamond-7/yellow.mp4");
    expect(bannerImagePath("bridal", "mobile")).toBe("/media/banners/bridal-mobile.webp");
    expect(adImagePath("certified")).toBe("/media/ads/certified.webp");
    expect(categoryThumbPath("nose-pins")).toBe("/media/categories/nose-pins.webp");
    expect(tagThumbPath("daily-wear")).toBe("/media/tags/daily-wear.webp");
    expect(reviewPhotoPath(39)).toBe("/media/reviews/39.webp");
    expect(certificateVideoPath()).toBe("/media/videos/certificate.mp4");
    expect(adVideoPath("try-at-home")).toBe("/media/videos/ad-try-at-home.mp4");
    expect(nearestImageWidth(750)).toBe(960);
    expect(nearestImageWidth(5000)).toBe(1280);
  });

  it("parses every non-product path kind", () => {
    expect(parseMediaPath(productVideoPath({ design: "coin", stone: "none", variant: 0 }, "yellow"))).toEqual({
      kind: "product-video",
      art: { design: "coin", stone: "none", variant: 0 },
      colour: "yellow",
    });
    for (const key of BANNER_KEYS) expect(parseMediaPath(bannerImagePath(key, "desktop"))).toEqual({ kind: "banner", key, target: "desktop" });
    for (const key of AD_KEYS) {
      expect(parseMediaPath(adImagePath(key))).toEqual({ kind: "ad", key });
      expect(parseMediaPath(adVideoPath(key))).toEqual({ kind: "ad-video", key });
    }
    for (const slug of CATEGORY_SLUGS) expect(parseMediaPath(categoryThumbPath(slug))).toEqual({ kind: "category", slug });
    for (const slug of TAG_SLUGS) expect(parseMediaPath(tagThumbPath(slug))).toEqual({ kind: "tag", slug });
    expect(parseMediaPath(reviewPhotoPath(0))).toEqual({ kind: "review", n: 0 });
    expect(parseMediaPath(certificateVideoPath())).toEqual({ kind: "certificate-video" });
  });

  it.each([
    "/media/products/ring-diamond-07/rose-1-w640.webp", // leading zero: one URL per image
    "/media/products/ring-diamond-100/rose-1-w640.webp",
    "/media/products/tiara-diamond-1/rose-1-w640.webp",
    "/media/products/ring-opal-1/rose-1-w640.webp",
    "/media/products/ring-diamond-1/green-1-w640.webp",
    "/media/products/ring-diamond-1/rose-4-w640.webp",
    "/media/products/ring-diamond-1/rose-1-w500.webp",
    "/media/products/ring-diamond-1/rose-1-w640.png",
    "/media/products/ring-diamond-1/../../etc/passwd",
    "/media/banners/unknown-desktop.webp",
    "/media/reviews/40.webp",
    "/media/videos/ad-unknown.mp4",
  ])("rejects %s", (path) => {
    expect(parseMediaPath(path)).toBeNull();
  });

  it("refuses to build paths the route would refuse", () => {
    const art: ProductArt = { design: "ring", stone: "diamond", variant: 1 };
    expect(() => productImagePath(art, "rose", 4)).toThrow(RangeError);
    expect(() => productImagePath(art, "rose", 0, 500)).toThrow(RangeError);
    expect(() => productImagePath({ ...art, variant: 100 }, "rose", 0)).toThrow(RangeError);
  });
});

describe("product renders", () => {
  it("are WebP of the requested width and byte-identical across renders", async () => {
    const art: ProductArt = { design: "solitaire", stone: "diamond", variant: 3 };
    const a = await renderProductWebp(art, "yellow", 0, 320);
    const b = await renderProductWebp(art, "yellow", 0, 320);
    expect(Buffer.compare(a, b)).toBe(0);
    const meta = await sharp(a).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(320);
  });

  it("renders every design (cycling through the views) as a WebP", async () => {
    for (const [i, design] of DESIGNS.entries()) {
      const view = i % 4;
      const buf = await renderProductWebp({ design, stone: i % 3 ? "ruby" : "none", variant: i * 13 }, "rose", view, 320);
      expect(buf.subarray(8, 12).toString("ascii")).toBe("WEBP");
    }
  });
});

describe("/media route", () => {
  const app = () => mediaRoutes(cacheDir, ALLOW_ALL_MEDIA);

  it("serves a product image with cache headers and an ETag, then 304 on revalidation", async () => {
    const path = productImagePath({ design: "stud", stone: "emerald", variant: 2 }, "white", 1, 320);
    const res = await app().request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const body = Buffer.from(await res.arrayBuffer());
    expect((await sharp(body).metadata()).width).toBe(320);
    expect(existsSync(join(cacheDir, RENDER_REVISION, path))).toBe(true);

    const again = await app().request(path);
    expect(Buffer.compare(Buffer.from(await again.arrayBuffer()), body)).toBe(0);
    const revalidated = await app().request(path, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
  });

  it("renders again what an earlier rendering revision left in the cache", async () => {
    const path = bannerImagePath("bridal", "mobile");
    const stale = join(cacheDir, path);
    mkdirSync(dirname(stale), { recursive: true });
    writeFileSync(stale, "old render");
    const res = await app().request(path);
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    expect((await sharp(body).metadata()).format).toBe("webp");
    // Banners are artwork at quality 75: the phone banner (the home page's LCP picture) stays under 50 KB.
    expect(body.length).toBeLessThan(50_000);
  });

  it("renders once for concurrent first requests and leaves no temp files", async () => {
    const path = productImagePath({ design: "coin", stone: "none", variant: 4 }, "yellow", 0, 320);
    const a = app();
    const results = await Promise.all([a.request(path), a.request(path), app().request(path)]);
    const bodies = await Promise.all(results.map(async (r) => Buffer.from(await r.arrayBuffer())));
    for (const r of results) expect(r.status).toBe(200);
    expect(Buffer.compare(bodies[0]!, bodies[1]!)).toBe(0);
    expect(Buffer.compare(bodies[0]!, bodies[2]!)).toBe(0);
    const dir = join(cacheDir, RENDER_REVISION, "media/products/coin-none-4");
    expect(readdirSync(dir)).toEqual(["yellow-0-w320.webp"]);
  });

  it.each([
    "/media/nope.webp",
    "/media/products/ring-diamond-1/rose-1-w641.webp",
    "/media/products/ring-diamond-1/..%2F..%2F..%2Fetc%2Fpasswd",
    "/media/..%2fpackage.json",
  ])("404s with the JSON envelope for %s", async (path) => {
    const res = await app().request(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ results: { status_code: 404, message: "Media not found" } });
  });

  it.each(["/media/products/ring-diamond-1/../../../../package.json", "/media/products/%2e%2e/%2e%2e/package.json"])(
    "never resolves dot-dot paths outside the cache: %s",
    async (path) => {
      // the URL parser folds these to /package.json before routing; whatever handles it, it is not a file
      const res = await app().request(path);
      expect(res.status).toBe(404);
    },
  );

  it("serves MP4 with byte ranges", async () => {
    const path = certificateVideoPath();
    const full = await app().request(path);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("video/mp4");
    expect(full.headers.get("accept-ranges")).toBe("bytes");
    expect(full.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await full.arrayBuffer());
    const size = bytes.length;
    expect(bytes.subarray(4, 8).toString("ascii")).toBe("ftyp");

    const part = await app().request(path, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${size}`);
    const partBody = Buffer.from(await part.arrayBuffer());
    expect(partBody.length).toBe(100);
    expect(Buffer.compare(partBody, bytes.subarray(100, 200))).toBe(0);

    const open = await app().request(path, { headers: { Range: "bytes=10-" } });
    expect(open.status).toBe(206);
    expect(open.headers.get("content-range")).toBe(`bytes 10-${size - 1}/${size}`);

    const tail = await app().request(path, { headers: { Range: "bytes=-50" } });
    expect(tail.headers.get("content-range")).toBe(`bytes ${size - 50}-${size - 1}/${size}`);

    const bad = await app().request(path, { headers: { Range: `bytes=${size}-` } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get("content-range")).toBe(`bytes */${size}`);
  });

  it("prewarms a list of paths into the cache, skipping unknown ones", async () => {
    const paths = [categoryThumbPath("rings"), tagThumbPath("gifting"), "/media/bogus.webp"];
    await prewarmMedia(paths, cacheDir);
    expect(existsSync(join(cacheDir, RENDER_REVISION, "media/categories/rings.webp"))).toBe(true);
    expect(existsSync(join(cacheDir, RENDER_REVISION, "media/tags/gifting.webp"))).toBe(true);
  });
});
