/**
 * The state of a whole order as My Orders shows it, derived from its lines (shipments). An order's own status
 * only knows placed, paid and "every line cancelled"; a shopper needs to see what happened to the pieces: an
 * order whose lines were all returned reads Returned, one with a line cancelled reads Partly cancelled.
 * Pure module: the store API (backend/commerce/order-out.ts) and the BFF (lib/checkout/orders.ts) both use it.
 */
import { SHIPMENT_STATUS } from "../store-api/contract/after-sale";

/** The order states shoppers read, besides the store's own ('Payment Pending', 'Confirmed'). */
export const ORDER_STATE_LABELS = {
  cancelled: "Cancelled",
  returned: "Returned",
  cancelledAndReturned: "Cancelled and returned",
  partlyCancelled: "Partly cancelled",
  partlyReturned: "Partly returned",
  partlyCancelledAndReturned: "Partly cancelled and returned",
  cancelRequested: "Cancellation requested",
  returnRequested: "Return requested",
  shipped: "Shipped",
  delivered: "Delivered",
} as const;

const L = ORDER_STATE_LABELS;

/**
 * The order's state from its shipment status codes (SHIPMENT_STATUS):
 * - every line cancelled ('6') -> Cancelled; every line returned ('8') -> Returned; both kinds -> Cancelled and
 *   returned;
 * - some lines closed, others still open -> Partly cancelled / Partly returned / Partly cancelled and returned;
 * - nothing closed: every line waiting for a cancellation ('5') or a return ('7') approval -> Cancellation
 *   requested / Return requested; every line delivered ('4') -> Delivered; every line shipped ('2') -> Shipped;
 * - otherwise (ordered, awaiting payment, or a mix of open states) the store's own status as it sent it.
 * @param storeStatus the store's label ('Confirmed', 'Payment Pending', 'Cancelled', ...)
 * @param shipmentCodes the status code of every line of the order
 */
export function orderStateLabel(storeStatus: string, shipmentCodes: readonly string[]): string {
  const n = shipmentCodes.length;
  if (n === 0) return storeStatus;
  const count = (code: string) => shipmentCodes.filter((c) => c === code).length;
  const cancelled = count(SHIPMENT_STATUS.cancelled);
  const returned = count(SHIPMENT_STATUS.returned);
  if (cancelled + returned === n) {
    if (cancelled === n) return L.cancelled;
    return returned === n ? L.returned : L.cancelledAndReturned;
  }
  if (cancelled > 0 && returned > 0) return L.partlyCancelledAndReturned;
  if (cancelled > 0) return L.partlyCancelled;
  if (returned > 0) return L.partlyReturned;
  if (count(SHIPMENT_STATUS.cancelRequested) === n) return L.cancelRequested;
  if (count(SHIPMENT_STATUS.returnRequested) === n) return L.returnRequested;
  if (count(SHIPMENT_STATUS.delivered) === n) return L.delivered;
  if (count(SHIPMENT_STATUS.shipped) === n) return L.shipped;
  return storeStatus;
}
