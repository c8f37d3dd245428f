import type { InputHTMLAttributes } from "react";
import { cx } from "@/lib/cx";
import { errorProps, prefixedInputClass } from "./form-field";
import { HONORIFIC_CHOICES, type Honorific } from "./account-validation";

export interface HonorificChoiceProps {
  /** radio group name (also the form field name) */
  name: string;
  value: Honorific;
  onChange: (value: Honorific) => void;
  /** id prefix of the error message (errorProps) */
  errorId: string;
  error?: string;
}

/** Title as three segment-style radio buttons: Mr, Mrs, Others (the address's honorific_name). */
export function HonorificChoice({ name, value, onChange, errorId, error }: HonorificChoiceProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Title</legend>
      <div className="mt-1 flex gap-2">
        {HONORIFIC_CHOICES.map((h) => (
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
      {error && (
        <p id={`${errorId}-error`} className="mt-1 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface PhoneInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  id: string;
  value: string;
  /** receives digits only, at most 10 */
  onChange: (digits: string) => void;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** A 10-digit mobile number after the fixed +91 code. Keeps digits only. */
export function PhoneInput({ id, value, onChange, error, inputRef, className, ...rest }: PhoneInputProps) {
  return (
    <div className="mt-1 flex">
      <span className="flex h-11 items-center rounded-l-md border border-r-0 border-line bg-ivory px-3 text-sm text-muted">
        +91
      </span>
      <input
        ref={inputRef}
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 10))}
        className={cx(prefixedInputClass, className)}
        {...rest}
        {...errorProps(id, error)}
      />
    </div>
  );
}
