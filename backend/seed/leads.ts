/** Seed of the delivery and leads tables: outlet stock and public holidays. */
import type { Db } from "../db/client";
import { publicHolidays } from "../db/schema";
import { PUBLIC_HOLIDAYS } from "./holidays";
import { seedOutletStock } from "./outlet-stock";

/** Inserts outlet stock and the holiday calendar; expects products and outlets to be in. */
export async function seedLeads(db: Db): Promise<void> {
  await seedOutletStock(db);
  await db.insert(publicHolidays).values(PUBLIC_HOLIDAYS);
}
