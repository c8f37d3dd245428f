/** Seed of the delivery and leads tables: outlet stock and public holidays. */
import type { Db } from "../db/client";
import { publicHolidays } from "../db/schema";
import { HOLIDAY_YEARS_AHEAD, refreshPublicHolidays } from "../leads/holiday-refresh";
import { istDay } from "../leads/working-days";
import { PUBLIC_HOLIDAYS } from "./holidays";
import { seedOutletStock } from "./outlet-stock";

/**
 * Inserts outlet stock and the holiday calendar: the store's own list (source 'operator'), then date-holidays'
 * Indian public holidays of this year and HOLIDAY_YEARS_AHEAD more for the days that list lacks. The holiday rows
 * depend on the year the seed runs in (the only seeded rows that do). Expects products and outlets to be in.
 */
export async function seedLeads(db: Db, now = new Date()): Promise<void> {
  await seedOutletStock(db);
  await db.insert(publicHolidays).values(PUBLIC_HOLIDAYS);
  const year = Number(istDay(now).slice(0, 4));
  await refreshPublicHolidays(db, { fromYear: year, toYear: year + HOLIDAY_YEARS_AHEAD });
}
