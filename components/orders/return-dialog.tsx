"use client";

import { useEffect, useState, type FormEvent } from "react";
import { CircleCheck } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useZodForm } from "@/components/forms/use-zod-form";
import { pickupStateOf, returnRequestForm } from "@/lib/validation/pickup-address";
import { formatPrice, minorToUnits } from "@/lib/money/format";
import type { AddressView } from "@/lib/orders/types";
import type { CancelReason } from "@/lib/store-api/contract/after-sale";
import { cn } from "@/lib/cn";
import { PICKUP_KEYS, PickupAddressFields, type PickupValues } from "./pickup-address-fields";
import { ValuationNote } from "./lifetime-figures";
import { Figure, ReasonFields } from "./reason-fields";
import { RefundBreakdown } from "./refund-breakdown";
import { RequestFormFooter } from "./request-form-footer";
import { useCancelFlow } from "./use-cancel-flow";

/** The dialog's form: the pickup address and the reason ('' until one is chosen). */
type ReturnValues = PickupValues & { reason: CancelReason | "" };

const inr = (paise: number) => formatPrice(minorToUnits(paise), "INR");

export interface ReturnDialogProps {
  open: boolean;
  onClose: () => void;
  orderId: number;
  shipmentId: number;
  productName: string;
  /** the order's shipping address, to prefill the pickup address */
  address: AddressView["parts"];
}

const TYPES = [
  { value: "lte", title: "Exchange", hint: "Its value goes to your exchange wallet for your next piece." },
  { value: "lbb", title: "Buyback", hint: "Money back to your original payment method or SWA wallet." },
] as const;

/**
 * Return / Exchange of a delivered piece (within 15 days of delivery the full refund of the price paid applies
 * and no deduction shows; after that buyback deducts 10%): Exchange (LTE, to the exchange wallet) or Buyback
 * (LBB, to the original method or the SWA wallet, shown per destination as the store will make it), the figures
 * from `cancel_type: initial`, the pickup address (landmark optional) and reason (one zod schema: every message at
 * once; no reason: 'Please select a reason for return.') and notes.
 */
