/**
 * Operator command: change a metal or stone rate and re-price the catalogue in one transaction.
 *   npm run rates:set -- metal 22K 1250000        (paise per gram, excl. GST)
 *   npm run rates:set -- stone diamond:SI2 12500000 (paise per carat)
 * Uses DATABASE_URL, or the embedded database of a running `npm start` (postgres://postgres:postgres@127.0.0.1:PG_PORT/swa).
 */
import { and, eq } from "drizzle-orm";
import { closeDb, openDb, type Db } from "../db/client";
import { metalRates, stoneRates } from "../db/schema";
import { recomputeProductPrices } from "../catalogue/recompute-prices";

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run rates:set -- metal <purity> <paise per gram> | stone <stone:quality> <paise per carat>`,
  );
  process.exit(2);
}

async function applyRate(db: Db, kind: string, key: string, rate: number): Promise<number> {
  if (kind === "metal") {
    // The rate takes effect today (India): the lifetime exchange/buyback estimate shows this date.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const updated = await db
      .update(metalRates)
      .set({ ratePaisePerGram: rate, effectiveDate: today })
      .where(eq(metalRates.purity, key))
      .returning();
    return updated.length;
  }
  const [stone, quality] = key.split(":");
  if (!stone || !quality) usage("stone rates are named stone:quality, e.g. diamond:SI2");
  const updated = await db
    .update(stoneRates)
    .set({ ratePaisePerCarat: rate })
    .where(and(eq(stoneRates.stone, stone), eq(stoneRates.quality, quality)))
    .returning();
  return updated.length;
}

async function main(): Promise<void> {
  const [kind, key, rawRate] = process.argv.slice(2);
  if ((kind !== "metal" && kind !== "stone") || !key || !rawRate) usage("missing arguments");
  const rate = Number(rawRate);
  if (!Number.isSafeInteger(rate) || rate <= 0) usage("the rate must be a positive whole number of paise");
  const url =
    process.env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.PG_PORT ?? 54329}/swa`;
  const db = openDb(url, 1);
  try {
    const repriced = await db.transaction(async (tx) => {
      const changed = await applyRate(tx as unknown as Db, kind, key, rate);
      if (changed === 0) usage(`no ${kind} rate named ${key}`);
      return recomputeProductPrices(tx as unknown as Db);
    });
    console.log(`${kind} rate ${key} set to ${rate} paise; ${repriced} products re-priced`);
  } finally {
    await closeDb(db);
  }
}

void main();
