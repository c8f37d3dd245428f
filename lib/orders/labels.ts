/**
 * Words and dates of the after-sale screens.
 * Pure module: safe in server and client components.
 */
import {
  ADMIN_APPROVAL_PENDING,
  SHIPMENT_STATUS,
  type RefundDestination,
} from "@/lib/store-api/contract/after-sale";

/** Shipment status codes as shoppers read them ('4' is the contract's delivered). */
export const SHIPMENT_STATUS_LABELS: Record<string, string> = {
  [SHIPMENT_STATUS.awaitingPayment]: "Awaiting payment",
  [SHIPMENT_STATUS.ordered]: "Ordered",
  [SHIPMENT_STATUS.shipped]: "Shipped",
  "3": "Out for delivery",
  [SHIPMENT_STATUS.delivered]: "Delivered",
  [SHIPMENT_STATUS.cancelRequested]: "Cancellation requested",
  [SHIPMENT_STATUS.cancelled]: "Cancelled",
  [SHIPMENT_STATUS.returnRequested]: "Return requested",
  [SHIPMENT_STATUS.returned]: "Returned",
};

/** A status code in words; an unknown code is shown as the store sent it. */
export function shipmentStatusLabel(code: string): string {
  return SHIPMENT_STATUS_LABELS[code] ?? code;
}

/** Where a refund goes, in words. */
export const REFUND_DESTINATION_LABELS: Record<RefundDestination, string> = {
  source: "Original payment method",
  swa: "SWA wallet",
  exchange: "Exchange wallet",
  none: "No refund needed",
};

export const CANCEL_REQUESTED_MARKER = "Cancellation requested — awaiting approval";
export const RETURN_REQUESTED_MARKER = "Return requested — awaiting approval";

/**
 * The cancelled marker of a shipment (it shows when cancel_order is 0, 2 or 9 or
 * 'Admin Approval pending'), or null. A requested cancellation or return reads as awaiting approval; a done
 * one as Cancelled / Returned.
 */
export function cancelMarker(status: string, cancelOrder: number | string | null): string | null {
  if (status === SHIPMENT_STATUS.returnRequested) return RETURN_REQUESTED_MARKER;
  if (status === SHIPMENT_STATUS.returned) return "Returned";
  if (status === SHIPMENT_STATUS.cancelRequested) return CANCEL_REQUESTED_MARKER;
  if (status === SHIPMENT_STATUS.cancelled) return "Cancelled";
  if (cancelOrder === ADMIN_APPROVAL_PENDING) return CANCEL_REQUESTED_MARKER;
  if (cancelOrder !== null && ["0", "2", "9"].includes(String(cancelOrder))) return "Cancelled";
  return null;
}

const DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

/** '26 Nov 2026, 2:45 pm' in India time, or null for a missing or unreadable time. */
export function indianDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : DATE_TIME.format(d);
}
