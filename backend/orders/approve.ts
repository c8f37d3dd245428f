/**
 * Staff approval of the shoppers' requests (the CLI's approve-cancel / approve-return).
 * One transaction each: the shipments move ('5' -> '6' cancelled, '7' -> '8' returned), the requests are approved,
 * the money goes back (refunds.ts: wallets at once, the original method through the `gateway-refund` job), the
 * e-mails are enqueued, and an order with nothing left open gives its voucher use back.
 */
import { sql } from "drizzle-orm";
import { SHIPMENT_STATUS } from "../../lib/store-api/contract/after-sale";
import type { Db } from "../db/client";
import type { Runner } from "../commerce/items";
import { enqueue } from "../jobs/queue";
import { loadOrderMoney, type OrderMoneyState, type RefundPart } from "./order-money";
import { recordRefund } from "./refunds";
import { releaseVoucher } from "./release";
import { requestRefundPlan, type RequestMoney } from "./refund-plans";
import { moveShipments, type LineState } from "./transitions";

export interface ApprovedLine {
  line: LineState;
  refunds: (RefundPart & { id: number })[];
}

export interface ApprovalResult {
  orderId: number;
  orderCode: string;
  lines: ApprovedLine[];
  voucherReleased: boolean;
  orderCancelled: boolean;
}

type RequestRow = {
  id: number;
  refund_to: "source" | "swa" | "exchange" | "none";
  refund_type: "lte" | "lbb" | null;
  created_at: string;
  /** the figure stored when a return was asked after the 15-day window (paise, bigint as text), else null */
  valued_paise: string | null;
};

/** Marks the line's open request of that kind approved. @returns it, or null when there was none */
async function approveRequest(
  tx: Runner,
  lineId: number,
  kind: "cancel" | "return",
): Promise<RequestRow | null> {
  const { rows } = await tx.execute<RequestRow>(sql`
    UPDATE shipment_requests SET status = 'approved', decided_at = now()
    WHERE order_line_id = ${lineId} AND kind = ${kind} AND status = 'open'
    RETURNING id, refund_to, refund_type, valued_paise,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`);
  return rows[0] ?? null;
}

/**
 * The request's money terms (refund-plans.ts); a line moved without a request counts as one to the default
 * destination, asked now.
 */
function requestMoney(kind: "cancel" | "return", request: RequestRow | null): RequestMoney {
  return {
    kind,
    refundTo: request?.refund_to ?? "source",
    refundType: request?.refund_type ?? null,
    createdAt: request ? new Date(request.created_at) : new Date(),
    valuedPaise: request?.valued_paise != null ? Number(request.valued_paise) : null,
  };
}

async function refundLine(
  tx: Runner,
  order: OrderMoneyState,
  line: LineState,
  requestId: number | null,
  reason: "cancel" | "return",
  plan: RefundPart[],
): Promise<ApprovedLine> {
  const refunds: ApprovedLine["refunds"] = [];
  for (const part of plan) {
    const id = await recordRefund(tx, {
      orderId: order.id,
      orderCode: order.orderCode,
      userId: order.userId,
      orderLineId: line.id,
      requestId,
      reason,
      destination: part.destination,
      amountPaise: part.amountPaise,
      gateway: order.gateway,
    });
    refunds.push({ ...part, id });
  }
  return { line, refunds };
}

/**
 * Closes the order when nothing is open: every line cancelled -> status 'cancelled' (+ event); every line cancelled
 * or returned -> the voucher use is released (the shopper may use the voucher again).
 */
