"use client";

import Link from "next/link";
import { CalendarCheck, Home, Trash2 } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { NEW_ARRIVALS_HREF } from "@/components/layout/links";
import { useTrialCart } from "@/lib/cart/client/use-trial-cart";
import { formatPrice } from "@/lib/money/format";
import { EmptyState } from "@/components/ui/empty-state";
import { LineItem } from "./line-item";
import { TrustBadges } from "./trust-badges";

/** The scheduling screen Book Appointment opens. */
export const TRIAL_AT_HOME_PATH = "/trial/athome";

/**
 * The trial cart (`/trial/cart`: trial summary with service charge Free, total
 * payable 0 and Book Appointment to /trial/athome). Removing a line happens at once; a booked one comes back with
 * the toast 'Already Processed, Cannot delete'.
 */
export function TrialCartView() {
  const { items, currency, remove } = useTrialCart();
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Home className="size-7" />}
        text="Your trial cart is empty"
        hint="Tap Trial at Home on any design to try it on at home, free of charge."
        action={
          <Link href={NEW_ARRIVALS_HREF} className={buttonVariants({ variant: "gold", size: "lg" })}>
            Shop Now
          </Link>
        }
      />
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="trial-items-title">
        {/* Named by a heading, so the lines' h3 names sit under an h2 (heading-order). */}
        <h2 id="trial-items-title" className="sr-only">
          Designs in your trial cart
        </h2>
        <ul className="divide-y divide-line border-y border-line">
          {items.map((item) => (
            <li key={item.id}>
              <LineItem
                line={item}
                currency={currency}
                note={
                  item.processed && (
                    <p className="inline-flex items-center gap-1 text-xs font-medium text-success">
                      <CalendarCheck aria-hidden className="size-3.5" /> Trial booked
                    </p>
                  )
                }
                actions={
                  <button
                    type="button"
                    onClick={() => void remove(item.id)}
                    aria-label={`Remove ${item.name} from the trial cart`}
                    className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted hover:bg-brand-50 hover:text-brand-700"
                  >
                    <Trash2 aria-hidden className="size-3.5" /> Remove
                  </button>
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <aside
        aria-labelledby="trial-summary-title"
        className="h-fit rounded-card border border-line bg-white p-5 lg:sticky lg:top-20"
      >
        <h2 id="trial-summary-title" className="font-serif text-xl text-brand-800">
          Trial summary
        </h2>
        <dl className="mt-4 space-y-2.5 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Designs</dt>
            <dd>{items.length}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Service charge</dt>
            <dd className="font-medium text-success">Free</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-line pt-3 text-base font-semibold">
            <dt>Total payable</dt>
            <dd className="tabular-nums">{formatPrice(0, currency)}</dd>
          </div>
        </dl>
        <Link href={TRIAL_AT_HOME_PATH} className={`${buttonVariants({ size: "lg" })} mt-5 w-full`}>
          Book Appointment
        </Link>
        <div className="mt-4">
          <TrustBadges />
        </div>
      </aside>
    </div>
  );
}
