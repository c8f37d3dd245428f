/**
 * The proxy's snapshot of the store's lists (lib/shop/known-views.ts), read from the reference
 * backend as the proxy reads it: every country, category, metal, tag and colour of the seed, and the deepest
 * listing page (350 products, 20 a page).
 */
import { knownViews } from "@/lib/shop/known-views";
import { startService, type RunningService } from "./helpers/start-service";

let svc: RunningService;
beforeAll(async () => {
  svc = await startService();
  process.env.STORE_API_URL = `${svc.baseUrl}/`;
}, 60_000);
afterAll(() => svc?.stop());

it("holds the store's real countries, ids, colour names and page count", async () => {
  const known = await knownViews();
  expect(known).toBeDefined();
  expect([...known!.countryIds].sort()).toEqual([1, 2, 3, 4]);
  expect(known!.categoryIds.size).toBe(11);
  expect(known!.categoryKeys.has("RINGS")).toBe(true);
  expect(known!.metalIds.size).toBe(5);
  expect(known!.tagIds.size).toBe(7);
  expect([...known!.colourNames].sort()).toEqual(["pt", "rose", "white", "yellow"]);
  expect(known!.maxPage).toBe(Math.ceil(350 / 20));
});
