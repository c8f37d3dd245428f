/**
 * Operator command: change a metal or stone rate and re-price the catalogue in one transaction.
 *   npm run rates:set -- metal 22K 1250000        (paise per gram, excl. GST)
 *   npm run rates:set -- stone diamond:SI2 12500000 (paise per carat)
 * Uses DATABASE_URL, or the embedded database of a running `npm start` (postgres://postgres:postgres@127.0.0.1:PG_PORT/swa).
 * Then it asks every storefront instance (STOREFRONT_INSTANCE_URLS, comma-separated; else STOREFRONT_URL, else
 * http://127.0.0.1:PORT) to expire its cached catalogue pages, with the service key (STORE_SERVICE_KEY, else the
 * launcher's `{DATA_DIR}/service-key`), so every page shows the new price at once. It names each instance that
 * failed; those show the new prices within their 5-minute revalidation. The exit code stays 0 once the rate is
 * committed (the change happened; a failed instance only catches up later).
 */
import { and, eq } from "drizzle-orm";
import { closeDb, openDb, type Db } from "../db/client";
import { metalRates, stoneRates } from "../db/schema";
import { recomputeProductPrices } from "../catalogue/recompute-prices";
import {
  revalidateStorefronts,
  storefrontInstanceUrls,
  storefrontServiceKey,
} from "../catalogue/storefront-revalidation";

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run rates:set -- metal <purity> <paise per gram> | stone <stone:quality> <paise per carat>`,
  );
  process.exit(2);
}

/** Sets the rate under a row lock. @returns the rate it replaced, or undefined when no such rate exists */
async function applyRate(db: Db, kind: string, key: string, rate: number): Promise<number | undefined> {
  if (kind === "metal") {
    const [before] = await db.select().from(metalRates).where(eq(metalRates.purity, key)).for("update");
    if (!before) return undefined;
    // The rate takes effect today (India): the lifetime exchange/buyback estimate shows this date.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    await db
      .update(metalRates)
      .set({ ratePaisePerGram: rate, effectiveDate: today })
      .where(eq(metalRates.purity, key));
    return before.ratePaisePerGram;
  }
  const [stone, quality] = key.split(":");
  if (!stone || !quality) usage("stone rates are named stone:quality, e.g. diamond:SI2");
  const match = and(eq(stoneRates.stone, stone), eq(stoneRates.quality, quality));
  const [before] = await db.select().from(stoneRates).where(match).for("update");
  if (!before) return undefined;
  await db.update(stoneRates).set({ ratePaisePerCarat: rate }).where(match);
  return before.ratePaisePerCarat;
}

/** Tells every storefront instance, and prints which ones did and which will catch up later. */
async function refreshStorefronts(urls: string[]): Promise<void> {
  const serviceKey = storefrontServiceKey();
  if (!serviceKey) {
    console.warn(
      "cached pages not refreshed (no service key found); they show the new prices within 5 minutes",
    );
    return;
  }
  const outcomes = await revalidateStorefronts(urls, serviceKey);
  for (const { url, problem } of outcomes) {
    if (problem)
      console.warn(
        `storefront at ${url} NOT refreshed: ${problem}; it shows the new prices within 5 minutes (its revalidation window)`,
      );
    else console.log(`storefront at ${url} refreshed its cached catalogue pages`);
  }
  const failed = outcomes.filter((o) => o.problem).length;
  if (failed)
    console.warn(`${failed} of ${outcomes.length} storefront instances will catch up within 5 minutes`);
}

async function main(): Promise<void> {
  const [kind, key, rawRate] = process.argv.slice(2);
  if ((kind !== "metal" && kind !== "stone") || !key || !rawRate) usage("missing arguments");
  const rate = Number(rawRate);
  if (!Number.isSafeInteger(rate) || rate <= 0) usage("the rate must be a positive whole number of paise");
  const url =
    process.env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.PG_PORT ?? 54329}/swa`;
  let instances: string[];
  try {
    instances = storefrontInstanceUrls();
  } catch (err) {
    usage((err as Error).message); // before the change, so a typo never leaves pages stale
  }
  const db = openDb(url, 1);
  try {
    const { was, repriced } = await db.transaction(async (tx) => {
      const previous = await applyRate(tx as unknown as Db, kind, key, rate);
      if (previous === undefined) usage(`no ${kind} rate named ${key}`);
      return { was: previous, repriced: await recomputeProductPrices(tx as unknown as Db) };
    });
    console.log(`${kind} rate ${key} set to ${rate} paise (was ${was}); ${repriced} products re-priced`);
    // After the commit: an instance must never render the old prices again once it has been told.
    await refreshStorefronts(instances);
  } finally {
    await closeDb(db);
  }
}

void main();
