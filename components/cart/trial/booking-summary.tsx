import Link from "next/link";
import { CalendarDays, Clock, Gem, Pencil } from "lucide-react";
import { longDate } from "@/lib/cart/trial-schedule";

/** The chosen visit above the booking form: date, time and number of designs, with Edit back to scheduling. */
export function BookingSummary({ date, slot, count }: { date: string; slot: string; count: number }) {
  return (
    <section
      aria-label="Your trial visit"
      className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-card border border-gold-500/40 bg-ivory px-4 py-3 text-sm"
    >
      <p className="flex items-center gap-2">
        <CalendarDays aria-hidden className="size-4 text-gold-600" />
        <span className="sr-only">Date:</span>
        <span className="font-medium text-ink" data-testid="trial-date">
          {longDate(date)}
        </span>
      </p>
      <p className="flex items-center gap-2">
        <Clock aria-hidden className="size-4 text-gold-600" />
        <span className="sr-only">Time:</span>
        <span className="font-medium text-ink" data-testid="trial-slot">
          {slot}
        </span>
      </p>
      <p className="flex items-center gap-2">
        <Gem aria-hidden className="size-4 text-gold-600" />
        <span className="font-medium text-ink" data-testid="trial-count">
          {count} {count === 1 ? "design" : "designs"}
        </span>
      </p>
      <Link
        href="/trial/athome"
        className="ml-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <Pencil aria-hidden className="size-3.5" /> Edit
      </Link>
    </section>
  );
}
