/**
 * Cash on delivery as the order pages tell it: paid on delivery, still to pay on delivery, partly, or nothing to
 * pay (the pieces were cancelled). The reference store sends the collected and due cash of a cash order
 * (`payment_data.cash_collected` / `cash_due`, from each line's payable part); a store that does not is read from
 * the shipment statuses instead. Pure module: safe in server and client components.
 */
import { SHIPMENT_STATUS } from "../store-api/contract/after-sale";

export type CashState = "paid" | "due" | "partly" | "none";

/** The words of each state, as the order pages print them. */
export const CASH_STATE_LABELS: Record<CashState, string> = {
  paid: "Paid on delivery",
  due: "To pay on delivery",
  partly: "Partly paid on delivery",
  none: "Nothing to pay",
};

/** Shipment statuses whose cash the courier collected (delivered, then perhaps returned). */
export const CASH_COLLECTED_STATUSES: readonly string[] = [
  SHIPMENT_STATUS.delivered,
  SHIPMENT_STATUS.returnRequested,
  SHIPMENT_STATUS.returned,
];
/**
 * Shipment statuses whose cash is still to collect: on their way (a cancellation request may still be rejected).
 * A cancelled line owes nothing.
 */
export const CASH_DUE_STATUSES: readonly string[] = [
  SHIPMENT_STATUS.ordered,
  SHIPMENT_STATUS.shipped,
  SHIPMENT_STATUS.cancelRequested,
];

/** The state of collected and due amounts (any one unit: paise or rupees). */
export function cashStateOf(collected: number, due: number): CashState {
  if (collected > 0) return due > 0 ? "partly" : "paid";
  return due > 0 ? "due" : "none";
}

/** Whether an order is paid in cash on delivery (mode 'C' with something left to pay after its wallets). */
export function isCashOrder(paymentMode: string | null, paymentStatus: string | null): boolean {
  return paymentStatus === "cod" || (paymentMode === "C" && paymentStatus === null);
}

/**
 * Collected and due cash of a cash order in the unit of `payable`: the store's figures when it sends them, else
 * from the shipments the answer holds (one collected -> the whole payable was collected; else one still open ->
 * all of it is due; else nothing).
 */
export function cashAmounts(
  payable: number,
  store: { collected?: number; due?: number },
  shipmentCodes: readonly string[],
): { collected: number; due: number } {
  if (store.collected !== undefined && store.due !== undefined)
    return { collected: store.collected, due: store.due };
  if (shipmentCodes.some((c) => CASH_COLLECTED_STATUSES.includes(c))) return { collected: payable, due: 0 };
  if (shipmentCodes.some((c) => CASH_DUE_STATUSES.includes(c))) return { collected: 0, due: payable };
  return { collected: 0, due: 0 };
}
