"use client";

import { useId, useState, type FormEvent } from "react";
import { TicketPercent } from "lucide-react";
import { Button } from "@/components/ui/button";
import { bffRequest, isBffRequestError } from "@/lib/account-client/fetcher";
import { failureMessage } from "@/lib/cart/client/failure";
import { FEATURED_VOUCHER, VOUCHER_MESSAGES } from "@/lib/cart/messages";
import type { VoucherDto } from "@/lib/cart/types";
import { cx } from "@/lib/cx";

type Status = { tone: "error" | "success"; text: string } | null;

/**
 * Voucher entry of the order summary (empty input, invalid, applied, expired:
 * 'Invalid coupon code' red, 'Voucher code applied' green, 'Promo code expired' as is;
 * empty 'Enter Voucher Code'). The code PAYDAY shows as Applied or Not Applied. The server checks the code
 * against its own cart total (`POST /api/cart/voucher`).
 */
export function VoucherField({
  appliedCode,
  onApplied,
  onRemove,
  onSessionEnded,
}: {
  /** the code applied to the cart now, if any */
  appliedCode: string | null;
  onApplied: (voucher: VoucherDto) => void;
  /** takes the applied voucher off the cart; resolves true when it is gone */
  onRemove?: () => Promise<boolean>;
  onSessionEnded?: () => void;
}) {
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const [code, setCode] = useState(appliedCode ?? "");
  const [status, setStatus] = useState<Status>(
    appliedCode ? { tone: "success", text: VOUCHER_MESSAGES.applied } : null,
  );
  const [busy, setBusy] = useState(false);
  const paydayApplied = appliedCode?.toUpperCase() === FEATURED_VOUCHER;

  async function remove() {
    if (busy || !onRemove) return;
    setBusy(true);
    const removed = await onRemove();
    setBusy(false);
    if (removed) {
      setCode("");
      setStatus(null);
    }
  }

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const typed = code.trim();
    if (typed === "") {
      setStatus({ tone: "error", text: VOUCHER_MESSAGES.empty });
      return;
    }
    setBusy(true);
    try {
      const voucher = await bffRequest<VoucherDto>("/api/cart/voucher", {
        method: "POST",
        json: { code: typed },
      });
      setStatus({ tone: "success", text: VOUCHER_MESSAGES.applied });
      onApplied(voucher);
    } catch (err) {
      setStatus({ tone: "error", text: failureMessage(err) });
      if (isBffRequestError(err) && err.status === 401) onSessionEnded?.();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={apply} noValidate className="space-y-2" aria-label="Voucher">
      <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-medium text-ink">
        <TicketPercent aria-hidden className="size-4 text-gold-600" /> Voucher code
      </label>
      <div className="flex gap-2">
        {/* w-0: the field's own 20-character width must not set the summary's narrowest width (320 px reflow). */}
        <input
          id={inputId}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            if (status?.tone === "error") setStatus(null);
          }}
          placeholder="Enter Voucher Code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={status?.tone === "error" || undefined}
          aria-describedby={status ? statusId : undefined}
          className="h-10 w-0 min-w-0 flex-1 rounded-md border border-line bg-white px-3 text-sm uppercase tracking-wide placeholder:normal-case placeholder:tracking-normal placeholder:text-muted/70 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 aria-[invalid=true]:border-danger"
        />
        <Button type="submit" variant="outline" disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Applying" : "Apply"}
        </Button>
      </div>
      <div className="flex min-h-5 items-start justify-between gap-2">
        <p
          id={statusId}
          role={status?.tone === "error" ? "alert" : "status"}
          className={cx("text-xs font-medium", status?.tone === "error" ? "text-danger" : "text-success")}
        >
          {status?.text}
        </p>
        {appliedCode && onRemove && (
          <button
            type="button"
            onClick={() => void remove()}
            disabled={busy}
            aria-label={`Remove the voucher ${appliedCode}`}
            className="text-xs font-semibold text-muted underline-offset-2 hover:text-brand-700 hover:underline"
          >
            Remove
          </button>
        )}
      </div>
      <p className="flex items-center justify-between gap-2 rounded-md border border-dashed border-gold-500/60 bg-ivory px-3 py-2 text-xs">
        <button
          type="button"
          onClick={() => {
            setCode(FEATURED_VOUCHER);
            setStatus(null);
          }}
          className="font-semibold tracking-wider text-brand-700 hover:underline"
          aria-label={`Use the voucher ${FEATURED_VOUCHER}`}
        >
          {FEATURED_VOUCHER}
        </button>
        <span
          className={paydayApplied ? "font-semibold text-success" : "text-muted"}
          data-testid="payday-state"
        >
          {paydayApplied ? "Applied" : "Not Applied"}
        </span>
      </p>
    </form>
  );
}
