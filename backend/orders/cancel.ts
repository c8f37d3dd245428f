/**
 * The shopper's cancellation and return (contract: POST `ecom/cancel-order`;
 * docs/domain/cancellation-and-refunds.md). `initial` tells what cancelling or returning a shipment gives
 * back; `final` records the request and moves the shipment to 'cancellation requested' ('5') or 'return requested'
 * ('7'), where it waits for staff (approve.ts). An ordered item is cancelled, a delivered one returned; a shipped
 * one can do neither.
 */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import {
  ADMIN_APPROVAL_PENDING,
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  SHIPMENT_STATUS,
  SHIPPED_CANNOT_CANCEL_MESSAGE,
  type CancelReason,
  type cancelFinalBody,
  type cancelInitialResponse,
  type returnFinalBody,
} from "../../lib/store-api/contract/after-sale";
import type { Db } from "../db/client";
import { CommerceError } from "../commerce/http";
import { rupeesOf } from "../commerce/money";
import type { Runner } from "../commerce/items";
import {
  loadOrderMoney,
  paidParts,
  refundOptions,
  shareOf,
  type OrderMoneyState,
  type RefundOption,
  type RefundPart,
} from "./order-money";
import { cancelRefundPlan, paidBuybackPlan, valuedReturnPlan } from "./refund-plans";
import type { LifetimeFigures } from "./lifetime";
import { refundFor, returnValue } from "./return-value";
import { indianDate } from "./valuation";
import { partsTotal } from "./shares";
import { lockLines, moveShipments, type LineState } from "./transitions";
import { ORDER_NOT_FOUND } from "./order-detail";

const REASONS = CANCEL_REASONS.map((code) => ({ code, label: CANCEL_REASON_LABELS[code] }));

type InitialResults = z.input<typeof cancelInitialResponse>["results"];
type FinalBody = z.output<typeof cancelFinalBody>;
type ReturnBody = z.output<typeof returnFinalBody>;

/** Why a shipment in this status can be neither cancelled nor returned (409 texts). */
function notActionable(line: LineState): CommerceError {
  const message: Record<string, string> = {
    [SHIPMENT_STATUS.awaitingPayment]:
      "This order is still waiting for its payment. If it is not paid, it is cancelled automatically.",
    [SHIPMENT_STATUS.shipped]: SHIPPED_CANNOT_CANCEL_MESSAGE,
    [SHIPMENT_STATUS.cancelRequested]: `A cancellation of this item was already requested (${ADMIN_APPROVAL_PENDING}).`,
    [SHIPMENT_STATUS.cancelled]: "This item is already cancelled.",
    [SHIPMENT_STATUS.returnRequested]: `A return of this item was already requested (${ADMIN_APPROVAL_PENDING}).`,
    [SHIPMENT_STATUS.returned]: "This item was already returned.",
  };
  return new CommerceError(409, message[line.status] ?? "This item cannot be cancelled now.", 409);
}

/** Exchange and buyback figures as the wire sends them (INR rupees). */
function wireFigures(f: LifetimeFigures) {
  return {
    total_amount: rupeesOf(f.totalAmount),
    deducted_amount_lte: rupeesOf(f.deductedLte),
    refund_amount_lte: rupeesOf(f.refundLte),
    deducted_amount_lbb: rupeesOf(f.deductedLbb),
    refund_amount_lbb: rupeesOf(f.refundLbb),
  };
}

/** A refund plan as the wire sends it (INR rupees). */
function wirePlan(plan: RefundPart[]) {
  return plan.map((p) => ({ destination: p.destination, amount: rupeesOf(p.amountPaise) }));
}

/** The shopper's shipment of the order, locked. @throws CommerceError 404 unless it is theirs and in the order */
async function lockOwnLine(tx: Runner, userId: number, orderId: number, shipmentId: number) {
  const [line] = await lockLines(tx, { lineId: shipmentId });
  if (!line || line.orderId !== orderId || line.userId !== userId)
    throw new CommerceError(404, ORDER_NOT_FOUND);
  const order = (await loadOrderMoney(tx, orderId)) as OrderMoneyState;
  return { line, order, share: shareOf(order, line.id) };
}

