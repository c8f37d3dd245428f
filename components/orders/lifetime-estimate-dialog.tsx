"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { bffRequest } from "@/lib/account-client/fetcher";
import type { CancelOptionsView } from "@/lib/orders/types";
import { LifetimeFigures } from "./lifetime-figures";
import { failureMessage } from "./use-cancel-flow";

export interface LifetimeEstimateDialogProps {
  onClose: () => void;
  /** opens the Return / Exchange dialog (the request with the pickup address) */
  onRequest: () => void;
  orderId: number;
  shipmentId: number;
  productName: string;
}

type Load =
  { state: "loading" } | { state: "error"; message: string } | { state: "ready"; options: CancelOptionsView };

/**
 * The 'LTE and LBB estimate' dialog of a delivered piece (LTE deducts 5%, LBB 10%; the figures are estimates):
 * asks the store (`cancel_type: initial` through the BFF) on every opening, then shows the online / same-outlet
 * and other-outlet figures for exchange and buyback, the valuation's date and 'approximate'. Loading, error (with
 * Try again) and ready states; mount it only while open.
 */
export function LifetimeEstimateDialog({
  onClose,
  onRequest,
  orderId,
  shipmentId,
  productName,
}: LifetimeEstimateDialogProps) {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    let live = true;
    bffRequest<{ options: CancelOptionsView }>("/api/orders/cancel", {
      method: "POST",
      json: { cancel_type: "initial", order_id: orderId, shipment_id: shipmentId },
    })
      .then((answer) => live && setLoad({ state: "ready", options: answer.options }))
      .catch((err: unknown) => live && setLoad({ state: "error", message: failureMessage(err) }));
    return () => {
      live = false;
    };
  }, [orderId, shipmentId, attempt]);

  const estimate = load.state === "ready" ? load.options.lifetime : null;
  return (
    <Dialog open onClose={onClose} title="LTE and LBB estimate" size="lg">
      <p className="-mt-1 mb-3 text-sm text-muted">
        Lifetime exchange and buyback value of <span className="font-medium text-ink">{productName}</span>
      </p>
      {load.state === "loading" ? (
        <div className="flex justify-center py-8">
          <Spinner label="Valuing your piece at today's rates" />
        </div>
      ) : load.state === "error" || !estimate ? (
        <div className="space-y-3">
          <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
            {load.state === "error"
              ? load.message
              : "The store did not send an estimate for this piece. Please try again later."}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              setLoad({ state: "loading" });
              setAttempt((a) => a + 1);
            }}
          >
            Try again
          </Button>
        </div>
      ) : (
        <>
          <LifetimeFigures estimate={estimate} />
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
            <Button onClick={onRequest}>Request exchange or buyback</Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
