"use client";

import { FormField, errorIdOf, errorProps, prefixedInputClass } from "@/components/account/form-field";
import { cx } from "@/lib/cx";
import { HONORIFICS, type Honorific } from "@/lib/validation/account";

/** A 10-digit Indian mobile number with the fixed +91 prefix; digits only. */
export function PhoneField({
  name,
  label,
  value,
  error,
  autoComplete,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  autoComplete: string;
  onChange: (digits: string) => void;
}) {
  const id = `checkout-${name}`;
  return (
    <FormField inputId={id} label={label} error={error}>
      <div className="mt-1 flex">
        <span className="flex h-11 items-center rounded-l-md border border-r-0 border-line bg-ivory px-3 text-sm text-muted">
          +91
        </span>
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete={autoComplete}
          maxLength={10}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 10))}
          className={prefixedInputClass}
          {...errorProps(id, error)}
        />
      </div>
    </FormField>
  );
}

/** The id the honorific's error hangs on (each radio points at it when there is one). */
const HONORIFIC_ID = "checkout-honorific_name";

/** Mr, Mrs or Others as a row of radio buttons (honorifics). */
export function HonorificField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (honorific: Honorific) => void;
}) {
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
              type="radio"
              name="honorific_name"
              value={h}
              checked={value === h}
              onChange={() => onChange(h)}
              className="sr-only"
              {...errorProps(HONORIFIC_ID, error)}
            />
            {h}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorIdOf(HONORIFIC_ID)} className="mt-1 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