export function ReturnDialog({
  open,
  onClose,
  orderId,
  shipmentId,
  productName,
  address,
}: ReturnDialogProps) {
  const flow = useCancelFlow({ orderId, shipmentId }, open, onClose);
  const [type, setType] = useState<"lte" | "lbb">("lbb");
  const [refundTo, setRefundTo] = useState<"source" | "swa">("swa");
  const [notes, setNotes] = useState("");
  // The dialog never moved focus to a message: it stays on 'Request pickup'.
  const { form, values, errors, edit, refOf, submitWith } = useZodForm<
    typeof returnRequestForm,
    ReturnValues
  >(returnRequestForm, {
    focusOnError: false,
    defaultValues: {
      phone_code: address.phoneCode,
      phone_number: address.phoneNumber,
      pincode: address.pincode,
      state: pickupStateOf(address.state),
      city: address.city,
      house: address.house,
      street: address.street,
      landmark: address.landmark,
      reason: "",
    },
  });
  const options = flow.options;
  const canSource = options?.refundOptions.some((o) => o.value === "source") ?? false;
  const figures = options ? options[type] : null;
  // Within 15 days of delivery the full refund of the price paid applies: no deduction to show.
  const fullRefund = options?.lifetime?.basis === "paid";
  const buybackTo = canSource ? refundTo : "swa";
  const buybackPlan = options?.refundOptions.find((o) => o.value === buybackTo)?.refunds ?? null;

  // The server's messages for the pickup address and the reason show under their fields until they are edited.
  const serverErrors = flow.fieldErrors;
  useEffect(() => {
    for (const key of [...PICKUP_KEYS, "reason"] as const) {
      const message = serverErrors[key];
      if (message) form.setError(key, { type: "server", message });
    }
  }, [serverErrors, form]);

  function onSubmit(event: FormEvent) {
    // Every message at once: the pickup address's and the reason's (one schema).
    submitWith((data) => {
      const to = type === "lte" ? "exchange" : canSource ? refundTo : "swa";
      void flow.submit({ ...data, notes, refund_type: type, refund_to: to });
    })(event);
  }

  return (
    <Dialog open={open} onClose={onClose} title="Return / Exchange" size="lg">
      {flow.done ? (
        <div role="status" className="flex flex-col items-center py-6 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-success" strokeWidth={1.5} />
          <p className="mt-3 font-semibold text-ink">Your return request has been sent.</p>
          <p className="mt-1 text-sm text-muted">We will arrange the pickup once it is approved.</p>
        </div>
      ) : flow.loadError ? (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {flow.loadError}
        </p>
      ) : !options || !figures ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading return options" />
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <p className="text-sm text-muted">
            Returning <span className="font-medium text-ink">{productName}</span>.
          </p>
          <fieldset>
            <legend className="text-sm font-semibold text-ink">What would you like?</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {TYPES.map((t) => (
                <label
                  key={t.value}
                  className={cn(
                    "flex cursor-pointer gap-2.5 rounded-md border px-3 py-2.5 text-sm",
                    type === t.value ? "border-brand-700 bg-brand-50" : "border-line hover:bg-ivory",
                  )}
                >
                  <input
                    type="radio"
                    name="refund-type"
                    value={t.value}
                    checked={type === t.value}
                    onChange={() => setType(t.value)}
                    className="mt-0.5 size-4 accent-brand-700"
                  />
                  <span>
                    <span className="block font-semibold text-ink">{t.title}</span>
                    <span className="block text-xs text-muted">{t.hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {options.lifetime && <ValuationNote estimate={options.lifetime} />}
          <dl className="space-y-1 rounded-md bg-ivory px-3 py-2" data-testid="return-figures">
            <Figure
              label={fullRefund ? "Price paid (as on your invoice)" : "Total value"}
              value={inr(options.totalPaise)}
            />
            {fullRefund ? (
              <Figure label="Deduction" value="None: full refund" />
            ) : (
              <Figure label="Deduction" value={`− ${inr(figures.deductedPaise)}`} />
            )}
            <Figure
              label={type === "lte" ? "To your exchange wallet" : "Refund"}
              value={inr(figures.refundPaise)}
              strong
            />
          </dl>
          {options.lifetime?.basis === "rates" && (
            <p className="-mt-3 text-xs text-muted">
              Approximate until you send the request: the store fixes the figure then, at that day&apos;s
              rates.
            </p>
          )}
          {type === "lbb" && (
            <fieldset>
              <legend className="text-sm font-semibold text-ink">Refund to</legend>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {canSource && (
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="lbb-to"
                      checked={refundTo === "source"}
                      onChange={() => setRefundTo("source")}
                      className="size-4 accent-brand-700"
                    />
                    Original payment method
                  </label>
                )}
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="lbb-to"
                    checked={refundTo === "swa" || !canSource}
                    onChange={() => setRefundTo("swa")}
                    className="size-4 accent-brand-700"
                  />
                  SWA wallet
                </label>
              </div>
            </fieldset>
          )}
          {type === "lbb" && buybackPlan && buybackPlan.length > 0 && (
            <RefundBreakdown refunds={buybackPlan} title="Your refund" testId="refund-split" />
          )}
          <PickupAddressFields values={values} errors={errors} onValue={edit} refOf={refOf} />
          <ReasonFields
            legend="Reason for return"
            reasons={options.reasons}
            reason={values.reason || null}
            onReason={(r) => edit("reason", r)}
            notes={notes}
            onNotes={setNotes}
            error={errors.reason}
          />
          <RequestFormFooter
            error={flow.submitError && Object.keys(flow.fieldErrors).length === 0 ? flow.submitError : null}
            dismissLabel="Not now"
            submitLabel="Request pickup"
            busyLabel="Sending…"
            submitting={flow.submitting}
            onDismiss={onClose}
          />
        </form>
      )}
    </Dialog>
  );
}
