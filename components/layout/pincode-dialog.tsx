"use client";

import { useEffect, useId, useRef, useState } from "react";
import { CircleCheck, CircleX, LocateFixed, Truck } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PINCODE_LENGTH, pincodeError, sanitizePincodeInput } from "@/lib/validation/pincode";
import { readStoredPincode, storePincode } from "./pincode-store";
import { locateMessage, locatePincode } from "./locate-pincode";

/** The shopper-facing texts of the check ('Pincode IsSuccess false' row). */
export const PINCODE_TEXT = {
  invalid: "Invalid pin code",
  noStandard: "Standard delivery not available",
  unavailable: "Pincode data unavailable",
  payment: "Cash / Card delivery option available",
  standard: "Standard delivery available",
} as const;

type CheckState =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "locating" }
  | { kind: "error"; message: string }
  /** locate-me found nothing: not a fault of the field, so the input is not marked invalid */
  | { kind: "locate-error"; message: string }
  | { kind: "invalid" }
  | { kind: "unavailable" }
  | { kind: "success"; area: string | null; pincode: string };

interface PincodeAnswer {
  ok?: unknown;
  area?: unknown;
  pincode?: unknown;
}

/** Asks the BFF; maps every answer onto a state of the dialog (never throws). */
async function checkPincode(pincode: string, signal: AbortSignal): Promise<CheckState> {
  let response: Response;
  try {
    response = await fetch(`/api/pincode?pincode=${encodeURIComponent(pincode)}`, { signal });
  } catch (err) {
    if (signal.aborted) throw err;
    return { kind: "unavailable" };
  }
  // 401 from the store, an outage, or anything unexpected: 'Pincode data unavailable'.
  if (!response.ok) return { kind: "unavailable" };
  const body = (await response.json().catch(() => ({}))) as PincodeAnswer;
  if (typeof body.pincode !== "string" || !body.pincode) return { kind: "unavailable" };
  if (body.ok !== true) return { kind: "invalid" };
  return { kind: "success", pincode: body.pincode, area: typeof body.area === "string" ? body.area : null };
}

export interface PincodeDialogProps {
  open: boolean;
  onClose: () => void;
  /** called with the checked pincode once it is stored */
  onSaved?: (pincode: string) => void;
  /** how long the success texts stay before the dialog closes, ms */
  closeDelayMs?: number;
  /** shopper's country is India: 'Locate me' finds Indian pincodes only, so it is hidden elsewhere */
  inIndia?: boolean;
}

/**
 * Delivery pincode dialog (digits only, max 6, empty 'Enter Pincode';
 * lib/validation/pincode.ts words the answers). A serviceable pincode is stored (localStorage `pincode`), its delivery options
 * are shown and the dialog closes shortly after. The form remounts on every opening, prefilled with the
 * stored pincode. 'Locate me' (India only) fills the field with the nearest pincode to the
 * browser's position, found by our own store API, and checks it the same way; a refused permission, no position
 * or a timeout keeps the stored pincode and says so.
 */
export function PincodeDialog({
  open,
  onClose,
  onSaved,
  closeDelayMs = 1500,
  inIndia = true,
}: PincodeDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title="Check delivery" initialFocusRef={inputRef}>
      <PincodeForm
        inputRef={inputRef}
        onClose={onClose}
        onSaved={onSaved}
        closeDelayMs={closeDelayMs}
        inIndia={inIndia}
      />
    </Dialog>
  );
}

function PincodeForm({
  inputRef,
  onClose,
  onSaved,
  closeDelayMs,
  inIndia,
}: Omit<PincodeDialogProps, "open"> & {
  inputRef: React.RefObject<HTMLInputElement | null>;
  closeDelayMs: number;
}) {
  const [value, setValue] = useState(() => readStoredPincode() ?? "");
  const [state, setState] = useState<CheckState>({ kind: "idle" });
  const inputId = useId();
  const messageId = useId();
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  useEffect(() => {
    if (state.kind !== "success") return;
    const timer = setTimeout(onClose, closeDelayMs);
    return () => clearTimeout(timer);
  }, [state, onClose, closeDelayMs]);

  async function runCheck(pincode: string) {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ kind: "checking" });
    try {
      const next = await checkPincode(pincode, controller.signal);
      if (next.kind === "success") {
        storePincode(next.pincode);
        onSaved?.(next.pincode);
      }
      setState(next);
    } catch {
      // aborted: the dialog closed or a newer check started
    }
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const problem = pincodeError(value);
    if (problem) {
      setState({ kind: "error", message: problem });
      inputRef.current?.focus();
      return;
    }
    await runCheck(value);
  }

  async function onLocate() {
    abortRef.current?.abort();
    const kept = readStoredPincode();
    setState({ kind: "locating" });
    const found = await locatePincode();
    if (found.kind === "error") {
      setState({ kind: "locate-error", message: locateMessage(found.reason, kept) });
      return;
    }
    setValue(found.pincode);
    await runCheck(found.pincode);
  }

  const busy = state.kind === "checking" || state.kind === "locating";
  const hasError = state.kind === "error" || state.kind === "invalid" || state.kind === "unavailable";

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted">
        Enter the pincode of your delivery address to see delivery options.
      </p>
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          Pincode
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            name="pincode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9]*"
            maxLength={PINCODE_LENGTH}
            placeholder="Enter Pincode"
            value={value}
            onChange={(e) => {
              setValue(sanitizePincodeInput(e.target.value));
              if (!busy) setState({ kind: "idle" });
            }}
            aria-invalid={hasError || undefined}
            aria-describedby={messageId}
            className="h-11 min-w-0 flex-1 rounded-md border border-line px-3 text-base tracking-[0.2em] outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-invalid:border-danger"
          />
          <Button type="submit" size="field" className="shrink-0" disabled={busy}>
            {state.kind === "checking" ? <Spinner size="sm" label="Checking" tone="inverse" /> : "Check"}
          </Button>
        </div>
        {inIndia && (
          <button
            type="button"
            onClick={() => void onLocate()}
            disabled={busy}
            className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            <LocateFixed aria-hidden="true" className="size-4" />
            {state.kind === "locating" ? "Locating…" : "Locate me"}
          </button>
        )}
      </div>
      <div id={messageId} aria-live="polite" className="min-h-12 text-sm">
        {state.kind === "error" && <p className="text-danger">{state.message}</p>}
        {state.kind === "locate-error" && (
          <p className="text-danger" data-testid="locate-message">
            {state.message}
          </p>
        )}
        {state.kind === "invalid" && (
          <ul className="space-y-1">
            <li className="flex items-center gap-2 font-medium text-danger">
              <CircleX aria-hidden="true" className="size-4" />
              {PINCODE_TEXT.invalid}
            </li>
            <li className="flex items-center gap-2 text-muted">
              <Truck aria-hidden="true" className="size-4" />
              {PINCODE_TEXT.noStandard}
            </li>
          </ul>
        )}
        {state.kind === "unavailable" && <p className="text-danger">{PINCODE_TEXT.unavailable}</p>}
        {state.kind === "success" && (
          <ul className="space-y-1 text-success">
            {state.area && (
              <li className="font-medium text-ink">
                Delivering to {state.area} - {state.pincode}
              </li>
            )}
            <li className="flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-4" />
              {PINCODE_TEXT.payment}
            </li>
            <li className="flex items-center gap-2">
              <Truck aria-hidden="true" className="size-4" />
              {PINCODE_TEXT.standard}
            </li>
          </ul>
        )}
      </div>
    </form>
  );
}
