"use client";

import { useId, type Ref } from "react";
import { Star } from "lucide-react";
import { FieldError, errorIdOf, errorProps } from "@/components/forms/field";
import { cx } from "@/lib/cx";

const WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"];

/**
 * Five stars as a radio group (rating by five stars): native radios, so Tab
 * reaches the group and the arrow keys move the choice; each star is labelled "N stars". `value` is 0 while no
 * star is chosen; the error shows under the stars and every radio points at it.
 */
export function StarInput({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: number;
  onChange: (n: number) => void;
  error?: string;
  /** put on every radio (a form library's ref focuses the first one when the rating is missing) */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Your rating</legend>
      <div role="radiogroup" aria-label="Rating" className="mt-1 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
          >
            <input
              ref={inputRef}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={`${n} ${n === 1 ? "star" : "stars"}`}
              {...errorProps(name, error)}
            />
            <Star
              aria-hidden
              className={cx("size-8", n <= value ? "fill-gold-500 text-gold-500" : "text-gold-300")}
              strokeWidth={1.5}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-muted" aria-live="polite">
          {WORDS[value] ?? ""}
        </span>
      </div>
      <FieldError id={errorIdOf(name)} message={error} />
    </fieldset>
  );
}