/**
 * `cancel_type: initial`: for an ordered shipment, the cancellation (reasons, refund options, what comes back);
 * for a delivered one, the return figures (return-value.ts: 100% of the price paid within 15 days of delivery,
 * and nothing else; after that the MRP at today's rates less exchange 5% / buyback 10%, plus the other-outlet
 * figures, 10% / 20%). Each refund option carries the refunds it makes, per destination (refund-plans.ts).
 * @throws CommerceError 404 not the shopper's; 409 SHIPPED_CANNOT_CANCEL_MESSAGE when shipped, or another status;
 *   503 today's rates missing
 */
export async function cancelInitial(
  db: Db,
  userId: number,
  orderId: number,
  shipmentId: number,
  now = new Date(),
): Promise<InitialResults> {
  return db.transaction(async (tx) => {
    const { line, order, share } = await lockOwnLine(tx, userId, orderId, shipmentId);
    if (line.status === SHIPMENT_STATUS.ordered) {
      return {
        status_code: 200,
        kind: "cancel",
        total_amount: rupeesOf(share.net),
        deducted_amount_lte: 0,
        refund_amount_lte: 0,
        deducted_amount_lbb: 0,
        refund_amount_lbb: 0,
        refund_amount: rupeesOf(partsTotal(paidParts(order, share.parts, false))),
        reasons: REASONS,
        // Each choice with the refunds it makes: the wallet parts back to their wallets, the rest to the choice.
        refund_options: refundOptions(order, false).map((o) => ({
          ...o,
          refunds: wirePlan(cancelRefundPlan(order, line.id, o.value)),
        })),
      };
    }
    if (line.status === SHIPMENT_STATUS.delivered) {
      const value = await returnValue(tx, line, share, now);
      // The buyback's refunds per choice, exactly as approving a request made now writes them.
      const buyback = (to: RefundOption["value"]) =>
        value.basis === "paid"
          ? paidBuybackPlan(order, line.id, value.online.deductedLbb, to)
          : valuedReturnPlan(order, line.id, "lbb", to, value.online.refundLbb);
      return {
        status_code: 200,
        kind: "return",
        ...wireFigures(value.online),
        refund_amount: rupeesOf(value.online.refundLbb),
        reasons: REASONS,
        refund_options: refundOptions(order, true).map((o) => ({
          ...o,
          refunds: wirePlan(buyback(o.value)),
        })),
        valuation: value.basis,
        valued_on: value.today?.valuedOn ?? indianDate(now),
        rates_date: value.today?.ratesDate ?? null,
        full_refund_until: value.fullRefundUntil,
        ...(value.today ? { value_at_today_rates: rupeesOf(value.today.valuePaise) } : {}),
        ...(value.otherOutlet ? { other_outlet: wireFigures(value.otherOutlet) } : {}),
      };
    }
    throw notActionable(line);
  });
}

/** The destination chosen, checked against the options (the first is the default). */
function chosenDestination(
  order: OrderMoneyState,
  delivered: boolean,
  asked: FinalBody["refund_to"],
): "source" | "swa" | "none" {
  const options = refundOptions(order, delivered).map((o) => o.value);
  const choice = asked ?? options[0];
  if (!choice || !options.includes(choice) || choice === "exchange")
    throw new CommerceError(400, `Choose where the refund goes: ${options.join(" or ")}.`, 400);
  return choice as "source" | "swa" | "none";
}

export interface FinalResult {
  shipmentStatus: string;
  cancelOrder: string;
  message: string;
}

/**
 * `cancel_type: final` without `refund_type`: records the cancellation request of an ordered shipment and moves it
 * to 'cancellation requested' ('Admin Approval pending').
 * @throws CommerceError 404 not the shopper's; 409 shipped (SHIPPED_CANNOT_CANCEL_MESSAGE), already requested or
 *   cancelled, delivered (return instead); 400 a refund destination that is not offered
 */
