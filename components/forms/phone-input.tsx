import type { InputHTMLAttributes, Ref } from "react";
import { cx } from "@/lib/cx";
import { Field, errorProps } from "./field";
import { prefixedInputClass } from "./text-field";

export interface PhoneInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  id: string;
  value: string;
  /** receives digits only, at most 10 */
  onChange: (digits: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A 10-digit mobile number after the fixed +91 code (Indian numbers only). Keeps digits only. */
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

/** A labelled PhoneInput with its error under it (the `id` is the input's; the label points at it). */
export function PhoneField({ label, ...input }: PhoneInputProps & { label: string }) {
  return (
    <Field id={input.id} label={label} error={input.error}>
      <PhoneInput {...input} />
    </Field>
  );
}
