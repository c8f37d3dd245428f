"use client";

import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { useTrialCart } from "@/lib/cart/client/use-trial-cart";
import { TRIAL_DESIGN_SLOTS, isTrialSlot, parseIsoDate } from "@/lib/cart/trial-schedule";
import { BookingSummary } from "./booking-summary";
import { TrialBookingForm } from "./trial-booking-form";
import { useTrialChoice } from "./trial-storage";

/**
 * The booking screen (`/tryathome/form`): the visit chosen on /trial/athome (date and slot from the query, else the
 * saved choice; the number of designs from the trial cart), then the booking form. Without a date and slot it
 * sends the shopper back to choose them.
 */
export function BookingScreen({
  queryDate,
  querySlot,
}: {
  queryDate: string | null;
  querySlot: string | null;
}) {
  const saved = useTrialChoice();
  const { items } = useTrialCart();
  const date = queryDate && parseIsoDate(queryDate) ? queryDate : saved.date;
  const slot = querySlot && isTrialSlot(querySlot) ? querySlot : saved.slot;
  const count = Math.min(TRIAL_DESIGN_SLOTS, items.filter((i) => !i.processed).length);

  if (!date || !slot) {
    return (
      <div className="rounded-card border border-line bg-ivory px-6 py-10 text-center">
        <p className="font-serif text-xl text-ink">Please select both a date and a time slot.</p>
        <Link href="/trial/athome" className={`${buttonVariants({ variant: "primary" })} mt-5`}>
          Choose a date and time
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <BookingSummary date={date} slot={slot} count={count} />
      <TrialBookingForm date={date} slot={slot} />
    </div>
  );
}
