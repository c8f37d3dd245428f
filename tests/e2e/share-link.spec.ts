/**
 * Share links (`/jewellery/share?id&color&name&alias`): a permanent redirect to the product page, never an open
 * redirect, and an unfurl (Open Graph) with the product's name, an absolute and fetchable picture, and its price,
 * read by the real `open-graph-scraper` (its own HTTP client, following the redirect the way a messaging app
 * does). The picture is what WhatsApp and LinkedIn preview: a 1200x630 JPEG, declared with its type and size.
 * The product page's preloaded LCP photo carries the `imagesizes` its `imagesrcset` needs.
 */
import { expect, test } from "@playwright/test";
import ogs from "open-graph-scraper";
import sharp from "sharp";
import { findMultiColourSizedProduct, type StoreProduct } from "./helpers/store-api";

let product: StoreProduct;
test.beforeAll(async () => {
  product = await findMultiColourSizedProduct();
});

function shareQuery(p: StoreProduct, alias: string): string {
  const colour = p.colors[0];
  return new URLSearchParams({
    id: String(p.id),
    color: String(colour ? (p.image[colour.colour_name]?.thumbnail_color_id ?? colour.id) : 1),
    name: p.product_name,
    alias,
  }).toString();
}

test("a real alias answers a permanent redirect to /jewellery/<alias>", async ({ request, baseURL }) => {
  const response = await request.get(`/jewellery/share?${shareQuery(product, product.alias)}`, {
    maxRedirects: 0,
  });
  expect([301, 308]).toContain(response.status());
  const location = new URL(response.headers().location ?? "", baseURL);
  expect(location.origin).toBe(new URL(baseURL ?? "").origin);
  expect(location.pathname).toBe(`/jewellery/${product.alias}`);
});

for (const [label, alias] of [
  ["an unknown alias", "no-such-piece-zz9"],
  ["a protocol-relative URL", "//evil.example"],
  ["an absolute URL", "https://evil.example/x"],
  ["a backslash trick", "/\\evil.example"],
] as const) {
  test(`${label} goes to /`, async ({ request, baseURL }) => {
    const query = new URLSearchParams({ id: "999999", color: "1", name: "x", alias }).toString();
    const response = await request.get(`/jewellery/share?${query}`, { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    const location = new URL(response.headers().location ?? "", baseURL);
    expect(location.origin).toBe(new URL(baseURL ?? "").origin);
    expect(location.pathname).toBe("/");
  });
}

test("the share link unfurls with name, absolute fetchable image and price", async ({ request, baseURL }) => {
  const shareUrl = `${baseURL}/jewellery/share?${shareQuery(product, product.alias)}`;
  const { error, result } = await ogs({
    url: shareUrl,
    timeout: 30,
    customMetaTags: [
      { multiple: false, property: "product:price:amount", fieldName: "productPriceAmount" },
      { multiple: false, property: "product:price:currency", fieldName: "productPriceCurrency" },
      { multiple: false, property: "og:price:amount", fieldName: "ogPriceAmount" },
      { multiple: false, property: "og:price:currency", fieldName: "ogPriceCurrency" },
    ],
  });
  expect(error).toBe(false);
  const custom = result as typeof result & Record<string, string | undefined>;
  // og:title is the product's name (the store's SEO title, which starts with the name, is accepted too).
  expect([product.product_name, product.meta_title]).toContain(result.ogTitle);
  expect(result.ogTitle?.startsWith(product.product_name)).toBe(true);
  // The redirect was followed: og:url is the product page itself, absolute (SITE_URL's origin).
  expect(result.ogUrl).toMatch(/^https?:\/\//);
  expect(new URL(result.ogUrl ?? "").pathname).toBe(`/jewellery/${product.alias}`);

  // One picture, the share card: an absolute URL answering a 1200x630 JPEG, as its tags say.
  expect(result.ogImage).toHaveLength(1);
  const image = result.ogImage?.[0];
  const imageUrl = image?.url ?? "";
  expect(imageUrl).toMatch(/^https?:\/\//);
  expect([image?.type, Number(image?.width), Number(image?.height)]).toEqual(["image/jpeg", 1200, 630]);
  expect(result.twitterCard).toBe("summary_large_image");
  const fetched = await request.get(imageUrl);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()["content-type"]).toBe("image/jpeg");
  const picture = await sharp(await fetched.body()).metadata();
  expect([picture.format, picture.width, picture.height]).toEqual(["jpeg", 1200, 630]);

  const amount = custom.productPriceAmount ?? custom.ogPriceAmount;
  const currency = custom.productPriceCurrency ?? custom.ogPriceCurrency;
  expect(Number(amount)).toBeGreaterThan(0);
  const shown = product.is_on_discount ? product.country_discount_price : product.country_total_price;
  expect(Number(amount)).toBeCloseTo(shown, 0);
  expect(currency).toBe("INR");
});

test("the share picture of an unknown product is 404", async ({ request }) => {
  const response = await request.get("/jewellery/no-such-piece-zz9/share-image");
  expect(response.status()).toBe(404);
});

test("the product page's preloaded photo says its sizes, as its srcset needs", async ({ request }) => {
  const html = await (await request.get(`/jewellery/${product.alias}`)).text();
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/gi)].map((m) => m[0]);
  const withSrcset = preloads.filter((link) => /\bimagesrcset="[^"]*\d+w\b/i.test(link));
  expect(withSrcset.length, "the LCP photo is preloaded with a srcset").toBeGreaterThan(0);
  for (const link of withSrcset)
    expect(link, "imagesizes beside imagesrcset").toMatch(/\bimagesizes="[^"]+"/i);
});
