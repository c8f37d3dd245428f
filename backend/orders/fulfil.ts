/**
 * Fulfilment moves made by staff (CLI `ship` and `deliver`): every ordered line of an order ships under one courier
 * air waybill, and every shipped line is delivered. Each runs in one transaction with its jobs: `issue-invoice` per
 * shipped line and the `order-email` 'shipped' / 'delivered' (sent after the commit, retried by the queue).
 */
import { randomInt } from "node:crypto";
import { SHIPMENT_STATUS } from "../../lib/store-api/contract/after-sale";
import { CommerceError } from "../commerce/http";
import type { Db } from "../db/client";
import { enqueue } from "../jobs/queue";
import { actAs } from "./release";
import { lockLines, moveShipments, refusal, type LineState } from "./transitions";

/** The courier used when staff name none. */
export const DEFAULT_CARRIER = "BlueDart";

const AWB_PATTERN = /^[A-Za-z0-9-]{6,30}$/;
const CARRIER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .&'-]{1,39}$/;

/** A 10-digit air waybill number for a shipment without one. */
export function generateAwb(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

export interface ShipResult {
  orderCode: string;
  lines: LineState[];
  carrier: string;
  awb: string;
}

/**
 * Ships every ordered line of the order ('1' -> '2') with the courier and AWB (generated when not given).
 * @throws CommerceError 400 malformed AWB or carrier; 404 unknown order; 409 a line has an open cancellation request
 *   (approve or reject it first), or no line is ordered
 */
export async function shipOrder(
  db: Db,
  orderId: number,
  opts: { awb?: string; carrier?: string } = {},
): Promise<ShipResult> {
  const carrier = (opts.carrier ?? DEFAULT_CARRIER).trim();
  const awb = (opts.awb ?? generateAwb()).trim();
  if (!CARRIER_PATTERN.test(carrier))
    throw new CommerceError(400, "The carrier must be 2-40 letters, digits, spaces or . & ' -");
  if (!AWB_PATTERN.test(awb)) throw new CommerceError(400, "The AWB must be 6-30 letters, digits or dashes");
  return db.transaction(async (tx) => {
    await actAs(tx, "staff");
    const lines = await lockLines(tx, { orderId });
    const waiting = lines.find((l) => l.status === SHIPMENT_STATUS.cancelRequested);
    if (waiting) throw refusal(waiting, SHIPMENT_STATUS.shipped);
    const moved = await moveShipments(tx, { orderId }, SHIPMENT_STATUS.ordered, SHIPMENT_STATUS.shipped, {
      actor: "staff",
      awb,
      carrier,
    });
    for (const line of moved)
      await enqueue(tx, "issue-invoice", { orderLineId: line.id }, { jobKey: `issue-invoice:${line.id}` });
    await enqueue(tx, "order-email", { orderId, event: "shipped" });
    return { orderCode: (moved[0] as LineState).orderCode, lines: moved, carrier, awb };
  });
}

/**
 * Delivers every shipped line of the order ('2' -> '4').
 * @throws CommerceError 404 unknown order; 409 no line is shipped
 */
export async function deliverOrder(
  db: Db,
  orderId: number,
): Promise<{ orderCode: string; lines: LineState[] }> {
  return db.transaction(async (tx) => {
    const moved = await moveShipments(tx, { orderId }, SHIPMENT_STATUS.shipped, SHIPMENT_STATUS.delivered, {
      actor: "staff",
    });
    await enqueue(tx, "order-email", { orderId, event: "delivered" });
    return { orderCode: (moved[0] as LineState).orderCode, lines: moved };
  });
}
