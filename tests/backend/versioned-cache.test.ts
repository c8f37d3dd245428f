/**
 * The store API's cache of catalogue counts and search readings: an answer is served again only while the
 * catalogue has not changed, a change that commits while an answer is being computed keeps that answer from being
 * served again, concurrent first reads share one computation, and a new synonym is understood at once.
 */
import { versionedCache } from "../../backend/catalogue/versioned-cache";
import { query, serviceForThisFile } from "./helpers/start-service";

const svc = serviceForThisFile();

/** A count of rings read straight from the database, and how many times it was computed. */
function ringCounter() {
  let computed = 0;
  const compute = async () => {
    computed += 1;
    const [row] = await query<{ n: number }>(
      svc.db,
      "SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.name = 'Rings'",
    );
    return row!.n;
  };
  return { compute, computed: () => computed };
}

const renameTag = (name: string) =>
  query(svc.db, "UPDATE tags SET name = $1 WHERE id = (SELECT min(id) FROM tags)", [name]);

test("an answer is served again until the catalogue changes, then computed afresh", async () => {
  const read = versionedCache<number>({ maxEntries: 10 });
  const rings = ringCounter();
  const first = await read(svc.db, "rings", rings.compute);
  expect(await read(svc.db, "rings", rings.compute)).toBe(first);
  expect(rings.computed()).toBe(1);
  const [tag] = await query<{ name: string }>(svc.db, "SELECT name FROM tags ORDER BY id LIMIT 1");
  await renameTag(`${tag!.name} `);
  await renameTag(tag!.name);
  expect(await read(svc.db, "rings", rings.compute)).toBe(first);
  expect(rings.computed()).toBe(2);
});

test("a change committed while an answer is computed keeps that answer from being served again", async () => {
  const read = versionedCache<number>({ maxEntries: 10 });
  let computed = 0;
  const [tag] = await query<{ name: string }>(svc.db, "SELECT name FROM tags ORDER BY id LIMIT 1");
  const racing = async () => {
    computed += 1;
    if (computed === 1) await renameTag(tag!.name);
    return computed;
  };
  expect(await read(svc.db, "racing", racing)).toBe(1);
  expect(await read(svc.db, "racing", racing)).toBe(2);
  expect(await read(svc.db, "racing", racing)).toBe(2);
});

test("ten concurrent first reads of one key compute it once; no entries keeps nothing", async () => {
  const read = versionedCache<number>({ maxEntries: 10 });
  const rings = ringCounter();
  const answers = await Promise.all(Array.from({ length: 10 }, () => read(svc.db, "rings", rings.compute)));
  expect(new Set(answers).size).toBe(1);
  expect(rings.computed()).toBe(1);

  const none = versionedCache<number>({ maxEntries: 0 });
  const uncached = ringCounter();
  await none(svc.db, "rings", uncached.compute);
  await none(svc.db, "rings", uncached.compute);
  expect(uncached.computed()).toBe(2);
});

test("a synonym staff add is understood by the very next search, though the text was read before", async () => {
  const rings = async () =>
    (
      (await (await fetch(`${svc.baseUrl}/ecom/products?country=1&search=vanki`)).json()) as {
        results: { count: number; data: { product_name: string }[] };
      }
    ).results;
  const before = await rings();
  expect(before.data.every((p) => !/\bring\b/i.test(p.product_name))).toBe(true);
  await query(svc.db, "INSERT INTO search_synonyms (term, canonical) VALUES ('vanki', 'rings')");
  try {
    const after = await rings();
    expect(after.count).toBeGreaterThan(before.count);
    expect(after.data.every((p) => /\bring\b/i.test(p.product_name))).toBe(true);
  } finally {
    // The synonym's term joined the vocabulary (a trigger); both go, so the text reads as before.
    await query(svc.db, "DELETE FROM search_synonyms WHERE term = 'vanki'");
    await query(svc.db, "DELETE FROM search_vocabulary WHERE word = 'vanki'");
  }
  expect((await rings()).count).toBe(before.count);
});

test("a kept search page shows a piece's new price as soon as it is saved", async () => {
  const firstCard = async () =>
    (
      (await (await fetch(`${svc.baseUrl}/ecom/products?country=1&search=ruby`)).json()) as {
        results: { data: { product_id: number; discount_price: number | string }[] };
      }
    ).results.data[0]!;
  const before = await firstCard();
  expect(await firstCard()).toEqual(before); // the kept page
  const [row] = await query<{ final_price_paise: number }>(
    svc.db,
    "SELECT final_price_paise FROM products WHERE id = $1",
    [before.product_id],
  );
  await query(svc.db, "UPDATE products SET final_price_paise = final_price_paise + 10000 WHERE id = $1", [
    before.product_id,
  ]);
  try {
    const after = await firstCard();
    expect(after.product_id).toBe(before.product_id);
    expect(Number(after.discount_price)).toBe(Number(before.discount_price) + 100);
  } finally {
    await query(svc.db, "UPDATE products SET final_price_paise = $1 WHERE id = $2", [
      row!.final_price_paise,
      before.product_id,
    ]);
  }
});
