"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { bffRequest, GENERIC_FAILURE, isBffRequestError } from "@/lib/account-client/fetcher";
import type { CancelOptionsView, CancelResultView } from "@/lib/orders/types";

/** The cancel confirmation shows for 1.5 s, then the order reloads. */
export const CONFIRMATION_MS = 1500;

const CANCEL_PATH = "/api/orders/cancel";

/** The message of a failed BFF call as the shopper should read it (the store's 409 texts as they come). */
export function failureMessage(err: unknown): string {
  return isBffRequestError(err) ? err.message : GENERIC_FAILURE;
}

/**
 * The two steps of the cancel and return dialogs: on open, `cancel_type: initial`
 * through the BFF for the amounts, reasons and refund options; `submit` sends the final body, shows the
 * confirmation for 1.5 s, then closes and reloads the order (router.refresh). Mount the dialog only while it is
 * open: each opening starts from a clean state and asks the store again.
 */
export function useCancelFlow(
  ids: { orderId: number; shipmentId: number },
  open: boolean,
  onClose: () => void,
) {
  const router = useRouter();
  const [options, setOptions] = useState<CancelOptionsView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const { orderId, shipmentId } = ids;
  useEffect(() => {
    if (!open) return;
    let live = true;
    bffRequest<{ options: CancelOptionsView }>(CANCEL_PATH, {
      method: "POST",
      json: { cancel_type: "initial", order_id: orderId, shipment_id: shipmentId },
    })
      .then((answer) => live && setOptions(answer.options))
      .catch((err: unknown) => live && setLoadError(failureMessage(err)));
    return () => {
      live = false;
    };
  }, [open, orderId, shipmentId]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      onCloseRef.current();
      router.refresh();
    }, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  const submit = useCallback(
    async (body: Record<string, unknown>) => {
      setSubmitting(true);
      setSubmitError(null);
      setFieldErrors({});
      try {
        await bffRequest<{ result: CancelResultView }>(CANCEL_PATH, {
          method: "POST",
          json: { cancel_type: "final", order_id: orderId, shipment_id: shipmentId, ...body },
        });
        setDone(true);
      } catch (err) {
        setSubmitError(failureMessage(err));
        if (isBffRequestError(err)) setFieldErrors(err.fieldErrors);
      } finally {
        setSubmitting(false);
      }
    },
    [orderId, shipmentId],
  );

  return { options, loadError, submitError, fieldErrors, submitting, done, submit };
}
