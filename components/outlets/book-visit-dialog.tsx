"use client";

import { useRef, useState, type FormEvent } from "react";
import { CircleCheck } from "lucide-react";
import type { Outlet } from "@/lib/store-api/contract";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { cx } from "@/lib/cx";
import { Field } from "@/components/forms/field";
import { inputClass } from "@/components/forms/text-field";
import {
  formatTime,
  parseLocalDate,
  parseTime,
  toDateInput,
  validateVisit,
  type VisitErrors,
  type VisitForm,
} from "./book-visit-validation";

const SEND_FAILED = "We could not book your visit just now. Please try again, or call the outlet.";
const EMPTY: VisitForm = { name: "", email: "", phone: "", date: "", time: "" };
const FIELDS: (keyof VisitForm)[] = ["name", "email", "phone", "date", "time"];

/** The form and its thank-you state for one outlet; remounted per outlet so every booking starts blank. */
function BookVisitForm({ outlet, onClose }: { outlet: Outlet; onClose: () => void }) {
  const [form, setForm] = useState<VisitForm>(EMPTY);
  const [errors, setErrors] = useState<VisitErrors>({});
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const today = toDateInput(new Date());

  const set = (key: keyof VisitForm) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    if (errors[key])
      setErrors((prev) => {
        const next = { ...prev };
        delete next[key];
        return next;
      });
  };

  const focusFirst = (found: VisitErrors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`#visit-${first}`)?.focus();
    return Boolean(first);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = validateVisit(form);
    setErrors(found);
    if (focusFirst(found)) return;
    setSending(true);
    try {
      const res = await fetch("/api/visits", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ outlet_id: outlet.id ?? 0, ...form }),
      });
      if (res.ok) {
        setDone(true);
        return;
      }
      const body = (await res.json().catch(() => null)) as {
        error?: { message?: string; fieldErrors?: VisitErrors };
      } | null;
      const fieldErrors = body?.error?.fieldErrors ?? {};
      setErrors(fieldErrors);
      if (!focusFirst(fieldErrors)) setFailure(body?.error?.message ?? SEND_FAILED);
    } catch {
      setFailure(SEND_FAILED);
    } finally {
      setSending(false);
    }
  };

  if (done) {
    const date = parseLocalDate(form.date);
    const time = parseTime(form.time);
    const when = date?.toLocaleDateString("en-IN", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    return (
      <div className="flex flex-col items-center gap-3 py-2 text-center" role="status">
        <CircleCheck aria-hidden className="h-12 w-12 text-success" strokeWidth={1.5} />
        <p className="font-serif text-xl text-ink">Thank you, {form.name.trim()}!</p>
        <p className="text-sm leading-relaxed text-muted">
          We look forward to welcoming you at <strong className="text-ink">{outlet.name}</strong> on{" "}
          <strong className="text-ink">{when}</strong> at{" "}
          <strong className="text-ink">{time !== undefined ? formatTime(time) : form.time}</strong>.
        </p>
        <p className="text-xs text-muted">
          If your plans change, please call the outlet on {outlet.phone_number}.
        </p>
        <Button className="mt-2 w-full sm:w-auto" onClick={onClose}>
          Done
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <p className="-mt-2 text-sm text-muted">
        {outlet.name}, {outlet.location}
      </p>
      <Field id="visit-name" label="Full name" error={errors.name}>
        {(aria) => (
          <input
            id="visit-name"
            name="name"
            autoComplete="name"
            value={form.name}
            onChange={set("name")}
            {...aria}
            className={inputClass}
          />
        )}
      </Field>
      <Field id="visit-email" label="Email" error={errors.email}>
        {(aria) => (
          <input
            id="visit-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={set("email")}
            {...aria}
            className={inputClass}
          />
        )}
      </Field>
      <Field id="visit-phone" label="Mobile number" error={errors.phone}>
        {(aria) => (
          <input
            id="visit-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={form.phone}
            onChange={set("phone")}
            {...aria}
            className={inputClass}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="visit-date" label="Date" hint="Monday to Friday" error={errors.date}>
          {(aria) => (
            <input
              id="visit-date"
              name="date"
              type="date"
              min={today}
              value={form.date}
              onChange={set("date")}
              {...aria}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="visit-time" label="Time" hint="10:00 AM to 3:00 PM" error={errors.time}>
          {(aria) => (
            <input
              id="visit-time"
              name="time"
              type="time"
              min="10:00"
              max="15:00"
              step={900}
              value={form.time}
              onChange={set("time")}
              {...aria}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className={cx("w-full")} disabled={sending}>
        {sending ? "Booking…" : "Book a Visit"}
      </Button>
    </form>
  );
}

/**
 * 'Book a Visit' modal of an outlet (name, email, phone, date Monday to
 * Friday, time 10 AM to 3 PM). Validates on the client with the rules the backend runs too, stores
 * the request (`POST /api/visits`, listed for staff by `npm run leads -- visits`) and shows a thank-you message.
 * Open while `outlet` is set.
 */
export function BookVisitDialog({ outlet, onClose }: { outlet: Outlet | null; onClose: () => void }) {
  return (
    <Dialog open={outlet !== null} onClose={onClose} title="Book a Visit">
      {outlet && <BookVisitForm key={`${outlet.name}|${outlet.address}`} outlet={outlet} onClose={onClose} />}
    </Dialog>
  );
}
