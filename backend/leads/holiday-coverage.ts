/**
 * Whether the public holiday table reaches far enough ahead. A year with no row at all in `public_holidays` has
 * no holiday data (India has public holidays every year), and delivery promises in it would count Republic Day or
 * Independence Day as working days; the backend warns at startup and while computing promises, at most once per
 * HOLIDAY_WARNING_INTERVAL_MS, when such a year falls within the next HOLIDAY_HORIZON_DAYS.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { addDays, istDay } from "./working-days";

/** Days ahead that must have holiday data: a promise looks 40 days ahead at most, the rest is time to refresh. */
export const HOLIDAY_HORIZON_DAYS = 90;
/** Least time between two coverage checks (and so two warnings) of one process: 6 hours. */
export const HOLIDAY_WARNING_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** What the operator runs to add the missing years. */
export const HOLIDAY_REFRESH_COMMAND = "npm run leads -- holidays refresh";

/**
 * The calendar years from `today` to `horizonDays` later that have no row in public_holidays.
 * @param today YYYY-MM-DD, a day in India
 * @returns years in order; empty when every one has data
 */
export async function yearsWithoutHolidays(
  db: Db,
  today: string,
  horizonDays = HOLIDAY_HORIZON_DAYS,
): Promise<number[]> {
  const first = Number(today.slice(0, 4));
  const last = Number(addDays(today, horizonDays).slice(0, 4));
  const { rows } = await db.execute<{ year: number }>(sql`
    SELECT DISTINCT extract(year FROM day)::int AS year FROM public_holidays
    WHERE day >= make_date(${first}::int, 1, 1) AND day <= make_date(${last}::int, 12, 31)`);
  const present = new Set(rows.map((r) => r.year));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i).filter((y) => !present.has(y));
}

/** A warning sink shaped like pino's `logger.warn(fields, message)`. */
export type WarnLog = (fields: Record<string, unknown>, message: string) => void;

/** The backend's rate-limited coverage check (one per process). */
export interface HolidayCoverageWatch {
  /**
   * Checks the next HOLIDAY_HORIZON_DAYS from `now` unless a check ran less than the interval ago; warns when a
   * year there has no holiday data. Never throws: a failed check is itself a warning.
   * @returns true when it warned
   */
  check(now: Date): Promise<boolean>;
}

/**
 * Makes the watch.
 * @param warn where the warning goes: fields `missingYears` (e.g. [2029]), `until` (the horizon's last day) and
 *   `command` (the refresh to run); its message carries no dates, which the log's secret masking would hide
 * @param intervalMs least time between checks; default HOLIDAY_WARNING_INTERVAL_MS
 */
export function watchHolidayCoverage({
  db,
  warn,
  intervalMs = HOLIDAY_WARNING_INTERVAL_MS,
}: {
  db: Db;
  warn: WarnLog;
  intervalMs?: number;
}): HolidayCoverageWatch {
  let lastCheck: number | undefined;
  return {
    async check(now) {
      if (lastCheck !== undefined && now.getTime() - lastCheck < intervalMs) return false;
      // Taken before the query, so promises computed at the same moment do not check (and warn) again.
      lastCheck = now.getTime();
      const today = istDay(now);
      try {
        const missingYears = await yearsWithoutHolidays(db, today);
        if (missingYears.length === 0) return false;
        warn(
          { missingYears, until: addDays(today, HOLIDAY_HORIZON_DAYS), command: HOLIDAY_REFRESH_COMMAND },
          `public holiday data runs out within the next ${HOLIDAY_HORIZON_DAYS} days: delivery promises there ` +
            `count public holidays as working days until the operator runs '${HOLIDAY_REFRESH_COMMAND}'`,
        );
      } catch (err) {
        warn({ err }, "could not check the public holiday data");
      }
      return true;
    },
  };
}
