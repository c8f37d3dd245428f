"use client";

import { useEffect, useState, type FormEvent } from "react";
import { CircleCheck } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useZodForm } from "@/components/forms/use-zod-form";
import { formatPrice, minorToUnits } from "@/lib/money/format";
import type { CancelReason, RefundDestination } from "@/lib/store-api/contract/after-sale";
import { cancelRequestForm } from "@/lib/validation/cancel-request";
import { Figure, ReasonFields } from "./reason-fields";
import { RefundBreakdown } from "./refund-breakdown";
import { RequestFormFooter } from "./request-form-footer";
import { useCancelFlow } from "./use-cancel-flow";

const inr = (paise: number) => formatPrice(minorToUnits(paise), "INR");

export interface CancelDialogProps {
  open: boolean;
  onClose: () => void;
  orderId: number;
  shipmentId: number;
  productName: string;
}

/**
 * Cancel product: reads the refund amount and
 * options (`cancel_type: initial`), then sends the reason, notes and refund choice (`final`). The refund shows
 * per destination as the store will make it for the chosen option (the part paid from the SWA wallet back to it,
 * the part paid online to the original method unless the shopper picks the SWA wallet), to the paisa. No
 * reason: 'Please select a reason for cancellation.' Success: a confirmation for 1.5 s, then the order reloads.
 */
export function CancelDialog({ open, onClose, orderId, shipmentId, productName }: CancelDialogProps) {
  const flow = useCancelFlow({ orderId, shipmentId }, open, onClose);
  const [notes, setNotes] = useState("");
  const [refundTo, setRefundTo] = useState<RefundDestination | null>(null);
  // As before the form library, a missing reason leaves focus on 'Cancel product'.
  const { form, values, errors, edit, submitWith } = useZodForm<
    typeof cancelRequestForm,
    { reason: CancelReason | "" }
  >(cancelRequestForm, { focusOnError: false, defaultValues: { reason: "" } });
  const options = flow.options;
  const refundChoices = options?.refundOptions.filter((o) => o.value !== "none") ?? [];
  const chosenRefund = refundTo ?? refundChoices[0]?.value ?? null;
  const allOptions = options?.refundOptions ?? [];
  // The refunds the chosen option makes (or, with nothing to choose, the one option's: wallet parts only).
  const plan = (allOptions.find((o) => o.value === chosenRefund) ?? allOptions[0])?.refunds ?? null;
  // The online part is what the choice moves: the original method's amount under the 'source' option.
  const onlinePart = allOptions
    .find((o) => o.value === "source")
    ?.refunds?.find((r) => r.destination === "source")?.amountPaise;

  // The store's reason message shows under the reasons until one is chosen.
  const serverReason = flow.fieldErrors.reason;
  useEffect(() => {
    if (serverReason) form.setError("reason", { type: "server", message: serverReason });
  }, [serverReason, form]);

  function onSubmit(event: FormEvent) {
    submitWith(({ reason }) => {
      void flow.submit({ reason, notes, ...(chosenRefund ? { refund_to: chosenRefund } : {}) });
    })(event);
  }

  return (
    <Dialog open={open} onClose={onClose} title="Cancel product" size="lg">
      {flow.done ? (
        <div role="status" className="flex flex-col items-center py-6 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-success" strokeWidth={1.5} />
          <p className="mt-3 font-semibold text-ink">Your cancellation request has been sent.</p>
          <p className="mt-1 text-sm text-muted">We will confirm it once it is approved.</p>
        </div>
      ) : flow.loadError ? (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {flow.loadError}
        </p>
      ) : !options ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading cancellation options" />
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <p className="text-sm text-muted">
            You are cancelling <span className="font-medium text-ink">{productName}</span>.
          </p>
          <dl className="space-y-1 rounded-md bg-ivory px-3 py-2">
            <Figure label="Item value" value={inr(options.totalPaise)} />
            <Figure label="Refund amount" value={inr(options.refundPaise)} strong />
          </dl>
          {refundChoices.length === 0 && (
            <p className="text-xs text-muted">
              {options.refundPaise > 0
                ? "Wallet money used for this piece goes back to your wallet; nothing else was collected."
                : "Nothing was collected for this piece, so there is nothing to refund."}
            </p>
          )}
          {refundChoices.length > 0 && options.refundPaise > 0 && (
            <fieldset>
              <legend className="text-sm font-semibold text-ink">
                {onlinePart ? `Refund the ${inr(onlinePart)} paid online to` : "Refund to"}
              </legend>
              <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
                {refundChoices.map((o) => (
                  <label key={o.value} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="refund-to"
                      value={o.value}
                      checked={chosenRefund === o.value}
                      onChange={() => setRefundTo(o.value)}
                      className="size-4 accent-brand-700"
                    />
                    {o.label}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {plan && plan.length > 0 && (
            <RefundBreakdown refunds={plan} title="Your refund" testId="refund-split" />
          )}
          <ReasonFields
            legend="Reason for cancellation"
            reasons={options.reasons}
            reason={values.reason || null}
            onReason={(r) => edit("reason", r)}
            notes={notes}
            onNotes={setNotes}
            error={errors.reason}
          />
          <RequestFormFooter
            error={flow.submitError && !flow.fieldErrors.reason ? flow.submitError : null}
            dismissLabel="Keep it"
            submitLabel="Cancel product"
            busyLabel="Cancelling…"
            submitting={flow.submitting}
            onDismiss={onClose}
          />
        </form>
      )}
    </Dialog>
  );
}
