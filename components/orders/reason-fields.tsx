"use client";

import { useId } from "react";
import { errorIdOf } from "@/components/forms/field";
import type { CancelReason } from "@/lib/store-api/contract/after-sale";
import { cn } from "@/lib/cn";

export interface ReasonFieldsProps {
  reasons: { code: CancelReason; label: string }[];
  reason: CancelReason | null;
  onReason: (reason: CancelReason) => void;
  notes: string;
  onNotes: (notes: string) => void;
  /** the reason's error ('Please select a reason for cancellation.' or, for a return, 'Please select a reason for return.') */
  error?: string;
  legend: string;
}

/** Reason radios (the six reason codes, with human labels) and the optional notes of a cancel or return. */
export function ReasonFields({
  reasons,
  reason,
  onReason,
  notes,
  onNotes,
  error,
  legend,
}: ReasonFieldsProps) {
  const id = useId();
  const errorId = errorIdOf(`${id}-reason`);
  return (
    <>
      <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
        <legend className="text-sm font-semibold text-ink">{legend}</legend>
        <div className="mt-2 grid gap-1.5">
          {reasons.map((r) => (
            <label
              key={r.code}
              className={cn(
                "flex cursor-pointer items-center gap-2.5 rounded-md border px-3 py-2 text-sm",
                reason === r.code ? "border-brand-700 bg-brand-50" : "border-line hover:bg-ivory",
              )}
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={r.code}
                checked={reason === r.code}
                onChange={() => onReason(r.code)}
                className="size-4 accent-brand-700"
              />
              {r.label}
            </label>
          ))}
        </div>
        {error && (
          <p id={errorId} role="alert" className="mt-1.5 text-xs font-medium text-danger">
            {error}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-notes`} className="text-sm font-semibold text-ink">
          Notes <span className="text-xs font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={`${id}-notes`}
          value={notes}
          maxLength={500}
          rows={3}
          onChange={(e) => onNotes(e.target.value)}
          className="mt-1 block w-full rounded-md border border-line px-3 py-2 text-sm focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300"
        />
      </div>
    </>
  );
}

/** A figure row of the dialogs (paise formatted by the caller). */
export function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn("flex justify-between gap-4 text-sm", strong && "font-semibold text-ink")}>
      <dt className={strong ? undefined : "text-muted"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
