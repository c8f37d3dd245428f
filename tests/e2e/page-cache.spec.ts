/**
 * Catalogue pages are cached per country and view (docs/adr/0002-page-cache.md): the second request for the same
 * listing comes from Next's cache, a country cookie gets its own copy with its own currency, two spellings of one
 * view share a copy, and nothing personal is rendered into a cached page.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { FROM_CACHE } from "./helpers/page-cache";

async function get(request: APIRequestContext, path: string, country?: number) {
  const response = await request.get(path, { headers: country ? { cookie: `country=${country}` } : {} });
  expect(response.status(), path).toBe(200);
  return {
    cache: response.headers()["x-nextjs-cache"],
    html: await response.text(),
  };
}

test("a listing is rendered once per country and then served from the cache, one copy per country", async ({
  request,
}) => {
  await get(request, "/rings?sort=HtoL&page=1");
  const india = await get(request, "/rings?sort=HtoL&page=1");
  expect(FROM_CACHE).toContain(india.cache);
  // `Vary: Cookie` (a shared cache must keep one copy per country cookie) is added by nginx in front
  // (tests/cluster/cluster.test.ts); one `next start` sends Next's own Vary, which does not name it.
  expect(india.html).toContain("₹");

  // Same view spelled differently (case, a tracking parameter, page=1): the same cached copy.
  const respelled = await get(request, "/rings?utm_source=newsletter&sort=htol");
  expect(FROM_CACHE).toContain(respelled.cache);

  // The United States (id 2) gets its own copy in dollars, never India's.
  await get(request, "/rings?sort=HtoL", 2);
  const usa = await get(request, "/rings?sort=HtoL", 2);
  expect(FROM_CACHE).toContain(usa.cache);
  expect(usa.html).toMatch(/\$\d/);
  expect(usa.html).not.toContain("₹");
});

test("a product page is one cached copy for guests and signed-in shoppers alike", async ({ request }) => {
  const path = "/jewellery/jyoti-gold-band-rg0136";
  await get(request, path);
  const guest = await get(request, path);
  expect(FROM_CACHE).toContain(guest.cache);
  // Whatever session cookie comes along, the page is the country's cached copy: nothing personal is rendered
  // on the server (the header and the wishlist heart ask /api/session in the browser).
  const withSession = await request.get(path, { headers: { cookie: "swa_session=sealed-value; country=1" } });
  expect(FROM_CACHE).toContain(withSession.headers()["x-nextjs-cache"]);
  expect(await withSession.text()).toBe(guest.html);
});

test("a cached page goes out compressed with an ETag, and a browser that has it gets a 304", async ({
  request,
}) => {
  const path = "/jewellery/jyoti-gold-band-rg0136";
  await get(request, path);
  const first = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
  expect(first.status()).toBe(200);
  // Next's own compression (gzip); nginx in front passes it on (and serves build files as brotli from disk).
  expect(first.headers()["content-encoding"]).toBe("gzip");
  expect(first.headers()["vary"]).toMatch(/Accept-Encoding/);
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(await first.text()).toContain("Jyoti Gold Band"); // decoded by the client: the page itself

  const again = await request.get(path, {
    headers: { "accept-encoding": "br, gzip", "if-none-match": etag! },
  });
  expect(again.status()).toBe(304);
  // Another country's copy is another page: its tag differs, so the India copy's tag gets it in full.
  const usa = await request.get(path, { headers: { cookie: "country=2", "if-none-match": etag! } });
  expect(usa.status()).toBe(200);
  expect(await usa.text()).toMatch(/\$\d/);
});
