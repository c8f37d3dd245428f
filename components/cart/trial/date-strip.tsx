"use client";

import { dateParts, longDate } from "@/lib/cart/trial-schedule";
import { useRadioChips } from "@/components/ui/use-radio-chips";
import { cx } from "@/lib/cx";

/**
 * The trial date strip (6 days starting tomorrow): a radio group of date chips, arrow keys
 * move between them.
 */
export function DateStrip({
  dates,
  selected,
  onSelect,
}: {
  dates: readonly string[];
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const chip = useRadioChips(dates, selected, onSelect);

  return (
    <div role="radiogroup" aria-label="Trial date" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {dates.map((date, i) => {
        const { weekday, day, month } = dateParts(date);
        const checked = date === selected;
        return (
          <button
            key={date}
            {...chip(i)}
            title={longDate(date)}
            data-date={date}
            className={cx(
              "flex flex-col items-center rounded-md border py-2 transition-colors",
              checked
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-line bg-white text-ink hover:border-brand-600",
            )}
          >
            <span
              className={cx(
                "text-[11px] font-semibold uppercase tracking-wider",
                checked ? "text-white/85" : "text-muted",
              )}
            >
              {weekday}
            </span>{" "}
            <span className="font-serif text-xl leading-tight">{day}</span>{" "}
            <span className={cx("text-xs", checked ? "text-white/85" : "text-muted")}>{month}</span>
            {/* The name is the chip's own words (label in name, WCAG 2.5.3) plus the year. */}
            <span className="sr-only"> {date.slice(0, 4)}</span>
          </button>
        );
      })}
    </div>
  );
}
