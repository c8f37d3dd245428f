/**
 * The share picture (`/jewellery/{alias}/share-image`, the og:image of product pages) over its real route handler
 * against the real reference backend: a 1200x630 JPEG that messaging apps preview, with the product's photo on the
 * left and its price drawn in the shopper's currency; unknown products are 404; and the picture is drawn once per
 * product and country, whatever URLs ask for it, so the cache cannot grow with the URLs people send.
 */
import "./helpers/next-als"; // first: before any module of next loads
import sharp, { type Region } from "sharp";
import * as route from "../../app/[shop]/jewellery/[alias]/share-image/route";
import { bffRequest, callRoute, useBffEnv } from "./helpers/bff";
import { startService, type RunningService } from "./helpers/start-service";

jest.setTimeout(60_000);

/**
 * `'use cache'` as `next start` keeps the card: one entry per distinct argument list of keptShareCard (Next keys
 * a cached function by its serialised arguments), with the tags its scope set. Outside Next the directive is inert,
 * so this stands in for it around the real function.
 */
const stored = new Map<string, Promise<string | null>>();
const drawn: { args: unknown[]; tags: string[] }[] = [];
let scopeTags: string[] = [];
jest.mock("next/cache", () => ({
  ...jest.requireActual<typeof import("next/cache")>("next/cache"),
  cacheLife: () => {},
  cacheTag: (...tags: string[]) => scopeTags.push(...tags),
}));
jest.mock("@/lib/seo/kept-share-card", () => {
  const actual = jest.requireActual<typeof import("@/lib/seo/kept-share-card")>("@/lib/seo/kept-share-card");
  return {
    keptShareCard: (...args: Parameters<typeof actual.keptShareCard>) => {
      const key = JSON.stringify(args);
      if (!stored.has(key)) {
        scopeTags = [];
        const card = actual.keptShareCard(...args);
        drawn.push({ args, tags: scopeTags });
        stored.set(key, card);
      }
      return stored.get(key)!;
    },
  };
});

/** The pictures drawn (each a cache entry). */
const picturesDrawn = () => drawn;

let service: RunningService;
let product: { id: number; alias: string; photo: string };

beforeAll(async () => {
  service = await startService();
  useBffEnv(`${service.baseUrl}/`);
  const list = await fetch(`${service.baseUrl}/ecom/products?country=1`).then((r) => r.json());
  const card = list.results.data[0] as { product_id: number; alias: string };
  const detail = (
    await fetch(`${service.baseUrl}/ecom/products/${card.product_id}?country=1`).then((r) => r.json())
  ).results.data;
  const firstColour = detail.colors[0].colour_name as string;
  product = { id: card.product_id, alias: card.alias, photo: detail.image[firstColour].multiple_images[0] };
}, 180_000);

afterAll(async () => {
  await service?.stop();
});

/** GET the share picture as the proxy hands it over: `[shop]` is the country id (1 India, 2 USA). */
const get = (alias: string, shop = "1", query = "") =>
  callRoute(route.GET, bffRequest(`/${shop}/jewellery/${encodeURIComponent(alias)}/share-image${query}`), {
    shop,
    alias,
  });

/** The image (or a region of it) as 63x63 greyscale pixels, for comparing regions of two pictures. */
const grey = async (bytes: Buffer, region?: Region) =>
  (region ? sharp(bytes).extract(region) : sharp(bytes))
    .resize(63, 63, { fit: "fill" })
    .greyscale()
    .raw()
    .toBuffer();
const meanDiff = (a: Buffer, b: Buffer) =>
  a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;

const PHOTO = { left: 0, top: 0, width: 630, height: 630 };
const PANEL = { left: 630, top: 0, width: 570, height: 630 };

test("a product's share picture is a cacheable 1200x630 JPEG with its photo on the left", async () => {
  const answer = await get(product.alias);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("image/jpeg");
  expect(answer.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
  const jpeg = Buffer.from(await answer.arrayBuffer());
  const meta = await sharp(jpeg).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);

  const photo = Buffer.from(await (await fetch(`${service.baseUrl}${product.photo}`)).arrayBuffer());
  // The left square is the product's photo (up to JPEG's loss); the right panel is not (text on a plain ground).
  expect(meanDiff(await grey(jpeg, PHOTO), await grey(photo))).toBeLessThan(4);
  expect(meanDiff(await grey(jpeg, PANEL), await grey(photo))).toBeGreaterThan(10);
});

test("the price is drawn in the country's currency: the US picture differs from India's in the panel only", async () => {
  const india = Buffer.from(await (await get(product.alias, "1")).arrayBuffer());
  const usa = Buffer.from(await (await get(product.alias, "2")).arrayBuffer());
  expect(meanDiff(await grey(india, PHOTO), await grey(usa, PHOTO))).toBeLessThan(1);
  expect(meanDiff(await grey(india, PANEL), await grey(usa, PANEL))).toBeGreaterThan(0.5);
});

test("unknown or malformed aliases and segments the proxy never makes are 404, not cached", async () => {
  for (const [alias, shop] of [
    ["no-such-piece-zz9", "1"],
    ["../../etc/passwd", "1"],
    [product.alias, "not-a-shop"],
  ] as const) {
    const answer = await get(alias, shop);
    expect({ alias, shop, status: answer.status }).toEqual({ alias, shop, status: 404 });
    expect(answer.headers.get("cache-control")).toBe("no-store");
  }
});

test("each product's picture is drawn once per country, whatever URLs ask for it", async () => {
  drawn.length = 0;
  stored.clear();
  const first = Buffer.from(await (await get(product.alias)).arrayBuffer());
  expect(picturesDrawn()).toHaveLength(1);
  expect(picturesDrawn()[0]!.tags).toContain(`product:${product.id}`); // expires with the product's data

  // The same picture from the cache, for the same URL, other query strings, and after unknown aliases.
  const again = await Promise.all(
    ["", "?v=2", "?utm_source=whatsapp&x=" + "y".repeat(500)].map(async (q) =>
      Buffer.from(await (await get(product.alias, "1", q)).arrayBuffer()),
    ),
  );
  for (let i = 0; i < 50; i++) expect((await get(`made-up-alias-${i}`)).status).toBe(404);
  for (const bytes of again) expect(bytes.equals(first)).toBe(true);
  expect(picturesDrawn()).toHaveLength(1);
});
