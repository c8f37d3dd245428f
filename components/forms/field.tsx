import type { ReactNode } from "react";

/** The error paragraph's id for an input id (the input points at it with aria-describedby). */
export function errorIdOf(inputId: string): string {
  return `${inputId}-error`;
}

/** The hint paragraph's id for an input id. */
export function hintIdOf(inputId: string): string {
  return `${inputId}-hint`;
}

/** What an input needs to be read with its hint or error: aria-invalid and aria-describedby. */
export interface FieldAria {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * aria-invalid and aria-describedby for an input: the error while there is one, else the hint (when the field
 * has one); nothing when neither shows.
 */
export function fieldAria(inputId: string, error: string | undefined, hint?: ReactNode): FieldAria {
  if (error) return { "aria-invalid": true, "aria-describedby": errorIdOf(inputId) };
  return hint ? { "aria-describedby": hintIdOf(inputId) } : {};
}

/** aria-invalid and aria-describedby for an input with no hint (the error alone). */
export function errorProps(inputId: string, error: string | undefined): FieldAria {
  return fieldAria(inputId, error);
}

/** The message under a field (or a group of radios), in the store's error style. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-xs font-medium text-danger">
      {message}
    </p>
  ) : null;
}

export interface FieldProps {
  /** id of the input inside (the label's htmlFor); the hint and error ids derive from it */
  id: string;
  label: ReactNode;
  /** help under the input, hidden while an error shows */
  hint?: ReactNode;
  /** the validation message shown right under the input (the form's message, from lib/validation) */
  error?: string;
  /** adds a '*' after the label (hidden from screen readers: the input says aria-required itself) */
  required?: boolean;
  /** adds '(optional)' after the label */
  optional?: boolean;
  className?: string;
  /** the input; a function receives the aria props to spread on it (fieldAria) */
  children: ReactNode | ((aria: FieldAria) => ReactNode);
}

/**
 * A form field: label, input, hint and error message. The input gets aria-invalid and aria-describedby either by
 * spreading the argument of a children function or by spreading fieldAria(id, error, hint) itself, so screen
 * readers read the message with the field. Errors: none thrown; `error` is shown as given.
 */
export function Field({ id, label, hint, error, required, optional, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
        {optional && <span className="ml-1 text-xs font-normal text-muted">(optional)</span>}
      </label>
      {typeof children === "function" ? children(fieldAria(id, error, hint)) : children}
      {hint && !error && (
        <p id={hintIdOf(id)} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorIdOf(id)} message={error} />
    </div>
  );
}
