/**
 * Working-day arithmetic for delivery dates (free delivery by a
 * date 5 working days ahead, weekends and Indian public holidays
 * skipped). Days are calendar
 * days in India (IST, UTC+05:30, no daylight saving) written YYYY-MM-DD.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar day in India at an instant.
 * @param now the instant (injectable clock)
 * @returns YYYY-MM-DD
 */
export function istDay(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `n` calendar days after `day` (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** True for Saturday and Sunday. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The `n`th working day after `day`: today never counts; Saturdays, Sundays and `holidays` are skipped.
 * @param day YYYY-MM-DD, the day the order is placed
 * @param n working days, >= 1
 * @param holidays YYYY-MM-DD days on which nothing ships
 */
export function addWorkingDays(day: string, n: number, holidays: ReadonlySet<string>): string {
  let current = day;
  let left = n;
  while (left > 0) {
    current = addDays(current, 1);
    if (!isWeekend(current) && !holidays.has(current)) left -= 1;
  }
  return current;
}
