/**
 * Shipment status codes (order_lines.shipment_status; SHIPMENT_STATUS in lib/store-api/contract/after-sale.ts) and how they read to
 * shoppers and staff: the tracker's `cancel_button_track` label and the cancelled marker `cancel_order`.
 */
import { ADMIN_APPROVAL_PENDING, SHIPMENT_STATUS } from "../../lib/store-api/contract/after-sale";

export type ShipmentCode = (typeof SHIPMENT_STATUS)[keyof typeof SHIPMENT_STATUS];

const LABELS: Record<ShipmentCode, string> = {
  "0": "Awaiting payment",
  "1": "Ordered",
  "2": "Shipped",
  "4": "Delivered",
  "5": "Cancellation requested",
  "6": "Cancelled",
  "7": "Return requested",
  "8": "Returned",
};

/** CLI names of the statuses (`npm run orders -- list --status shipped`), by code. */
export const STATUS_NAMES: Record<string, ShipmentCode> = {
  awaiting: "0",
  ordered: "1",
  shipped: "2",
  delivered: "4",
  "cancel-requested": "5",
  cancelled: "6",
  "return-requested": "7",
  returned: "8",
};

/** Whether a string is one of the shipment codes. */
export function isShipmentCode(code: string): code is ShipmentCode {
  return Object.hasOwn(LABELS, code);
}

/** 'Ordered', 'Shipped', ... for a code (the code itself for an unknown one). */
export function statusLabel(code: string): string {
  return isShipmentCode(code) ? LABELS[code] : code;
}

/**
 * The cancelled marker of the order detail (contract: 0, 2 or 9, or 'Admin Approval pending'): 2 cancelled,
 * 9 returned, the pending text while a cancel or return request waits for staff, null otherwise.
 */
export function cancelMarker(code: string): number | string | null {
  if (code === SHIPMENT_STATUS.cancelled) return 2;
  if (code === SHIPMENT_STATUS.returned) return 9;
  if (code === SHIPMENT_STATUS.cancelRequested || code === SHIPMENT_STATUS.returnRequested)
    return ADMIN_APPROVAL_PENDING;
  return null;
}
