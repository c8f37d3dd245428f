/**
 * Public holidays ahead from the maintained `date-holidays` package (MIT; its India rules: Republic Day,
 * Independence Day, Gandhi Jayanti and the other days it types `public`), kept in the `public_holidays` table the
 * operator edits. A refresh only adds days the table lacks, so every row already there, the operator's additions,
 * renamings and days marked `ships`, stays as it is.
 */
import Holidays from "date-holidays";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Years after the current one that the seed and a refresh cover by default (this year + 2). */
export const HOLIDAY_YEARS_AHEAD = 2;
/** The most years after the current one a refresh may add. */
export const HOLIDAY_MAX_YEARS_AHEAD = 20;

/** One public holiday: a calendar day in India (YYYY-MM-DD) and its name. */
export interface HolidayDay {
  day: string;
  name: string;
}

/**
 * India's national (public) holidays that date-holidays lists for the given years, one per day (two holidays on
 * one day, e.g. Ambedkar Jayanti and Good Friday on 14 Apr 2028, share a row: 'Ambedkar Jayanti, Good Friday').
 * @param years calendar years, e.g. [2028, 2029]
 * @returns days in date order
 */
export function indiaPublicHolidays(years: readonly number[]): HolidayDay[] {
  const calendar = new Holidays("IN", { languages: "en", types: ["public"] });
  const names = new Map<string, string[]>();
  for (const year of years) {
    for (const holiday of calendar.getHolidays(year)) {
      if (holiday.type !== "public") continue;
      // date-holidays writes the day as it is in India ('2028-01-26 00:00:00'), so the first 10 characters are it.
      const day = holiday.date.slice(0, 10);
      names.set(day, [...(names.get(day) ?? []), holiday.name]);
    }
  }
  return [...names.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, dayNames]) => ({ day, name: [...new Set(dayNames)].join(", ") }));
}

/** What a refresh did: the years it covered and the days it added (the rest were in the table already). */
export interface HolidayRefresh {
  fromYear: number;
  toYear: number;
  added: HolidayDay[];
}

/**
 * Adds date-holidays' Indian public holidays of `fromYear`..`toYear` that the table lacks, as source
 * 'date-holidays'. Never changes or removes a row: an existing day keeps its name, source and `ships`.
 * @throws RangeError when the years are not whole, out of order or span more than HOLIDAY_MAX_YEARS_AHEAD + 1
 */
export async function refreshPublicHolidays(
  db: Db,
  { fromYear, toYear }: { fromYear: number; toYear: number },
): Promise<HolidayRefresh> {
  if (!Number.isInteger(fromYear) || !Number.isInteger(toYear) || toYear < fromYear)
    throw new RangeError(`not a range of years: ${fromYear}-${toYear}`);
  if (toYear - fromYear > HOLIDAY_MAX_YEARS_AHEAD)
    throw new RangeError(`at most ${HOLIDAY_MAX_YEARS_AHEAD + 1} years at once`);
  const years = Array.from({ length: toYear - fromYear + 1 }, (_, i) => fromYear + i);
  const days = indiaPublicHolidays(years);
  if (days.length === 0) return { fromYear, toYear, added: [] };
  const { rows } = await db.execute<{ day: string; name: string }>(sql`
    INSERT INTO public_holidays (day, name, source)
    SELECT d.day::date, d.name, 'date-holidays'
    FROM jsonb_to_recordset(${JSON.stringify(days)}::jsonb) AS d(day text, name text)
    ON CONFLICT (day) DO NOTHING
    RETURNING to_char(day, 'YYYY-MM-DD') AS day, name`);
  return { fromYear, toYear, added: rows.sort((a, b) => a.day.localeCompare(b.day)) };
}
