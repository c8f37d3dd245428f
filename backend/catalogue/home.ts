/**
 * The home payload (contract row `GET ecom/home/`).
 */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { homeDataSchema } from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import type { CountryContext } from "./country";
import { finalPriceColumn } from "./shelf-prices";
import { isNewArrival, isTopDemand } from "./listing-filters";
import { countryAmount, limitToPaise } from "./money-format";
import { selectProductCards } from "./product-cards";
import { listCategories, listTags } from "./taxonomy";

export type HomeDataOut = z.input<typeof homeDataSchema>;

/** Home strips show the first 8 products. */
export const HOME_STRIP_SIZE = 8;

/**
 * A budget tile's amount in the shopper's currency. Budgets are set in rupees (10,000 ... 50,000); elsewhere they are
 * converted and rounded to two significant figures, so a US shopper sees 'Under $120' rather than 'Under $10,000'.
 */
export function budgetInCurrency(rupees: number, country: CountryContext): number {
  if (country.paisePerUnit === 100) return rupees;
  const converted = countryAmount(rupees * 100, country);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(converted)) - 1);
  return Math.round(converted / magnitude) * magnitude;
}

/** Assembles the home payload in the country's currency. Recent searches need a signed-in user: empty for guests. */
export async function getHomeData(db: Db, country: CountryContext): Promise<HomeDataOut> {
  const [categories, tags, slides, ads, budgets, video, newArrivals, topDemand] = await Promise.all([
    listCategories(db),
    listTags(db),
    db.execute<{
      name: string;
      image_url: string;
      type_id: number;
      is_category: boolean;
      for_mobile: boolean;
    }>(
      sql`SELECT name, image_url, type_id, is_category, for_mobile FROM banners ORDER BY for_mobile, position, id`,
    ),
    db.execute<{ image_url: string; video_url: string; type_id: number; is_category: boolean }>(
      sql`SELECT image_url, video_url, type_id, is_category FROM ads ORDER BY position, id`,
    ),
    db.execute<{ amount: number }>(sql`SELECT amount FROM budgets ORDER BY position, amount`),
    db.execute<{ value: string }>(sql`SELECT value FROM settings WHERE key = 'certificate_video'`),
    selectProductCards(db, country, {
      where: isNewArrival,
      orderBy: sql`p.created_at DESC`,
      limit: HOME_STRIP_SIZE,
    }),
    selectProductCards(db, country, {
      where: isTopDemand,
      orderBy: sql`p.popularity DESC`,
      limit: HOME_STRIP_SIZE,
    }),
  ]);
  const budgetCounts = await Promise.all(
    budgets.rows.map(async ({ amount }) => {
      const budget = budgetInCurrency(amount, country);
      const { rows } = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM products p
            WHERE ${finalPriceColumn(country.supply)} <= ${limitToPaise(budget, country)}`,
      );
      return { budget, count: rows[0]?.n ?? 0 };
    }),
  );
  return {
    categories,
    tags,
    corosals: slides.rows.map((s) => ({
      corousal_image: s.image_url,
      corousal_name: s.name,
      type_id: s.type_id,
      is_category: s.is_category,
      for_mobile: s.for_mobile,
    })),
    new_arrival: newArrivals.cards,
    top_demand: topDemand.cards,
    product_budget: budgetCounts,
    banners: ads.rows.map((a) => ({
      Ad_image: a.image_url || null,
      Ad_video: a.video_url || null,
      type_id: a.type_id,
      is_category: a.is_category,
    })),
    Video: video.rows[0]?.value ?? "",
    recent_search: [],
    new_arrivals_count: newArrivals.count,
    top_demand_count: topDemand.count,
  };
}
