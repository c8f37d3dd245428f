/**
 * `GET ecom/products/sitemap` (reference extra): the catalogue in id order, in batches of at most 5,000, each
 * product once with the alias and main picture its listing card shows; bad batch sizes are a clear 400.
 */
import { sitemapProductsResponse, type SitemapProduct } from "../../lib/store-api/contract";
import { getParsed, listAll } from "./helpers/catalogue";
import { getJson, serviceForThisFile } from "./helpers/start-service";

const svc = serviceForThisFile();

const batch = async (offset: number, limit: number): Promise<SitemapProduct[]> =>
  (
    await getParsed(
      svc.baseUrl,
      `ecom/products/sitemap?offset=${offset}&limit=${limit}`,
      sitemapProductsResponse,
    )
  ).results.data;

test("batches of 100 walk the whole catalogue once, in id order, with each card's alias and picture", async () => {
  const { cards, count } = await listAll(svc.baseUrl, "country=1");
  const walked: SitemapProduct[] = [];
  for (let offset = 0; offset < count + 100; offset += 100) walked.push(...(await batch(offset, 100)));
  expect(walked).toHaveLength(count);
  const ids = walked.map((p) => p.product_id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  const byId = new Map(cards.map((c) => [c.product_id, c]));
  for (const entry of walked) {
    const card = byId.get(entry.product_id)!;
    expect(entry.alias).toBe(card.alias);
    expect(entry.thumbnail_image).toBe(card.thumbnail_image);
  }
  expect(await batch(count, 100)).toEqual([]);
});

test("a batch over 5,000, a zero or a negative figure is a 400 that says what is wrong", async () => {
  for (const [qs, message] of [
    ["limit=5001", "limit is out of range"],
    ["limit=0", "limit is out of range"],
    ["offset=-1", "offset must be a whole number"],
  ] as const) {
    const { status, body } = await getJson(svc.baseUrl, `ecom/products/sitemap?${qs}`);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  }
});
