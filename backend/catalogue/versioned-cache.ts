/**
 * Counts over the catalogue (facet counts, filter options, a listing's total) kept until the catalogue changes.
 * Counting reads every product a listing matches, so its cost grows with the catalogue (facet counts of rings:
 * 200 ms at 50,000 products against 15 ms at 350, docs/catalogue-at-scale.md), while the answer only changes when
 * staff change the catalogue or a rate. Each answer is kept under the catalogue's change count (table `catalogue_version`, bumped by triggers
 * in the writing transaction): a read that sees the same count before and after computing knows no change
 * committed in between, so every process and instance reading the same database agrees without messages.
 */
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";

/** The catalogue's committed change count. */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const { rows } = await db.execute<{ changes: string | number }>(
    sql`SELECT changes FROM catalogue_version WHERE id = 1`,
  );
  return Number(rows[0]?.changes ?? 0);
}

/** Options of {@link versionedCache}. */
export interface VersionedCacheOptions {
  /** answers kept at most (least recently used go first): the keys grow with the URL's filters, so they are capped */
  maxEntries: number;
}

/**
 * A cache of `compute(key)` answers that lives as long as the catalogue does not change, kept per database (a
 * version number means nothing in another database: tests run several in one process).
 * @returns `read(db, key, compute)`: the kept answer for `key` at the current catalogue version, else `compute()`
 *   (concurrent reads of one key share one computation). A failed computation is never kept.
 */
export function versionedCache<T>({ maxEntries }: VersionedCacheOptions) {
  const stores = new WeakMap<
    Db,
    { kept: LRUCache<string, { value: T }>; running: Map<string, Promise<T>> }
  >();

  function storeOf(db: Db) {
    let store = stores.get(db);
    if (!store) stores.set(db, (store = { kept: new LRUCache({ max: maxEntries }), running: new Map() }));
    return store;
  }

  async function computeAndKeep(
    db: Db,
    slot: string,
    version: number,
    compute: () => Promise<T>,
  ): Promise<T> {
    const value = await compute();
    // A change committed while counting may or may not be in the answer; keeping it could serve it stale.
    if ((await readCatalogueVersion(db)) === version) storeOf(db).kept.set(slot, { value });
    return value;
  }

  return async function read(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
    if (maxEntries <= 0) return compute();
    const { kept, running } = storeOf(db);
    const version = await readCatalogueVersion(db);
    const slot = `${version}\u0000${key}`;
    const hit = kept.get(slot);
    if (hit) return hit.value;
    const pending = running.get(slot);
    if (pending) return pending;
    const started = computeAndKeep(db, slot, version, compute).finally(() => running.delete(slot));
    running.set(slot, started);
    return started;
  };
}
