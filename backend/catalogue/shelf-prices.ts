/**
 * Which stored shelf prices a shopper is charged (lib/tax/supply.ts): a shopper in India pays the GST-inclusive
 * `price_paise` / `final_price_paise`; a shopper abroad the zero-rated `export_price_paise` /
 * `export_final_price_paise`. Both pairs are derived together from the rate tables (recompute-prices.ts), in paise.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Supply } from "../../lib/tax/supply";

/**
 * The two shelf price columns of products alias `table`, selected under their domestic names (`price_paise`,
 * `final_price_paise`) so one row type reads either supply.
 */
export function shelfPriceColumns(supply: Supply, table = "p"): SQL {
  return supply === "export"
    ? sql.raw(
        `${table}.export_price_paise AS price_paise, ${table}.export_final_price_paise AS final_price_paise`,
      )
    : sql.raw(`${table}.price_paise, ${table}.final_price_paise`);
}

/** The price-to-pay column of products alias `table` for filters and sorts (both are indexed). */
export function finalPriceColumn(supply: Supply, table = "p"): SQL {
  return sql.raw(supply === "export" ? `${table}.export_final_price_paise` : `${table}.final_price_paise`);
}
