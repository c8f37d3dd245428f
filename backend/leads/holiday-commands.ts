/**
 * The operator's public holiday commands behind `npm run leads -- holidays ...` (backend/scripts/leads-cli.ts), as
 * a function tests can call:
 *   holidays list [--year YYYY]   the holidays from today on (or of one year), with where each came from
 *   holidays refresh [--years N]  adds date-holidays' Indian public holidays of this year and N more (default 2)
 *                                 that the table lacks; rows already there, the operator's edits, stay as they are
 * Exit codes: 0 done, 2 usage error.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { HOLIDAY_HORIZON_DAYS, HOLIDAY_REFRESH_COMMAND, yearsWithoutHolidays } from "./holiday-coverage";
import { HOLIDAY_MAX_YEARS_AHEAD, HOLIDAY_YEARS_AHEAD, refreshPublicHolidays } from "./holiday-refresh";
import { istDay } from "./working-days";

export const HOLIDAYS_USAGE = `usage: npm run leads -- holidays list [--year YYYY]
       npm run leads -- holidays refresh [--years N]   (N: years after this one, 0-${HOLIDAY_MAX_YEARS_AHEAD}, default ${HOLIDAY_YEARS_AHEAD})`;

/** Where the commands write: normal lines and error lines. */
export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

class UsageError extends Error {}

/** The whole number after `--name` (null when the flag is absent). @throws UsageError outside min..max */
function numberFlag(args: string[], name: string, min: number, max: number): number | null {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return null;
  const raw = args[at + 1] ?? "";
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new UsageError(`--${name} takes a whole number from ${min} to ${max}`);
  return Number(raw);
}

type Row = { day: string; name: string; source: string; ships: boolean };

function describe(r: Row): string {
  return `${r.day}  ${r.name}  (${r.source}${r.ships ? "; the store ships on this day" : ""})`;
}

async function list(db: Db, args: string[], today: string, io: Output): Promise<void> {
  const year = numberFlag(args, "year", 1900, 2200);
  const from = year === null ? today : `${year}-01-01`;
  const to = year === null ? "9999-12-31" : `${year}-12-31`;
  const { rows } = await db.execute<Row>(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, name, source, ships FROM public_holidays
    WHERE day >= ${from}::date AND day <= ${to}::date ORDER BY day`);
  for (const r of rows) io.out(describe(r));
  io.out(`${rows.length} holiday${rows.length === 1 ? "" : "s"}`);
  const missing = await yearsWithoutHolidays(db, today);
  if (missing.length > 0)
    io.out(
      `No holiday data for ${missing.join(", ")} (within the next ${HOLIDAY_HORIZON_DAYS} days): run '${HOLIDAY_REFRESH_COMMAND}'.`,
    );
}

async function refresh(db: Db, args: string[], today: string, io: Output): Promise<void> {
  const ahead = numberFlag(args, "years", 0, HOLIDAY_MAX_YEARS_AHEAD) ?? HOLIDAY_YEARS_AHEAD;
  const fromYear = Number(today.slice(0, 4));
  const { toYear, added } = await refreshPublicHolidays(db, { fromYear, toYear: fromYear + ahead });
  io.out(
    `Added ${added.length} public holiday${added.length === 1 ? "" : "s"} from date-holidays for ${fromYear}-${toYear}; ` +
      "days already in the table were kept as they are.",
  );
  for (const day of added) io.out(describe({ ...day, source: "date-holidays", ships: false }));
}

/**
 * Runs one holiday command.
 * @param args the arguments after `holidays` (e.g. ['refresh', '--years', '3'])
 * @param now the clock (the current year and today in India)
 * @returns the exit code: 0 done, 2 usage error
 */
export async function runHolidayCommand(db: Db, args: string[], io: Output, now: Date): Promise<number> {
  const [command, ...rest] = args;
  const today = istDay(now);
  try {
    if (command === "list") await list(db, rest, today, io);
    else if (command === "refresh") await refresh(db, rest, today, io);
    else throw new UsageError(command ? `unknown holidays command: ${command}` : "missing holidays command");
    return 0;
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(`${err.message}\n${HOLIDAYS_USAGE}`);
    return 2;
  }
}
