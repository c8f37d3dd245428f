"use client";

import { cx } from "@/lib/cx";

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceListProps {
  /** radio group name; also the fieldset's accessible name via `legend` */
  name: string;
  legend: string;
  choices: Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A single-choice list of native radio buttons (arrow keys move between them) for the phone Price and Sort
 * sheets (single choice, Done).
 */
export function ChoiceList({ name, legend, choices, value, onChange }: ChoiceListProps) {
  return (
    <fieldset className="px-4 py-2">
      <legend className="sr-only">{legend}</legend>
      {choices.map((choice) => {
        const checked = choice.value === value;
        return (
          <label
            key={choice.value}
            className={cx(
              "flex min-h-12 cursor-pointer items-center gap-3 border-b border-line text-sm last:border-b-0",
              checked ? "font-semibold text-brand-800" : "text-ink",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={checked}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-brand-700"
            />
            {choice.label}
          </label>
        );
      })}
    </fieldset>
  );
}
