"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { OrderDetailView } from "@/lib/orders/types";
import { SHIPPED_CANNOT_CANCEL_MESSAGE } from "@/lib/store-api/contract/after-sale";
import { CancelDialog } from "./cancel-dialog";
import { InvoiceButton } from "./invoice-button";
import { LifetimeEstimateDialog } from "./lifetime-estimate-dialog";
import { ReturnDialog } from "./return-dialog";

/**
 * The order page's buttons: Cancel product (Ordered and Shipped; when shipped it
 * explains 'The product has been shipped. You can return it after delivery.' instead), Return / Exchange and
 * 'Exchange & buyback value' (the LTE and LBB estimate; Delivered), Download invoice (not for a piece that is
 * never invoiced: cancelled before shipping, or unpaid).
 */
export function OrderActions({ order }: { order: Pick<OrderDetailView, "id" | "shipment" | "address"> }) {
  const s = order.shipment;
  const [dialog, setDialog] = useState<"cancel" | "return" | "estimate" | null>(null);
  const [shippedNote, setShippedNote] = useState(false);
  const close = () => setDialog(null);

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {s.showCancel && (
          <Button
            variant="outline"
            onClick={() => (s.cancelBlockedByShipping ? setShippedNote(true) : setDialog("cancel"))}
          >
            Cancel product
          </Button>
        )}
        {s.showReturn && <Button onClick={() => setDialog("return")}>Return / Exchange</Button>}
        {s.showReturn && (
          <Button variant="outline" onClick={() => setDialog("estimate")}>
            Exchange &amp; buyback value
          </Button>
        )}
        {s.invoiceState !== "none" && (
          <InvoiceButton shipmentId={s.id} available={s.invoiceState === "ready"} />
        )}
      </div>
      {shippedNote && (
        <p role="alert" className="mt-3 rounded-md bg-gold-300/25 px-3 py-2 text-sm text-ink">
          {SHIPPED_CANNOT_CANCEL_MESSAGE}
        </p>
      )}
      {dialog === "cancel" && (
        <CancelDialog open onClose={close} orderId={order.id} shipmentId={s.id} productName={s.name} />
      )}
      {dialog === "estimate" && (
        <LifetimeEstimateDialog
          onClose={close}
          onRequest={() => setDialog("return")}
          orderId={order.id}
          shipmentId={s.id}
          productName={s.name}
        />
      )}
      {dialog === "return" && (
        <ReturnDialog
          open
          onClose={close}
          orderId={order.id}
          shipmentId={s.id}
          productName={s.name}
          address={order.address.parts}
        />
      )}
    </div>
  );
}