async function finishOrder(
  tx: Runner,
  orderId: number,
): Promise<{ voucherReleased: boolean; cancelled: boolean }> {
  const { rows } = await tx.execute<{ all_cancelled: boolean; all_closed: boolean }>(sql`
    SELECT bool_and(shipment_status = '6') AS all_cancelled, bool_and(shipment_status IN ('6', '8')) AS all_closed
    FROM order_lines WHERE order_id = ${orderId}`);
  const state = rows[0];
  let cancelled = false;
  if (state?.all_cancelled) {
    await tx.execute(sql`UPDATE orders SET status = 'cancelled', updated_at = now() WHERE id = ${orderId}`);
    await tx.execute(sql`
      INSERT INTO order_events (order_id, event, source)
      SELECT ${orderId}, 'cancelled', 'staff'
      WHERE NOT EXISTS (SELECT 1 FROM order_events WHERE order_id = ${orderId} AND event = 'cancelled')`);
    cancelled = true;
  }
  const voucherReleased = state?.all_closed ? await releaseVoucher(tx, orderId) : false;
  return { voucherReleased, cancelled };
}

/**
 * Approves every open cancellation of the order: lines '5' -> '6'; each line's prorated parts go back (wallet parts
 * to their wallets; the payable part, if paid online, to the original method or the SWA wallet as the shopper
 * chose; unpaid cash: nothing); 'cancelled' e-mails enqueued.
 * @throws CommerceError 404 unknown order; 409 no line awaits a cancellation approval; 409 already refunded
 */
export async function approveCancel(db: Db, orderId: number): Promise<ApprovalResult> {
  return db.transaction(async (tx) => {
    const moved = await moveShipments(
      tx,
      { orderId },
      SHIPMENT_STATUS.cancelRequested,
      SHIPMENT_STATUS.cancelled,
      {
        actor: "staff",
      },
    );
    const order = (await loadOrderMoney(tx, orderId)) as OrderMoneyState;
    const lines: ApprovedLine[] = [];
    for (const line of moved) {
      const request = await approveRequest(tx, line.id, "cancel");
      const plan = requestRefundPlan(order, line, requestMoney("cancel", request));
      lines.push(await refundLine(tx, order, line, request?.id ?? null, "cancel", plan));
      await enqueue(tx, "order-email", { orderId, event: "cancelled", orderLineId: line.id });
    }
    const finished = await finishOrder(tx, orderId);
    return {
      orderId,
      orderCode: order.orderCode,
      lines,
      voucherReleased: finished.voucherReleased,
      orderCancelled: finished.cancelled,
    };
  });
}

/**
 * Approves every open return of the order: lines '7' -> '8'; the return value goes back (refund-plans.ts
 * requestRefundPlan). Asked after the 15-day window: exactly the figure stored on the request (MRP at that day's
 * rates less exchange 5% / buyback 10%). Asked within it (or an older request without a stored figure): 100%
 * within 15 days of delivery, counted to the day the shopper asked, else 5% / 10% off the price paid; exchange
 * (lte) wholly to the exchange wallet; buyback (lbb) per funding part, the payable part to the original method or
 * the SWA wallet as chosen (cash: SWA wallet).
 * @throws CommerceError 404 unknown order; 409 no line awaits a return approval; 409 already refunded
 */
export async function approveReturn(db: Db, orderId: number): Promise<ApprovalResult> {
  return db.transaction(async (tx) => {
    const moved = await moveShipments(
      tx,
      { orderId },
      SHIPMENT_STATUS.returnRequested,
      SHIPMENT_STATUS.returned,
      {
        actor: "staff",
      },
    );
    const order = (await loadOrderMoney(tx, orderId)) as OrderMoneyState;
    const lines: ApprovedLine[] = [];
    for (const line of moved) {
      const request = await approveRequest(tx, line.id, "return");
      const plan = requestRefundPlan(order, line, requestMoney("return", request));
      lines.push(await refundLine(tx, order, line, request?.id ?? null, "return", plan));
    }
    const finished = await finishOrder(tx, orderId);
    return {
      orderId,
      orderCode: order.orderCode,
      lines,
      voucherReleased: finished.voucherReleased,
      orderCancelled: finished.cancelled,
    };
  });
}
