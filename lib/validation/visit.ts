/**
 * Validation of the 'Book a Visit' form (name, email, phone, date Monday to
 * Friday, time 10 AM to 3 PM). Pure (no server-only import): the dialog (through `visitFormSchema`), the BFF and
 * the reference backend (through the contract's body schema) run the same rules.
 */
import { z } from "zod";

export interface VisitForm {
  name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD (input type=date) */
  date: string;
  /** HH:MM, 24 h (input type=time) */
  time: string;
}

export type VisitErrors = Partial<Record<keyof VisitForm, string>>;

/** Visiting hours for bookings, minutes after midnight: 10:00 to 15:00 inclusive. */
export const VISIT_FROM_MIN = 10 * 60;
export const VISIT_TO_MIN = 15 * 60;

export const VISIT_MESSAGES = {
  nameRequired: "Please enter your name.",
  nameInvalid: "Your name can contain letters and spaces only.",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  phoneRequired: "Please enter your mobile number.",
  phoneInvalid:
    "Please enter a valid mobile number: 10 digits, or with +1, +971 or +966 for other countries.",
  dateRequired: "Please choose a date for your visit.",
  datePast: "Please choose today or a later date.",
  dateWeekend: "Visits can be booked Monday to Friday only. Please choose a weekday.",
  timeRequired: "Please choose a time for your visit.",
  timeOutside: "Please choose a time between 10:00 AM and 3:00 PM.",
  timePassed: "That time has already passed today. Please choose a later time or another day.",
} as const;

const NAME_RE = /^[\p{L}][\p{L} .'-]*$/u;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** India 10 digits starting 6-9 (optionally +91), USA +1 and 10 digits, UAE +971 then 8-9 digits, KSA +966 5 then 8. */
const PHONE_RES = [/^(?:\+?91)?[6-9]\d{9}$/, /^\+1\d{10}$/, /^\+971[2-9]\d{7,8}$/, /^\+9665\d{8}$/];

/** Parses YYYY-MM-DD as a local calendar date; undefined when malformed or impossible (2025-02-30). */
export function parseLocalDate(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : undefined;
}

/** Minutes after midnight of HH:MM (24 h); undefined when malformed. */
export function parseTime(value: string): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** YYYY-MM-DD of a local date (for the date input's min). */
export function toDateInput(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** '10:30 AM' from minutes after midnight. */
export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/**
 * Every error of the form at once (empty object = valid). Values are trimmed; the phone may contain spaces or
 * dashes. `now` is injectable for tests.
 */
export function validateVisit(form: VisitForm, now: Date = new Date()): VisitErrors {
  const errors: VisitErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = VISIT_MESSAGES.nameRequired;
  else if (!NAME_RE.test(name)) errors.name = VISIT_MESSAGES.nameInvalid;

  const email = form.email.trim();
  if (!email) errors.email = VISIT_MESSAGES.emailRequired;
  else if (!EMAIL_RE.test(email)) errors.email = VISIT_MESSAGES.emailInvalid;

  const phone = form.phone.replace(/[\s()-]/g, "");
  if (!phone) errors.phone = VISIT_MESSAGES.phoneRequired;
  else if (!PHONE_RES.some((re) => re.test(phone))) errors.phone = VISIT_MESSAGES.phoneInvalid;

  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const date = form.date ? parseLocalDate(form.date) : undefined;
  if (!form.date || !date) errors.date = VISIT_MESSAGES.dateRequired;
  else if (date < today) errors.date = VISIT_MESSAGES.datePast;
  else if (date.getDay() === 0 || date.getDay() === 6) errors.date = VISIT_MESSAGES.dateWeekend;

  const time = form.time ? parseTime(form.time) : undefined;
  if (time === undefined) errors.time = VISIT_MESSAGES.timeRequired;
  else if (time < VISIT_FROM_MIN || time > VISIT_TO_MIN) errors.time = VISIT_MESSAGES.timeOutside;
  else if (
    date &&
    !errors.date &&
    date.getTime() === today.getTime() &&
    time <= now.getHours() * 60 + now.getMinutes()
  ) {
    errors.time = VISIT_MESSAGES.timePassed;
  }
  return errors;
}

/**
 * The dialog's form: the five fields as typed (strings), every rule of `validateVisit` reported at once under its
 * field, judged against the browser's clock when the form is submitted (today or later; a time today not yet
 * passed). The values pass through unchanged: the BFF trims them, and the store refuses a date before yesterday in
 * India.
 */
export const visitFormSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    date: z.string(),
    time: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const [key, message] of Object.entries(validateVisit(values)))
      ctx.addIssue({ code: "custom", path: [key], message });
  });