export async function requestCancel(db: Db, userId: number, body: FinalBody): Promise<FinalResult> {
  return db.transaction(async (tx) => {
    const { line, order } = await lockOwnLine(tx, userId, body.order_id, body.shipment_id);
    if (line.status === SHIPMENT_STATUS.delivered)
      throw new CommerceError(
        409,
        "This item is delivered: request a return (exchange or buyback) with a pickup address instead.",
        409,
      );
    if (line.status !== SHIPMENT_STATUS.ordered) throw notActionable(line);
    const refundTo = chosenDestination(order, false, body.refund_to);
    await moveShipments(tx, { lineId: line.id }, SHIPMENT_STATUS.ordered, SHIPMENT_STATUS.cancelRequested, {
      actor: "shopper",
    });
    await tx.execute(sql`
      INSERT INTO shipment_requests (order_line_id, order_id, kind, reason, notes, refund_to)
      VALUES (${line.id}, ${line.orderId}, 'cancel', ${body.reason}, ${body.notes}, ${refundTo})`);
    return {
      shipmentStatus: SHIPMENT_STATUS.cancelRequested,
      cancelOrder: ADMIN_APPROVAL_PENDING,
      message: "Your cancellation request has been received.",
    };
  });
}

/**
 * `cancel_type: final` with `refund_type` and a pickup address: records the return of a delivered shipment
 * ('lte' exchange: the value goes to the exchange wallet; 'lbb' buyback: money back to the chosen destination) and
 * moves it to 'return requested'. After the 15-day window the figure of return-value.ts (MRP at today's rates
 * less 5% / 10%) is computed here and stored in `shipment_requests.valued_paise`; approval credits exactly it.
 * @throws CommerceError 404 not the shopper's; 409 not delivered yet, already requested or returned; 400 a
 *   refund destination that is not offered; 503 today's rates missing
 */
export async function requestReturn(
  db: Db,
  userId: number,
  body: ReturnBody,
  now = new Date(),
): Promise<FinalResult> {
  return db.transaction(async (tx) => {
    const { line, order, share } = await lockOwnLine(tx, userId, body.order_id, body.shipment_id);
    if (line.status === SHIPMENT_STATUS.ordered || line.status === SHIPMENT_STATUS.shipped)
      throw new CommerceError(409, "This item is not delivered yet; it can be returned after delivery.", 409);
    if (line.status !== SHIPMENT_STATUS.delivered) throw notActionable(line);
    const refundTo = body.refund_type === "lte" ? "exchange" : chosenDestination(order, true, body.refund_to);
    const pickup = {
      phone_code: body.phone_code,
      phone_number: body.phone_number,
      pincode: body.pincode,
      state: body.state,
      city: body.city,
      landmark: body.landmark,
      house: body.house,
      street: body.street,
    };
    // Valued now, on the server, and stored: approval credits exactly this (never a figure from the browser).
    const value = await returnValue(tx, line, share, now);
    const valued = value.basis === "rates" ? refundFor(value, body.refund_type) : null;
    await moveShipments(tx, { lineId: line.id }, SHIPMENT_STATUS.delivered, SHIPMENT_STATUS.returnRequested, {
      actor: "shopper",
    });
    await tx.execute(sql`
      INSERT INTO shipment_requests (order_line_id, order_id, kind, reason, notes, refund_to, refund_type,
                                     pickup_address, valued_paise)
      VALUES (${line.id}, ${line.orderId}, 'return', ${body.reason}, ${body.notes}, ${refundTo},
              ${body.refund_type}, ${JSON.stringify(pickup)}::jsonb, ${valued})`);
    return {
      shipmentStatus: SHIPMENT_STATUS.returnRequested,
      cancelOrder: ADMIN_APPROVAL_PENDING,
      message: "Your return request has been received. We will arrange the pickup.",
    };
  });
}
