"use client";

import { useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useTrialCart } from "@/lib/cart/client/use-trial-cart";
import {
  TRIAL_DESIGN_SLOTS,
  TRIAL_SCHEDULE_MESSAGES,
  TRIAL_SLOTS,
  trialDates,
  visibleSlots,
} from "@/lib/cart/trial-schedule";
import { DateStrip } from "./date-strip";
import { DesignSlots } from "./design-slots";
import { SlotPicker } from "./slot-picker";
import { useIsClient } from "@/components/ui/use-is-client";
import { saveTrialDate, saveTrialSlot, useTrialChoice } from "./trial-storage";

/** The booking form's path and the query it reads (date, slot, count). */
export const TRIAL_FORM_PATH = "/tryathome/form";

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`trial-step-${n}`} className="space-y-3">
      <h2 id={`trial-step-${n}`} className="flex items-center gap-2 font-serif text-lg text-brand-800">
        <span
          aria-hidden
          className="grid size-6 place-items-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
        >
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Trial at Home scheduling:
 * a 6-day date strip from tomorrow, the time slots (past ones hidden on today), the five design slots and PROCEED
 * TO CONFIRM, which needs a date and a slot ('Please select both a date and a time slot.'), then at least one trial
 * item ('Please select at least one trial cart item.'), and goes to the booking form with date, slot and count.
 * The date and slot are saved in localStorage; picking either clears the error. The strip follows the browser's
 * clock, so it renders after hydration (a same-size placeholder holds its place before).
 */
export function TrialScheduler() {
  const router = useRouter();
  const isClient = useIsClient();
  const { items, currency, remove } = useTrialCart();
  const choice = useTrialChoice();
  const [error, setError] = useState<string | null>(null);

  const now = isClient ? new Date() : null;
  const dates = now ? trialDates(now) : [];
  const date = choice.date && dates.includes(choice.date) ? choice.date : null;
  const slots = date && now ? visibleSlots(date, now) : [...TRIAL_SLOTS];
  const slot = choice.slot && slots.includes(choice.slot) ? choice.slot : null;
  const waiting = items.filter((item) => !item.processed).slice(0, TRIAL_DESIGN_SLOTS);

  function proceed() {
    if (!date || !slot) {
      setError(TRIAL_SCHEDULE_MESSAGES.dateAndSlot);
      return;
    }
    if (waiting.length === 0) {
      setError(TRIAL_SCHEDULE_MESSAGES.noItems);
      return;
    }
    const query = new URLSearchParams({ date, slot, count: String(waiting.length) });
    router.push(`${TRIAL_FORM_PATH}?${query.toString()}`);
  }

  return (
    <div className="space-y-8">
      <p className="max-w-2xl text-sm text-muted">
        Pick a day and a time, and a jewellery consultant brings up to five designs to your home. The visit is
        free and there is nothing to pay.
      </p>
      <Step n={1} title="Choose a date">
        {now ? (
          <DateStrip
            dates={dates}
            selected={date}
            onSelect={(d) => {
              saveTrialDate(d);
              if (slot && !visibleSlots(d, new Date()).includes(slot)) saveTrialSlot(null);
              setError(null);
            }}
          />
        ) : (
          <div aria-hidden className="grid h-[9.9375rem] grid-cols-3 gap-2 sm:h-[4.75rem] sm:grid-cols-6">
            {Array.from({ length: 6 }, (_, i) => (
              <span key={i} className="rounded-md border border-line bg-ivory" />
            ))}
          </div>
        )}
      </Step>
      <Step n={2} title="Choose a time slot">
        <SlotPicker
          slots={slots}
          selected={slot}
          onSelect={(s) => {
            saveTrialSlot(s);
            setError(null);
          }}
        />
      </Step>
      <Step n={3} title={`Designs to try (${waiting.length} of ${TRIAL_DESIGN_SLOTS})`}>
        <DesignSlots items={waiting} currency={currency} onRemove={(item) => void remove(item.id)} />
      </Step>
      <div className="flex flex-col items-stretch gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p role="alert" className="min-h-5 text-sm font-medium text-danger">
          {error}
        </p>
        <Button size="lg" onClick={proceed} className="sm:min-w-64">
          PROCEED TO CONFIRM
        </Button>
      </div>
    </div>
  );
}
