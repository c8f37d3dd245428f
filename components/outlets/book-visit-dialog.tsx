"use client";

import { useState } from "react";
import { CircleCheck } from "lucide-react";
import type { Outlet } from "@/lib/store-api/contract";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/forms/form-alert";
import { TextField, textFieldsOf } from "@/components/forms/text-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import {
  formatTime,
  parseLocalDate,
  parseTime,
  toDateInput,
  visitFormSchema,
  type VisitForm,
} from "./book-visit-validation";

const SEND_FAILED = "We could not book your visit just now. Please try again, or call the outlet.";
const EMPTY: VisitForm = { name: "", email: "", phone: "", date: "", time: "" };
/** Field order on screen: the store's first field message gets focus. */
const FIELDS: (keyof VisitForm)[] = ["name", "email", "phone", "date", "time"];

/** The form and its thank-you state for one outlet; remounted per outlet so every booking starts blank. */
function BookVisitForm({ outlet, onClose }: { outlet: Outlet; onClose: () => void }) {
  const { values, errors, edit, refOf, showServerErrors, submitWith } = useZodForm(visitFormSchema, {
    defaultValues: EMPTY,
  });
  const [booked, setBooked] = useState<VisitForm | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const today = toDateInput(new Date());

  async function book(form: VisitForm) {
    setSending(true);
    try {
      const res = await fetch("/api/visits", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ outlet_id: outlet.id ?? 0, ...form }),
      });
      if (res.ok) {
        setBooked(form);
        return;
      }
      const body = (await res.json().catch(() => null)) as {
        error?: { message?: string; fieldErrors?: Record<string, string> };
      } | null;
      if (!showServerErrors(body?.error?.fieldErrors ?? {}, FIELDS))
        setFailure(body?.error?.message ?? SEND_FAILED);
    } catch {
      setFailure(SEND_FAILED);
    } finally {
      setSending(false);
    }
  }

  const text = textFieldsOf<keyof VisitForm>("visit", values, errors, edit, refOf);
  if (booked) {
    const date = parseLocalDate(booked.date);
    const time = parseTime(booked.time);
    const when = date?.toLocaleDateString("en-IN", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    return (
      <div className="flex flex-col items-center gap-3 py-2 text-center" role="status">
        <CircleCheck aria-hidden className="h-12 w-12 text-success" strokeWidth={1.5} />
        <p className="font-serif text-xl text-ink">Thank you, {booked.name.trim()}!</p>
        <p className="text-sm leading-relaxed text-muted">
          We look forward to welcoming you at <strong className="text-ink">{outlet.name}</strong> on{" "}
          <strong className="text-ink">{when}</strong> at{" "}
          <strong className="text-ink">{time !== undefined ? formatTime(time) : booked.time}</strong>.
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
    <form
      noValidate
      onSubmit={(event) => {
        if (!sending) setFailure(null);
        submitWith(book, sending)(event);
      }}
      className="space-y-4"
    >
      <p className="-mt-2 text-sm text-muted">
        {outlet.name}, {outlet.location}
      </p>
      {text("name", "Full name", { autoComplete: "name" })}
      {text("email", "Email", { type: "email", autoComplete: "email", inputMode: "email" })}
      {text("phone", "Mobile number", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={refOf("date")}
          idPrefix="visit"
          name="date"
          label="Date"
          hint="Monday to Friday"
          type="date"
          min={today}
          value={values.date}
          error={errors.date}
          onValue={(value) => edit("date", value)}
        />
        <TextField
          ref={refOf("time")}
          idPrefix="visit"
          name="time"
          label="Time"
          hint="10:00 AM to 3:00 PM"
          type="time"
          min="10:00"
          max="15:00"
          step={900}
          value={values.time}
          error={errors.time}
          onValue={(value) => edit("time", value)}
        />
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? "Booking…" : "Book a Visit"}
      </Button>
    </form>
  );
}

/**
 * 'Book a Visit' modal of an outlet (name, email, phone, date Monday to
 * Friday, time 10 AM to 3 PM). Validates on the client with the rules the backend runs too (every message at once
 * under its field, the first invalid field focused), stores
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
