/**
 * Re-derives every product's stored price from the rate tables. Prices are never typed in per product: an
 * operator updates metal_rates / stone_rates / settings('gst_bp') and runs this, and the seed runs it last.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { metalRates, metalTypes, products, settings, stoneRates } from "../db/schema";
import { computePrice, type PriceInputs } from "./pricing";

/** stone_rates.quality of solitaire centre stones (design 'solitaire'), priced above melee of any clarity. */
export const SOLITAIRE_QUALITY = "solitaire";
/** stone_rates.quality of coloured gemstones. */
export const GEM_QUALITY = "standard";

/** The rate tables in lookup form: paise per gram by purity, paise per carat by `stone:quality`, GST in bp. */
export interface RateTables {
  metalPaisePerGram: Map<string, number>;
  stonePaisePerCarat: Map<string, number>;
  gstBp: number;
}

/** The product columns a price depends on (schema units: mg, milli-carats, basis points). */
export interface PricedProduct {
  id: number;
  purity: string;
  design: string;
  netMetalWeightMg: number;
  diamondWeightMct: number;
  diamondClarity: string;
  otherStoneKind: string;
  otherStoneWeightMct: number;
  makingChargeBp: number;
  discountBp: number;
}

/** Reads metal_rates, stone_rates and the gst_bp setting. @throws when gst_bp is missing or not an integer */
export async function loadRateTables(db: Db): Promise<RateTables> {
  // Sequential on purpose: inside a transaction all three share one client, which must not run queries in parallel.
  const metals = await db.select().from(metalRates);
  const stones = await db.select().from(stoneRates);
  const gstRows = await db.select().from(settings).where(eq(settings.key, "gst_bp"));
  const gstBp = Number(gstRows[0]?.value);
  if (!Number.isSafeInteger(gstBp) || gstBp < 0) throw new Error("settings.gst_bp is missing or invalid");
  return {
    metalPaisePerGram: new Map(metals.map((m) => [m.purity, m.ratePaisePerGram])),
    stonePaisePerCarat: new Map(stones.map((s) => [`${s.stone}:${s.quality}`, s.ratePaisePerCarat])),
    gstBp,
  };
}

function rate(map: Map<string, number>, key: string, productId: number): number {
  const value = map.get(key);
  if (value === undefined) throw new Error(`no rate for ${key} (product ${productId})`);
  return value;
}

/**
 * Maps one product onto computePrice's inputs. Melee diamonds are priced by their clarity row; solitaire
 * designs by the 'solitaire' row; coloured stones by their 'standard' row. A weight of zero needs no rate.
 * @throws when a rate the product needs is missing, so a bad rate table never silently prices stones at zero
 */
export function priceInputsFor(p: PricedProduct, rates: RateTables): PriceInputs {
  const diamondQuality = p.design === "solitaire" ? SOLITAIRE_QUALITY : p.diamondClarity;
  return {
    netMetalWeightMg: p.netMetalWeightMg,
    metalRatePaisePerGram: rate(rates.metalPaisePerGram, p.purity, p.id),
    diamondWeightMct: p.diamondWeightMct,
    diamondRatePaisePerCarat:
      p.diamondWeightMct > 0 ? rate(rates.stonePaisePerCarat, `diamond:${diamondQuality}`, p.id) : 0,
    otherStoneWeightMct: p.otherStoneWeightMct,
    otherStoneRatePaisePerCarat:
      p.otherStoneWeightMct > 0
        ? rate(rates.stonePaisePerCarat, `${p.otherStoneKind}:${GEM_QUALITY}`, p.id)
        : 0,
    makingChargeBp: p.makingChargeBp,
    discountBp: p.discountBp,
    gstBp: rates.gstBp,
  };
}

/** Rows per UPDATE statement: 5 parameters each keeps a statement far below PostgreSQL's 65,535 limit. */
const UPDATE_CHUNK = 5_000;

/**
 * Recomputes the derived prices of every product (`price_paise` and `final_price_paise` incl. GST, and the
 * zero-rated `export_price_paise` and `export_final_price_paise`) from the current rates and writes them back
 * with one `UPDATE ... FROM (VALUES ...)` per 5,000 products.
 * @returns the number of products updated
 * @throws when a needed rate is missing (nothing is written in that case)
 */
export async function recomputeProductPrices(db: Db): Promise<number> {
  const rates = await loadRateTables(db);
  const rows: PricedProduct[] = await db
    .select({
      id: products.id,
      purity: metalTypes.purity,
      design: products.design,
      netMetalWeightMg: products.netMetalWeightMg,
      diamondWeightMct: products.diamondWeightMct,
      diamondClarity: products.diamondClarity,
      otherStoneKind: products.otherStoneKind,
      otherStoneWeightMct: products.otherStoneWeightMct,
      makingChargeBp: products.makingChargeBp,
      discountBp: products.discountBp,
    })
    .from(products)
    .innerJoin(metalTypes, eq(products.metalTypeId, metalTypes.id))
    .orderBy(products.id);
  const priced = rows.map((p) => ({ id: p.id, ...computePrice(priceInputsFor(p, rates)) }));
  let updated = 0;
  for (let i = 0; i < priced.length; i += UPDATE_CHUNK) {
    const chunk = priced.slice(i, i + UPDATE_CHUNK);
    const values = sql.join(
      chunk.map(
        (p) =>
          sql`(${p.id}::int, ${p.price}::int, ${p.finalPrice}::int, ${p.exportPrice}::int, ${p.exportFinalPrice}::int)`,
      ),
      sql`, `,
    );
    const result = await db.execute(sql`
      UPDATE products AS p
      SET price_paise = v.price, final_price_paise = v.final_price, export_price_paise = v.export_price,
          export_final_price_paise = v.export_final_price
      FROM (VALUES ${values}) AS v(id, price, final_price, export_price, export_final_price)
      WHERE p.id = v.id`);
    updated += result.rowCount ?? 0;
  }
  return updated;
}
