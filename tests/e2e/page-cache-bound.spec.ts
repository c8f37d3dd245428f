/**
 * The page cache holds only canonical views, so junk query values must not grow the route cache
 * (docs/adr/0002-page-cache.md), and unknown names must not add pages (docs/adr/0019-catalogue-on-cache-components.md). Once a page's canonical view is cached, requests with junk query values, unknown
 * ids or unknown countries are served from that same entry (x-nextjs-cache HIT, never a MISS that renders and
 * stores a new copy), or redirected to the canonical view; the storefront's cache holds no more entries after.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { cachedEntries, FROM_CACHE } from "./helpers/page-cache";

async function cacheOf(request: APIRequestContext, url: string, cookie = "country=1") {
  const response = await request.get(url, { headers: { cookie }, maxRedirects: 0 });
  return {
    status: response.status(),
    cache: response.headers()["x-nextjs-cache"],
    location: response.headers()["location"],
  };
}

/** Requests a page until its canonical copy is cached. */
async function warm(request: APIRequestContext, url: string) {
  await expect.poll(async () => (await cacheOf(request, url)).cache).toMatch(/HIT|STALE/);
}

/** Letters only: the shape of a colour name, which its form cannot tell from a real view; still no new page. */
const junkWord = (i: number) => `zq${i.toString(36)}x`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);

test("junk query values, unknown ids and countries never add a cached page", async ({ request }) => {
  const pages = ["/rings", "/jewellery/jyoti-gold-band-rg0136", "/about/us", "/new/arrivals"];
  for (const page of pages) await warm(request, page);
  const before = await cachedEntries();

  const misses: string[] = [];
  for (let i = 0; i < 30; i++) {
    for (const page of pages) {
      const urls = [`${page}?colour=${junkWord(i)}`, `${page}?utm_source=${i}&sort=bogus${i}`];
      if (page !== "/rings" && page !== "/new/arrivals")
        urls.push(`${page}?metal=${i + 1}&page=${i + 2}&sort=LtoH`);
      for (const url of urls) {
        const { status, cache } = await cacheOf(request, url);
        if (status !== 200 || !FROM_CACHE.includes(cache ?? "")) misses.push(`${url}: ${status} ${cache}`);
      }
    }
    // An unknown country id is India's page, not a new copy of it.
    const unknownCountry = await cacheOf(request, "/rings", `country=${5000 + i}`);
    if (!FROM_CACHE.includes(unknownCountry.cache ?? ""))
      misses.push(`/rings country=${5000 + i}: ${unknownCountry.cache}`);
  }
  expect(misses).toEqual([]);
  expect(await cachedEntries()).toBeLessThanOrEqual(before);
});

test("a listing link naming ids the store does not have goes to the listing without them", async ({
  request,
}) => {
  const answer = await cacheOf(request, "/rings?metal=999999&sort=LtoH&page=9000&utm_source=mail");
  expect(answer.status).toBe(307);
  expect(new URL(answer.location!, "http://x").pathname).toBe("/rings");
  expect(new URL(answer.location!, "http://x").search).toBe("?utm_source=mail&sort=LtoH");
});

test("unknown category names and paths no route answers are the country's one cached 404: no page per name", async ({
  request,
}) => {
  const notFound = (path: string) => request.get(path, { headers: { cookie: "country=1" } });
  await expect
    .poll(async () => (await notFound("/nosuchthingring")).headers()["x-nextjs-cache"])
    .toMatch(/HIT|STALE/);
  const before = await cachedEntries();
  for (let i = 0; i < 20; i++) {
    for (const path of [`/${junkWord(i)}ring`, `/rings/${junkWord(i)}/parts`]) {
      const response = await notFound(path);
      expect({ path, status: response.status() }).toEqual({ path, status: 404 });
      expect(FROM_CACHE).toContain(response.headers()["x-nextjs-cache"]);
      await expect(response.text()).resolves.toContain("This page has slipped off the tray");
    }
  }
  expect(await cachedEntries()).toBeLessThanOrEqual(before);
});
