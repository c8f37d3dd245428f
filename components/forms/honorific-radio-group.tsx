import type { Ref } from "react";
import { cx } from "@/lib/cx";
import { HONORIFICS, type Honorific } from "@/lib/validation/account";
import { FieldError, errorIdOf, errorProps } from "./field";

export interface HonorificRadioGroupProps {
  /** radio group name (also the form field name: `honorific` on sign-up, `honorific_name` on addresses) */
  name: string;
  value: string;
  onChange: (value: Honorific) => void;
  /** the id the error message derives from (`${errorId}-error`); every radio points at it while it shows */
  errorId: string;
  /** the schema's message (e.g. 'Honorific name must be one of Mr, Mrs, or Others') */
  error?: string;
  /** put on every radio (a form library's ref focuses the first one) */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * 'Title': Mr, Mrs and Others (the store API's `honorific_name` values) as a row of segment-style radio buttons,
 * with its error under the row. Sign-up, the address book and checkout all use it.
 */
export function HonorificRadioGroup({
  name,
  value,
  onChange,
  errorId,
  error,
  inputRef,
}: HonorificRadioGroupProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Title</legend>
      <div className="mt-1 flex gap-2">
        {HONORIFICS.map((h) => (
          <label
            key={h}
            className={cx(
              "flex h-10 flex-1 cursor-pointer items-center justify-center rounded-md border text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300",
              value === h
                ? "border-brand-700 bg-brand-50 font-semibold text-brand-800"
                : "border-line text-ink",
            )}
          >
            <input
              ref={inputRef}
              type="radio"
              name={name}
              value={h}
              checked={value === h}
              onChange={() => onChange(h)}
              className="sr-only"
              {...errorProps(errorId, error)}
            />
            {h}
          </label>
        ))}
      </div>
      <FieldError id={errorIdOf(errorId)} message={error} />
    </fieldset>
  );
}
