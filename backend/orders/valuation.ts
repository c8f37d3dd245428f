/**
 * What a delivered piece is worth today (lifetime exchange and buyback are
 * "deduction on MRP"): the exact piece sold is re-priced with TODAY's metal and stone rates by the catalogue's own
 * price build-up (catalogue/pricing.ts `computePrice`): metal weight x today's rate for its purity + diamond and
 * other-stone carats x today's rates + making charges + GST, before any discount, rounded to whole rupees = the
 * MRP the piece would carry on the shelf today. Making charges and GST are included because the policy deducts
 * from the MRP, and the MRP includes both; a shop discount or voucher is not, because it is not part of the MRP.
 * A piece sold as an export (orders.supply 'export') never carried GST: its MRP is the export MRP, without GST.
 *
 * The piece is the one in the order line: purity and weights frozen when the order was placed
 * (`order_lines.price_breakup`: net metal mg, diamond and other-stone milli-carats), so a later catalogue edit of
 * the product's weights does not change what the shopper's piece is worth. The stone grades (diamond clarity or
 * solitaire, gem kind) and the making-charge rate come from the product row; lines placed before the breakup was
 * recorded use the product's weights.
 */
import { sql } from "drizzle-orm";
import { computePrice } from "../catalogue/pricing";
import { priceInputsFor, type PricedProduct } from "../catalogue/recompute-prices";
import { CommerceError } from "../commerce/http";
import type { Runner } from "../commerce/items";
import { rateTables } from "../commerce/price-breakup";

/** The piece's value at today's rates. */
export interface TodaysValue {
  /** MRP of one piece at today's rates (paise, whole rupees) */
  unitMrpPaise: number;
  quantity: number;
  /** unitMrpPaise x quantity: what the deductions are taken from */
  valuePaise: number;
  /** the valuation's date, YYYY-MM-DD in India (Asia/Kolkata) */
  valuedOn: string;
  /** the date the metal rate used took effect (metal_rates.effective_date), or null when unknown */
  ratesDate: string | null;
}

export const RATES_UNAVAILABLE_MESSAGE =
  "Today's metal and stone rates are not available, so the piece cannot be valued now. Please try again later.";

type Row = {
  quantity: number;
  supply: string;
  breakup: {
    purity?: string;
    netMetalWeightMg?: number;
    diamondWeightMct?: number;
    otherStoneWeightMct?: number;
  } | null;
  product_id: number;
  purity: string;
  design: string;
  net_metal_weight_mg: number;
  diamond_weight_mct: number;
  diamond_clarity: string;
  other_stone_kind: string;
  other_stone_weight_mct: number;
  making_charge_bp: number;
};

/** A whole number from the frozen breakup, else the product's (old lines, or a malformed snapshot). */
function frozen(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

/** YYYY-MM-DD of `now` in India. */
export function indianDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

/**
 * Re-prices order line `lineId` with today's rates (see the module note).
 * @throws CommerceError 503 RATES_UNAVAILABLE_MESSAGE when a rate the piece needs (or the GST setting) is missing;
 *   Error when the line does not exist (callers lock it first)
 */
export async function valueAtTodaysRates(tx: Runner, lineId: number, now = new Date()): Promise<TodaysValue> {
  const { rows } = await tx.execute<Row & { effective_date: string | null }>(sql`
    SELECT l.quantity, o.supply, l.price_breakup AS breakup, p.id AS product_id, mt.purity, p.design, p.net_metal_weight_mg,
           p.diamond_weight_mct, p.diamond_clarity, p.other_stone_kind, p.other_stone_weight_mct,
           p.making_charge_bp,
           (SELECT mr.effective_date FROM metal_rates mr
            WHERE mr.purity = coalesce(l.price_breakup->>'purity', mt.purity)) AS effective_date
    FROM order_lines l
    JOIN orders o ON o.id = l.order_id
    JOIN products p ON p.id = l.product_id
    JOIN metal_types mt ON mt.id = p.metal_type_id
    WHERE l.id = ${lineId}`);
  const r = rows[0];
  if (!r) throw new Error(`order line ${lineId} not found`);
  const b = r.breakup ?? {};
  const piece: PricedProduct = {
    id: r.product_id,
    purity: typeof b.purity === "string" && b.purity ? b.purity : r.purity,
    design: r.design,
    netMetalWeightMg: frozen(b.netMetalWeightMg, r.net_metal_weight_mg),
    diamondWeightMct: frozen(b.diamondWeightMct, r.diamond_weight_mct),
    diamondClarity: r.diamond_clarity,
    otherStoneKind: r.other_stone_kind,
    otherStoneWeightMct: frozen(b.otherStoneWeightMct, r.other_stone_weight_mct),
    makingChargeBp: r.making_charge_bp,
    // The MRP: no discount (a discount is the shop's, not part of the piece's value).
    discountBp: 0,
  };
  const rates = await rateTables(tx);
  if (!rates) throw new CommerceError(503, RATES_UNAVAILABLE_MESSAGE, 503);
  let unitMrpPaise: number;
  try {
    const today = computePrice(priceInputsFor(piece, rates));
    unitMrpPaise = r.supply === "export" ? today.exportPrice : today.price;
  } catch {
    throw new CommerceError(503, RATES_UNAVAILABLE_MESSAGE, 503);
  }
  const quantity = Number(r.quantity);
  return {
    unitMrpPaise,
    quantity,
    valuePaise: unitMrpPaise * quantity,
    valuedOn: indianDate(now),
    ratesDate: r.effective_date,
  };
}
