"use client";

import { Clock } from "lucide-react";
import type { TrialSlot } from "@/lib/cart/trial-schedule";
import { useRadioChips } from "@/components/ui/use-radio-chips";
import { cx } from "@/lib/cx";

/** The time slots of the chosen date (10:00 AM to 3:00 PM; past slots of today are not offered). */
export function SlotPicker({
  slots,
  selected,
  onSelect,
}: {
  slots: readonly TrialSlot[];
  selected: string | null;
  onSelect: (slot: TrialSlot) => void;
}) {
  const chip = useRadioChips(slots, slots.includes(selected as TrialSlot) ? (selected as TrialSlot) : null, onSelect);
  if (slots.length === 0) {
    return (
      <p className="text-sm text-muted">No time slots are left on this date. Please pick another day.</p>
    );
  }

  return (
    <div role="radiogroup" aria-label="Time slot" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {slots.map((slot, i) => {
        const checked = slot === selected;
        return (
          <button
            key={slot}
            {...chip(i)}
            className={cx(
              "flex h-11 items-center justify-center gap-1.5 rounded-md border text-sm font-medium transition-colors",
              checked
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-line bg-white text-ink hover:border-brand-600",
            )}
          >
            <Clock aria-hidden className="size-3.5 opacity-70" />
            {slot}
          </button>
        );
      })}
    </div>
  );
}
