/**
 * Cached catalogue pages load Next's scripts after their largest paint (docs/adr/0003-hydration.md,
 * scripts/launcher/hydrate-after-lcp.mjs): the page's HTML names no chunk script, the browser asks for the scripts
 * only once the hero picture has arrived, and the page then works as usual.
 */
import { expect, test } from "@playwright/test";
import { INDIA, clickUntilVisible, productCards } from "./helpers/storefront";

test.use(INDIA);

const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;

test("a cached listing names its scripts only to the loader, fetches them after the hero picture, then hydrates", async ({
  page,
  request,
}) => {
  await request.get("/rings"); // the first request renders and caches the page
  const html = await (await request.get("/rings")).text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
  expect(html).toContain("loadChunksAfterLcp");

  // In page order: when each high-priority picture finished, when each chunk was asked for.
  const events: { what: "picture done" | "chunk asked"; at: number }[] = [];
  page.on("request", (r) => {
    if (CHUNK.test(r.url())) events.push({ what: "chunk asked", at: Date.now() });
  });
  page.on("requestfinished", (r) => {
    if (/\/media\/products\//.test(r.url()) && html.includes(new URL(r.url()).pathname))
      events.push({ what: "picture done", at: Date.now() });
  });
  await page.goto("/rings");
  await expect(productCards(page).first()).toBeVisible();
  await expect.poll(() => events.filter((e) => e.what === "chunk asked").length).toBeGreaterThan(3);
  const firstChunk = events.findIndex((e) => e.what === "chunk asked");
  const firstPicture = events.findIndex((e) => e.what === "picture done");
  expect(firstPicture, "a product picture arrived").toBeGreaterThanOrEqual(0);
  expect(firstPicture, "the first picture arrived before any script was asked for").toBeLessThan(firstChunk);

  // Hydrated: the header's country menu (a client component) opens.
  const menu = page.getByRole("list", { name: /choose your country/i });
  await clickUntilVisible(page.getByRole("button", { name: /change country/i }), menu);
});

test("a button pressed before the page has hydrated does its job once it has", async ({ page, request }) => {
  const listing = await (await request.get("/rings")).text();
  const alias = /href="\/jewellery\/([a-z0-9][a-z0-9_-]*)"/i.exec(listing)?.[1];
  expect(alias, "/rings links to a ring").toBeTruthy();
  await request.get(`/jewellery/${alias}`); // rendered and kept before the visit

  // The scripts arrive 1.5 s late, so the press below surely lands before hydration.
  await page.route(CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/jewellery/${alias}`, { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: /select size/i }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
});
