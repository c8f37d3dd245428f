/**
 * Trial at Home scheduling rules: a date and a slot,
 * then at least one trial cart item. Pure module shared by the scheduling screen, the booking form and the BFF's check.
 */

/** Days offered in the date strip, starting tomorrow. */
export const TRIAL_DAYS = 6;

/** Designs one trial visit brings (the five slots of the trial card). */
export const TRIAL_DESIGN_SLOTS = 5;

/** Time slots, as labels the store keeps (`scheduled_time`). */
export const TRIAL_SLOTS = ["10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM"] as const;
export type TrialSlot = (typeof TRIAL_SLOTS)[number];

/** The scheduling messages, word for word. */
export const TRIAL_SCHEDULE_MESSAGES = {
  dateAndSlot: "Please select both a date and a time slot.",
  noItems: "Please select at least one trial cart item.",
} as const;

/** Browser storage keys of the chosen date and slot (selected date, selected time slot). */
export const TRIAL_STORAGE = { date: "selectedDate", slot: "selectedTimeSlot" } as const;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** A local calendar date as `YYYY-MM-DD` (the format `scheduled_date` takes). */
export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `YYYY-MM-DD` to a local Date at midnight, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isoDate(d) === value ? d : null;
}

/** The date strip: TRIAL_DAYS consecutive dates starting the day after `now` (local calendar). */
export function trialDates(now: Date): string[] {
  const out: string[] = [];
  for (let i = 1; i <= TRIAL_DAYS; i++) {
    out.push(isoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + i)));
  }
  return out;
}

/** Minutes after midnight of a slot label ('1:00 PM' -> 780). */
export function slotMinutes(slot: string): number {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot);
  if (!m) return Number.NaN;
  const hours = (Number(m[1]) % 12) + (m[3] === "PM" ? 12 : 0);
  return hours * 60 + Number(m[2]);
}

export function isTrialSlot(value: string): value is TrialSlot {
  return (TRIAL_SLOTS as readonly string[]).includes(value);
}

/**
 * The slots a shopper may pick on a date: all of them, except that on today's date the slots at or before the
 * current time are hidden.
 */
export function visibleSlots(date: string, now: Date): TrialSlot[] {
  if (date !== isoDate(now)) return [...TRIAL_SLOTS];
  const current = now.getHours() * 60 + now.getMinutes();
  return TRIAL_SLOTS.filter((slot) => slotMinutes(slot) > current);
}

/** Date chip text: weekday, day and month ('Sat', '22', 'Nov'). */
export function dateParts(date: string): { weekday: string; day: string; month: string } {
  const d = parseIsoDate(date) ?? new Date(Number.NaN);
  return {
    weekday: d.toLocaleDateString("en-IN", { weekday: "short" }),
    day: String(d.getDate()),
    month: d.toLocaleDateString("en-IN", { month: "short" }),
  };
}

/** A date written out for the booking summary ('Saturday, 22 November 2026'). */
export function longDate(date: string): string {
  const d = parseIsoDate(date);
  if (!d) return date;
  return d.toLocaleDateString("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric" });
}
