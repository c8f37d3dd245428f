/**
 * Helpers of the after-sale tests (tests/backend/orders-*.test.ts): places real orders for a shopper (cart lines
 * over HTTP, then the same placeOrder the checkout route calls, with the test gateway), pays online orders as the
 * webhook would, and reads rows back in SQL.
 */
import { randomUUID } from "node:crypto";
import { confirmPayment } from "../../backend/commerce/payments";
import { createGateway, paymentConfig, randomGatewayId } from "../../backend/commerce/gateway";
import { placeOrder } from "../../backend/commerce/orders";
import { DEFAULT_COUNTRY_ID } from "../../backend/catalogue/country";
import {
  addToCart,
  call,
  newShopper,
  pickProduct,
  type Answer,
  type Pick,
  type Shopper,
} from "./commerce-helpers";
import { query, type RunningService } from "./helpers/start-service";

export interface PlacedTestOrder {
  orderId: number;
  orderCode: string;
  /** order line (shipment) ids, oldest first */
  lineIds: number[];
  paymentId: string | null;
}

export interface OrderOptions {
  picks: Pick[];
  mode: "C" | "P";
  /** voucher code (e.g. PAYDAY) */
  voucher?: string;
  useSwa?: boolean;
  useExchange?: boolean;
  /** online orders: pay at once (default true) */
  pay?: boolean;
}

/** Places an order of the picks (one line each) for the shopper, as checkout would. */
export async function placeTestOrder(
  svc: RunningService,
  me: Shopper,
  opts: OrderOptions,
): Promise<PlacedTestOrder> {
  for (const pick of opts.picks) await addToCart(svc.baseUrl, me.token, pick);
  const gateway = createGateway(svc.db, paymentConfig({ NODE_ENV: "test" }));
  const { order } = await placeOrder(svc.db, gateway, {
    userId: me.id,
    source: "cart",
    idempotencyKey: randomUUID(),
    request: { kind: "test", nonce: randomUUID() },
    mode: opts.mode,
    addressId: me.addressId,
    countryId: DEFAULT_COUNTRY_ID,
    voucher: opts.voucher ? { code: opts.voucher } : null,
    wallets: { useSwa: opts.useSwa ?? false, useExchange: opts.useExchange ?? false },
    expectedPayablePaise: null,
    expectedWalletUsedPaise: null,
  });
  let paymentId: string | null = null;
  if (order.paymentStatus === "pending" && order.razorpayOrderId && opts.pay !== false) {
    paymentId = randomGatewayId("pay_TEST");
    await confirmPayment(svc.db, {
      razorpayOrderId: order.razorpayOrderId,
      razorpayPaymentId: paymentId,
      amountPaise: order.payablePaise,
      source: "webhook",
    });
  }
  const lines = await query<{ id: number }>(
    svc.db,
    "SELECT id FROM order_lines WHERE order_id = $1 ORDER BY id",
    [order.id],
  );
  return { orderId: order.id, orderCode: order.orderCode, lineIds: lines.map((l) => l.id), paymentId };
}

/** A new shopper and `count` different plain products priced within the bounds. */
export async function shopperAndPicks(
  svc: RunningService,
  count: number,
  bounds: { minPaise?: number; maxPaise?: number; offset?: number } = {},
): Promise<{ me: Shopper; picks: Pick[] }> {
  const me = await newShopper(svc.baseUrl);
  const picks: Pick[] = [];
  for (let i = 0; i < count; i++)
    picks.push(await pickProduct(svc, "plain", { ...bounds, offset: (bounds.offset ?? 0) + i }));
  return { me, picks };
}

/** One row of a table by id, as PostgreSQL returns it. */
export async function rowById(
  svc: RunningService,
  table: "orders" | "order_lines",
  id: number,
): Promise<Record<string, any>> {
  const rows = await query<Record<string, any>>(svc.db, `SELECT * FROM ${table} WHERE id = $1`, [id]);
  if (!rows[0]) throw new Error(`${table} ${id} missing`);
  return rows[0];
}

/** The allowed moves that reach each status from a fresh cash line ('1'); '0' needs an unpaid online order. */
const PATHS: Record<string, string[]> = {
  "0": [],
  "1": [],
  "2": ["2"],
  "4": ["2", "4"],
  "5": ["5"],
  "6": ["5", "6"],
  "7": ["2", "4", "7"],
  "8": ["2", "4", "7", "8"],
};

/**
 * A fresh order of one line in the given status, walked there in SQL along allowed moves (the trigger checks
 * each step, as staff tools would).
 */
export async function lineInStatus(
  svc: RunningService,
  status: string,
  offset = 0,
): Promise<PlacedTestOrder & { me: Shopper }> {
  const { me, picks } = await shopperAndPicks(svc, 1, { offset });
  const order = await placeTestOrder(svc, me, { picks, mode: status === "0" ? "P" : "C", pay: false });
  for (const step of PATHS[status] ?? [])
    await svc.db.$client.query("UPDATE order_lines SET shipment_status = $1 WHERE id = $2", [
      step,
      order.lineIds[0],
    ]);
  return { ...order, me };
}

export type RefundRow = {
  id: number;
  order_line_id: number;
  destination: string;
  amount: number;
  status: string;
  gateway_refund_id: string | null;
};

/** The order's refunds rows, oldest first (amounts in paise). */
export function refundsOf(svc: RunningService, orderId: number): Promise<RefundRow[]> {
  return query<RefundRow>(
    svc.db,
    `SELECT id, order_line_id, destination, amount_paise::int AS amount, status, gateway_refund_id
     FROM refunds WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
}

/** Payloads of the waiting jobs of a task (graphile-worker's private tables: its `jobs` view has no payload). */
export function queuedJobs(
  svc: RunningService,
  task: string,
): Promise<{ payload: Record<string, unknown> }[]> {
  return query<{ payload: Record<string, unknown> }>(
    svc.db,
    `SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
     WHERE t.identifier = $1 ORDER BY j.id`,
    [task],
  );
}

/** A pickup address of a return, valid for the contract's `pickupAddressBody` (Kochi). */
export const PICKUP_ADDRESS = {
  phone_code: "+91",
  phone_number: "9447000000",
  pincode: "682001",
  state: "Kerala",
  city: "Kochi",
  landmark: "",
  house: "12B Lotus",
  street: "Panampilly Nagar",
};

/** POST ecom/cancel-order with any body (malformed ones included) as the shopper with `token`. */
export function cancelOrderCall(svc: RunningService, token: string, body: unknown): Promise<Answer> {
  return call(svc.baseUrl, "ecom/cancel-order", body, { token });
}

/** POST ecom/cancel-order `final` for a shipment (reason OTHER unless `extra` says otherwise). */
export function cancelFinal(
  svc: RunningService,
  token: string,
  orderId: number,
  shipmentId: number,
  extra: Record<string, unknown> = {},
): Promise<Answer> {
  return cancelOrderCall(svc, token, {
    cancel_type: "final",
    order_id: orderId,
    shipment_id: shipmentId,
    reason: "OTHER",
    ...extra,
  });
}
