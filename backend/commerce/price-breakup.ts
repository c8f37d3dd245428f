/**
 * What an order freezes at placement besides the price: each piece's price build-up (the catalogue's
 * `computePrice` over today's rates, for the GST invoice's metal / stone / making / discount columns), the
 * shopper's currency (export invoices are drawn in it) and the supply (GST included, or a zero-rated export).
 */
import { sql } from "drizzle-orm";
import { supplyOf, type Supply } from "../../lib/tax/supply";
import { computePrice } from "../catalogue/pricing";
import { priceInputsFor, type PricedProduct, type RateTables } from "../catalogue/recompute-prices";
import type { Runner } from "./items";

/**
 * One piece's price build-up as stored in `order_lines.price_breakup` (paise; weights in mg and milli-carats).
 * `discount` is the catalogue discount before GST; `gst` the catalogue's GST on the discounted value (0 on an
 * export); `finalPrice` the rounded shelf price they add up to (always the unit price charged: see priceBreakups).
 */
export interface StoredBreakup {
  metal: number;
  diamonds: number;
  otherStones: number;
  making: number;
  discount: number;
  gst: number;
  finalPrice: number;
  /** metal_types.purity: '22K', '18K', '14K', 'PT950' */
  purity: string;
  /** metal_types.name: 'Gold 18K' */
  metalName: string;
  grossWeightMg: number;
  netMetalWeightMg: number;
  diamondWeightMct: number;
  otherStoneWeightMct: number;
  /** BIS hallmark unique id of gold pieces, '' otherwise */
  huid: string;
}

type ProductRow = {
  id: number;
  purity: string;
  metal_name: string;
  design: string;
  gross_weight_mg: number;
  net_metal_weight_mg: number;
  diamond_weight_mct: number;
  diamond_clarity: string;
  other_stone_kind: string;
  other_stone_weight_mct: number;
  making_charge_bp: number;
  discount_bp: number;
  huid: string;
};

/** The rate tables in one round trip (placement holds the shopper's row lock meanwhile); null without a valid gst_bp. */
export async function rateTables(tx: Runner): Promise<RateTables | null> {
  const { rows } = await tx.execute<{
    metals: Record<string, number> | null;
    stones: Record<string, number> | null;
    gst: string | null;
  }>(sql`
    SELECT (SELECT json_object_agg(purity, rate_paise_per_gram) FROM metal_rates) AS metals,
           (SELECT json_object_agg(stone || ':' || quality, rate_paise_per_carat) FROM stone_rates) AS stones,
           (SELECT value FROM settings WHERE key = 'gst_bp') AS gst`);
  const r = rows[0];
  const gstBp = Number(r?.gst);
  if (!r || !Number.isSafeInteger(gstBp) || gstBp < 0) return null;
  return {
    metalPaisePerGram: new Map(Object.entries(r.metals ?? {}).map(([k, v]) => [k, Number(v)])),
    stonePaisePerCarat: new Map(Object.entries(r.stones ?? {}).map(([k, v]) => [k, Number(v)])),
    gstBp,
  };
}

/**
 * The build-up of each product's price now, for the products of an order of `supply` (an export's carries no GST).
 * A product is left out (its line stores null) when a rate is missing or when the build-up does not add up to the
 * price being charged (`chargedPaise`: an operator changed rates without re-running the price recompute): an
 * invoice must never print a breakup of another price.
 * @param chargedPaise product id -> unit price charged (paise)
 */
export async function priceBreakups(
  tx: Runner,
  chargedPaise: ReadonlyMap<number, number>,
  supply: Supply,
): Promise<Map<number, StoredBreakup>> {
  const ids = [...chargedPaise.keys()];
  const out = new Map<number, StoredBreakup>();
  if (ids.length === 0) return out;
  const rates = await rateTables(tx);
  if (!rates) return out;
  const { rows } = await tx.execute<ProductRow>(sql`
    SELECT p.id, mt.purity, mt.name AS metal_name, p.design, p.gross_weight_mg, p.net_metal_weight_mg,
           p.diamond_weight_mct, p.diamond_clarity, p.other_stone_kind, p.other_stone_weight_mct,
           p.making_charge_bp, p.discount_bp, p.huid
    FROM products p JOIN metal_types mt ON mt.id = p.metal_type_id
    WHERE p.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  for (const r of rows) {
    const product: PricedProduct = {
      id: r.id,
      purity: r.purity,
      design: r.design,
      netMetalWeightMg: r.net_metal_weight_mg,
      diamondWeightMct: r.diamond_weight_mct,
      diamondClarity: r.diamond_clarity,
      otherStoneKind: r.other_stone_kind,
      otherStoneWeightMct: r.other_stone_weight_mct,
      makingChargeBp: r.making_charge_bp,
      discountBp: r.discount_bp,
    };
    let price;
    try {
      price = computePrice(priceInputsFor(product, rates));
    } catch {
      continue; // a missing rate: no breakup rather than a wrong one
    }
    const exported = supply === "export";
    const finalPrice = exported ? price.exportFinalPrice : price.finalPrice;
    if (finalPrice !== chargedPaise.get(r.id)) continue;
    out.set(r.id, {
      metal: price.metal,
      diamonds: price.diamonds,
      otherStones: price.otherStones,
      making: price.making,
      discount: price.discount,
      gst: exported ? 0 : price.gst,
      finalPrice,
      purity: r.purity,
      metalName: r.metal_name,
      grossWeightMg: r.gross_weight_mg,
      netMetalWeightMg: r.net_metal_weight_mg,
      diamondWeightMct: r.diamond_weight_mct,
      otherStoneWeightMct: r.other_stone_weight_mct,
      huid: r.huid,
    });
  }
  return out;
}

/** The shop country of an order as placement freezes it. */
export interface OrderCountry {
  /** countries.name and label (IND, USA, UAE, KSA): a delivery address must be in this country */
  name: string;
  label: string;
  /** orders.currency_code and paise_per_unit: the shopper's currency and its rate now */
  currencyCode: string;
  paisePerUnit: number;
  /** orders.supply: 'domestic' (GST included) or 'export' (zero-rated) */
  supply: Supply;
}

/** The order's shop country; India's terms (INR at 100, GST) when the country has no rate row. */
export async function orderCountry(tx: Runner, countryId: number): Promise<OrderCountry> {
  const { rows } = await tx.execute<{
    name: string;
    label: string;
    iso_code: string;
    currency_code: string;
    paise_per_unit: number;
  }>(sql`
    SELECT c.name, c.label, c.iso_code, c.currency_code, r.paise_per_unit
    FROM countries c JOIN exchange_rates r ON r.currency_code = c.currency_code
    WHERE c.id = ${countryId}`);
  const r = rows[0];
  return r
    ? {
        name: r.name,
        label: r.label,
        currencyCode: r.currency_code,
        paisePerUnit: Number(r.paise_per_unit),
        supply: supplyOf(r.iso_code),
      }
    : { name: "India", label: "IND", currencyCode: "INR", paisePerUnit: 100, supply: "domestic" };
}
