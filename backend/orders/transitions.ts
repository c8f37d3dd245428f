/**
 * Moving shipments (order lines) along the state machine, inside the caller's transaction. The database has the
 * last word: the trigger `order_lines_transition_tg` (migration 0004) refuses any move not listed in
 * `shipment_transitions` with SQLSTATE 'SW409' and writes `shipment_events` with the transaction's actor. Here the
 * lines are locked first (`FOR UPDATE`), so a concurrent cancel and ship of one shipment take turns: the second one
 * finds the line moved and gets a 409 saying why.
 */
import { sql } from "drizzle-orm";
import { SHIPPED_CANNOT_CANCEL_MESSAGE, SHIPMENT_STATUS } from "../../lib/store-api/contract/after-sale";
import { CommerceError } from "../commerce/http";
import type { Runner } from "../commerce/items";
import { actAs, type Actor } from "./release";
import { statusLabel, type ShipmentCode } from "./status";

/** A locked order line with what messages and callers need. */
export interface LineState {
  id: number;
  orderId: number;
  orderCode: string;
  userId: number;
  productName: string;
  status: ShipmentCode;
  lineTotalPaise: number;
  deliveredAt: Date | null;
}

type LineRow = {
  id: number;
  order_id: number;
  order_code: string;
  user_id: number;
  product_name: string;
  shipment_status: ShipmentCode;
  line_total_paise: string;
  delivered_at: string | null;
};

const toState = (r: LineRow): LineState => ({
  id: r.id,
  orderId: r.order_id,
  orderCode: r.order_code,
  userId: r.user_id,
  productName: r.product_name,
  status: r.shipment_status,
  lineTotalPaise: Number(r.line_total_paise),
  deliveredAt: r.delivered_at ? new Date(r.delivered_at) : null,
});

/** Which lines: one shipment, or every shipment of an order. */
export type LineTarget = { lineId: number } | { orderId: number };

/** Locks the target's lines (in id order, so two lockers never deadlock) and reads them. */
export async function lockLines(tx: Runner, target: LineTarget): Promise<LineState[]> {
  const { rows } = await tx.execute<LineRow>(sql`
    SELECT l.id, l.order_id, o.order_code, o.user_id, l.product_name, l.shipment_status, l.line_total_paise,
           to_char(l.delivered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS delivered_at
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE ${"lineId" in target ? sql`l.id = ${target.lineId}` : sql`l.order_id = ${target.orderId}`}
    ORDER BY l.id
    FOR UPDATE OF l`);
  return rows.map(toState);
}

const VERB: Record<ShipmentCode, string> = {
  "0": "reset to awaiting payment",
  "1": "moved to Ordered",
  "2": "shipped",
  "4": "delivered",
  "5": "cancelled",
  "6": "cancelled",
  "7": "returned",
  "8": "returned",
};

/** The 409 for a line that cannot make a move, in words a shopper and staff understand. */
export function refusal(line: LineState, to: ShipmentCode): CommerceError {
  const { cancelRequested, returnRequested, shipped, delivered, cancelled } = SHIPMENT_STATUS;
  if (to === cancelRequested && (line.status === shipped || line.status === delivered))
    return new CommerceError(409, SHIPPED_CANNOT_CANCEL_MESSAGE, 409);
  const name = `Order ${line.orderCode} line ${line.id} (${line.productName})`;
  if (to === cancelRequested && line.status === cancelRequested)
    return new CommerceError(409, `A cancellation of ${name} was already requested.`, 409);
  if (to === returnRequested && line.status === returnRequested)
    return new CommerceError(409, `A return of ${name} was already requested.`, 409);
  if (to === shipped && line.status === cancelRequested)
    return new CommerceError(409, `${name} has an open cancellation request and cannot be shipped.`, 409);
  if (to === returnRequested && line.status !== delivered && line.status !== cancelled)
    return new CommerceError(409, `${name} is not delivered yet; it can be returned after delivery.`, 409);
  return new CommerceError(
    409,
    `${name} is ${statusLabel(line.status).toLowerCase()} and cannot be ${VERB[to]}.`,
    409,
  );
}

/** Whether an error (or its cause: drizzle wraps the driver's) is the transition trigger's refusal. */
export function isTransitionRefusal(err: unknown): boolean {
  for (let e = err, i = 0; e && typeof e === "object" && i < 5; e = (e as { cause?: unknown }).cause, i++)
    if ((e as { code?: unknown }).code === "SW409") return true;
  return false;
}

export interface MoveOptions {
  /** who makes the move (written to shipment_events by the trigger) */
  actor: Actor;
  /** shipping: the courier and its air waybill number */
  carrier?: string;
  awb?: string;
}

/**
 * Moves the target's lines that are in status `from` to `to`, setting what the move records: shipped_at + carrier +
 * awb on shipping, delivered_at on delivery, closed_at on cancellation or return. Every target line must be in
 * `from` when the target is one shipment; for an order, the lines in `from` move and the others stay.
 * @returns the moved lines (as they were before the move)
 * @throws CommerceError 404 when the target has no lines; 409 (`refusal`) when a line is not in `from`, the order
 *   has no line in `from`, or the trigger refuses the move
 */
export async function moveShipments(
  tx: Runner,
  target: LineTarget,
  from: ShipmentCode,
  to: ShipmentCode,
  opts: MoveOptions,
): Promise<LineState[]> {
  await actAs(tx, opts.actor);
  const lines = await lockLines(tx, target);
  if (lines.length === 0) throw new CommerceError(404, "Order not found");
  const moving = lines.filter((l) => l.status === from);
  if ("lineId" in target && moving.length === 0) throw refusal(lines[0] as LineState, to);
  if (moving.length === 0) throw noLineIn(lines, from, to);
  for (const line of moving) await moveOne(tx, line, from, to, opts);
  return moving;
}

function noLineIn(lines: LineState[], from: ShipmentCode, to: ShipmentCode): CommerceError {
  const first = lines[0] as LineState;
  const states = lines.map((l) => `line ${l.id} ${statusLabel(l.status)}`).join(", ");
  return new CommerceError(
    409,
    `Order ${first.orderCode} has no ${statusLabel(from).toLowerCase()} line to be ${VERB[to]} (${states}).`,
    409,
  );
}

async function moveOne(
  tx: Runner,
  line: LineState,
  from: ShipmentCode,
  to: ShipmentCode,
  opts: MoveOptions,
): Promise<void> {
  const { shipped, delivered, cancelled, returned } = SHIPMENT_STATUS;
  const extra =
    to === shipped
      ? sql`, shipped_at = now(), carrier = ${opts.carrier ?? null}, awb = ${opts.awb ?? null}`
      : to === delivered
        ? sql`, delivered_at = now()`
        : to === cancelled || to === returned
          ? sql`, closed_at = now()`
          : sql``;
  let updated: number;
  try {
    const { rows } = await tx.execute<{ id: number }>(sql`
      UPDATE order_lines SET shipment_status = ${to} ${extra}
      WHERE id = ${line.id} AND shipment_status = ${from}
      RETURNING id`);
    updated = rows.length;
  } catch (err) {
    if (isTransitionRefusal(err)) throw refusal(line, to);
    throw err;
  }
  if (updated === 0) throw refusal(line, to);
}
