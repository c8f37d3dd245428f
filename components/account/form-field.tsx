import type { ReactNode } from "react";
import { cx } from "@/lib/cx";
import { sanitizePincodeInput } from "@/lib/validation/pincode";

/** Text input look shared by the account forms (login, sign-up, OTP, profile, address). */
/** A text field's look without its outer margin, corners and side padding (the exports below add those). */
const inputBase =
  "block h-11 w-full border border-line bg-white text-sm text-ink placeholder:text-muted/70 " +
  "focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 aria-[invalid=true]:border-danger " +
  "disabled:bg-ivory disabled:text-muted";

/** A text input under its label. */
export const inputClass = `mt-1 rounded-md px-3 ${inputBase}`;
/** A native select under its label (room on the right for the browser's arrow). */
export const selectClass = `mt-1 appearance-auto rounded-md pl-3 pr-8 ${inputBase}`;
/** An input joined to a prefix on its left (the +91 of a phone number): square left corners. */
export const prefixedInputClass = `rounded-r-md px-3 ${inputBase}`;

/** The error paragraph's id for an input id (inputs point at it with aria-describedby). */
export function errorIdOf(inputId: string): string {
  return `${inputId}-error`;
}

/** Props an input needs to be tied to its error: aria-invalid and aria-describedby. */
export function errorProps(inputId: string, error: string | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": errorIdOf(inputId) } : {};
}

export interface FormFieldProps {
  /** id of the input inside (the label's htmlFor) */
  inputId: string;
  label: ReactNode;
  /** the validation message shown right under the input (the form's own texts) */
  error?: string;
  /** marks optional fields in the label */
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Label, input (children) and its error message next to it. The input should spread errorProps(inputId, error)
 * so screen readers read the message with the field.
 */
export function FormField({ inputId, label, error, optional, className, children }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
        {optional && <span className="ml-1 text-xs font-normal text-muted">(optional)</span>}
      </label>
      {children}
      {error && (
        <p id={errorIdOf(inputId)} className="mt-1 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "value" | "onChange"
> {
  /** form prefix of the input id (`address` -> `address-city`) */
  idPrefix: string;
  name: string;
  label: ReactNode;
  value: string;
  error?: string;
  optional?: boolean;
  /** the new value; a `pincode` field keeps digits only, at most 6 */
  onValue: (value: string) => void;
  /** the input element (to focus it) */
  ref?: React.Ref<HTMLInputElement>;
}

/** A labelled text input with its error message, as the account, address and checkout forms lay out their text fields. */
export function TextField({
  idPrefix,
  name,
  label,
  value,
  error,
  optional,
  onValue,
  ref,
  ...props
}: TextFieldProps) {
  const inputId = `${idPrefix}-${name}`;
  return (
    <FormField inputId={inputId} label={label} error={error} optional={optional}>
      <input
        ref={ref}
        id={inputId}
        name={name}
        value={value}
        onChange={(e) => onValue(name === "pincode" ? sanitizePincodeInput(e.target.value) : e.target.value)}
        className={inputClass}
        {...props}
        {...errorProps(inputId, error)}
      />
    </FormField>
  );
}

/**
 * Makes `text(key, label, inputProps?, optional?)`: a TextField bound to one form's values, errors and setter, so a
 * form lists each text field in one line (the address book, checkout and their shared address rows).
 */
export function textFieldsOf<K extends string>(
  idPrefix: string,
  values: Readonly<Partial<Record<K, string | undefined>>>,
  errors: Readonly<Partial<Record<K, string | undefined>>>,
  onValue: (key: K, value: string) => void,
) {
  return function text(
    key: K,
    label: ReactNode,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
    optional = false,
  ) {
    return (
      <TextField
        {...props}
        idPrefix={idPrefix}
        name={key}
        label={label}
        value={values[key] ?? ""}
        error={errors[key]}
        optional={optional}
        onValue={(value) => onValue(key, value)}
      />
    );
  };
}

/** A form-level message (refusals from the server, 'No changes were made.'), announced as an alert. */
export function FormAlert({
  children,
  tone = "error",
  className,
}: {
  children: ReactNode;
  tone?: "error" | "info";
  className?: string;
}) {
  return (
    <p
      role="alert"
      className={cx(
        "rounded-md px-3 py-2 text-sm",
        tone === "error" ? "bg-danger/10 font-medium text-danger" : "bg-ivory text-ink",
        className,
      )}
    >
      {children}
    </p>
  );
}
