import type { ReactNode } from "react";
import { sanitizePincodeInput } from "@/lib/validation/pincode";
import { Field, fieldAria } from "./field";

/** A field's look without its height, outer margin, corners and padding (the exports below add those). */
const boxBase =
  "block w-full border border-line bg-white text-sm text-ink placeholder:text-muted/70 " +
  "focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 aria-[invalid=true]:border-danger " +
  "disabled:bg-ivory disabled:text-muted";
/** A one-line field's look (44 px high). */
const inputBase = `h-11 ${boxBase}`;

/** A text input under its label. */
export const inputClass = `mt-1 rounded-md px-3 ${inputBase}`;
/** A textarea under its label: the text fields' look, as high as its rows. */
export const textareaClass = `mt-1 rounded-md px-3 py-2 ${boxBase}`;
/** A native select under its label (room on the right for the browser's arrow). */
export const selectClass = `mt-1 appearance-auto rounded-md pl-3 pr-8 ${inputBase}`;
/** A text input sharing a row with another control (the number beside its country code): no top margin. */
export const rowInputClass = `rounded-md px-3 ${inputBase}`;
/** An input joined to a prefix on its left (the +91 of a phone number): square left corners. */
export const prefixedInputClass = `rounded-r-md px-3 ${inputBase}`;

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
  /** help under the input (e.g. 'Monday to Friday'), hidden while an error shows */
  hint?: ReactNode;
  optional?: boolean;
  /** the new value; a `pincode` field keeps digits only, at most 6 (an Indian pincode) */
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
  hint,
  optional,
  onValue,
  ref,
  ...props
}: TextFieldProps) {
  const inputId = `${idPrefix}-${name}`;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} optional={optional}>
      <input
        ref={ref}
        id={inputId}
        name={name}
        value={value}
        onChange={(e) => onValue(name === "pincode" ? sanitizePincodeInput(e.target.value) : e.target.value)}
        className={inputClass}
        {...props}
        {...fieldAria(inputId, error, hint)}
      />
    </Field>
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
  /** the ref of each field's input (a form library's, to focus the first invalid field) */
  refOf?: (key: K) => React.RefCallback<HTMLElement>,
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
        ref={refOf?.(key)}
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
