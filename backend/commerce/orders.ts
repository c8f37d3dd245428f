/**
 * Placing an order (cart checkout or direct buy) in one transaction:
 *
 * 1. lock the shopper's user row: one order placement per shopper at a time (a retried submit waits, then finds
 *    the order its Idempotency-Key placed and answers it again);
 * 2. check the delivery address is in the shop country, price every line from the catalogue now for that country's
 *    supply (GST 3% included in India; a zero-rated export without GST abroad: lib/tax/supply.ts), re-check the
 *    voucher (its row locked) and the wallets (rows locked);
 * 3. compare the client's figures with the server's (409 on any difference, nothing written);
 * 4. write the order with a snapshot of each line (with its price build-up, for the GST invoice), the totals, the
 *    shopper's currency and the supply, redeem the voucher, debit the wallets (ledger).
 *
 * Cash orders and orders the wallets pay in full are confirmed at once (and their 'placed' e-mail enqueued); online
 * orders wait for the payment (see payments.ts) and get an expiry job. Both jobs are enqueued in this transaction,
 * so they exist exactly when the order does. The gateway's order is created after the commit, so no network call
 * holds a lock.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { CART_EMPTY_MESSAGE } from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import { cartState, clearOrderedCart } from "./cart";
import type { PaymentGateway } from "./gateway";
import { ensureGatewayOrder, ORDER_COLUMNS, toPlaced, type OrderRow, type PlacedOrder } from "./order-rows";
import { CommerceError, priceChanged } from "./http";
import { assertBuyable, loadLines, loadPick, type Runner } from "./items";
import { formatRupees, quoteOrder, rupeesOf, type Quote } from "./money";
import { assertDeliversToShopCountry } from "./delivery-country";
import { orderCountry, priceBreakups, type OrderCountry } from "./price-breakup";
import { checkVoucher, redeemVoucher, voucherByCode, voucherById, type Voucher } from "./vouchers";
import { debitWallet, lockWallets } from "./wallets";
import { enqueueOrderEmail } from "../mail/order-email-task";
import { scheduleExpiry } from "../orders/expire-unpaid";

/** Razorpay's smallest order: ₹1. */
export const MIN_ONLINE_PAISE = 100;

/** How the voucher is named: by id (checkout), by code (buy now), the cart's stored one, or none. */
export type VoucherRef = { id: number } | { code: string } | "cart" | null;

export interface PlaceOrderInput {
  userId: number;
  source: "cart" | "buynow";
  idempotencyKey: string;
  /** canonical form of the request, hashed: a key reused for another request is refused */
  request: Record<string, unknown>;
  mode: "P" | "C";
  addressId: number;
  countryId: number;
  voucher: VoucherRef;
  /** direct buy: the one item */
  pick?: { productId: number; colourId: number; sizeId: number | null };
  /** cart: wallets to use (undefined: the cart's stored choice) */
  wallets?: { useSwa: boolean; useExchange: boolean };
  /** the client's figures in paise (null: not sent) */
  expectedPayablePaise: number | null;
  expectedWalletUsedPaise: number | null;
}

export function requestHash(request: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(request)
      .sort()
      .map((k) => [k, request[k] ?? null]),
  );
  return createHash("sha256").update(canonical).digest("hex");
}

interface Line {
  productId: number;
  colourId: number;
  sizeId: number | null;
  name: string;
  sku: string;
  alias: string;
  thumbnail: string;
  colourName: string;
  sizeName: string | null;
  quantity: number;
  mrpPaise: number;
  pricePaise: number;
  cartItemId: number | null;
}

/** A line's build-up as a jsonb parameter: SQL NULL (not JSON null) when there is none. */
function breakupJson(breakup: object | undefined): string | null {
  return breakup ? JSON.stringify(breakup) : null;
}

async function orderLinesFor(tx: Runner, input: PlaceOrderInput, country: OrderCountry): Promise<Line[]> {
  if (input.source === "buynow") {
    if (!input.pick) throw new Error("direct buy without an item");
    const { productId, colourId, sizeId } = input.pick;
    const item = await loadPick(tx, productId, colourId, sizeId, country.supply);
    assertBuyable(item);
    return [{ ...item, quantity: 1, cartItemId: null }];
  }
  const rows = await loadLines(tx, input.userId, "cart", country.supply, { forUpdate: true });
  if (rows.length === 0) throw new CommerceError(422, CART_EMPTY_MESSAGE, 206);
  for (const r of rows) assertBuyable({ buyable: r.available, productId: r.productId });
  return rows.map((r) => ({ ...r, cartItemId: r.id }));
}

async function resolveVoucher(tx: Runner, input: PlaceOrderInput, subtotal: number): Promise<Voucher | null> {
  let ref = input.voucher;
  let fromCart = false;
  if (ref === "cart") {
    const { voucherId } = await cartState(tx, input.userId);
    ref = voucherId === null ? null : { id: voucherId };
    fromCart = true;
  }
  if (ref === null) return null;
  const voucher = "id" in ref ? await voucherById(tx, ref.id, true) : await voucherByCode(tx, ref.code, true);
  try {
    await checkVoucher(tx, voucher, input.userId, subtotal);
  } catch (err) {
    // A remembered voucher that lapsed is dropped; the payable check then tells the shopper prices changed.
    if (fromCart && err instanceof CommerceError) return null;
    throw err;
  }
  return voucher;
}

async function loadAddress(tx: Runner, userId: number, addressId: number) {
  const { rows } = await tx.execute<Record<string, unknown> & { name: string }>(sql`
    SELECT id, name, honorific_name, phone_code, phone_number, email, pincode, state, city, country, house, area,
           landmark, type
    FROM addresses WHERE id = ${addressId} AND user_id = ${userId}`);
  const address = rows[0];
  if (!address) throw new CommerceError(404, "Address not found", 206);
  return address;
}

function checkClientFigures(input: PlaceOrderInput, quote: Quote): void {
  const figures = { amount_to_pay: rupeesOf(quote.payable), wallet_amount_used: rupeesOf(quote.walletUsed) };
  if (input.expectedPayablePaise !== null && input.expectedPayablePaise !== quote.payable)
    throw priceChanged(figures);
  if (input.expectedWalletUsedPaise !== null && input.expectedWalletUsedPaise !== quote.walletUsed)
    throw priceChanged(figures);
}

/** The order a shopper already placed with this key, or null. @throws CommerceError 422 for a different request */
async function existingOrder(
  tx: Runner,
  userId: number,
  key: string,
  hash: string,
): Promise<PlacedOrder | null> {
  const { rows } = await tx.execute<OrderRow>(
    sql`SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ${userId} AND idempotency_key = ${key}`,
  );
  const row = rows[0];
  if (!row) return null;
  if (row.request_hash !== hash)
    throw new CommerceError(
      422,
      "This checkout was already submitted with different details. Please review your order and try again.",
      206,
    );
  return toPlaced(row);
}

/**
 * Places an order (or answers the one this Idempotency-Key already placed).
 * @throws CommerceError 409 price changed; 422 empty cart, cannot buy, voucher refused, key reused, address outside
 *   the shop country; 404 address; 503 online payment off
 */
export async function placeOrder(
  db: Db,
  gateway: PaymentGateway,
  input: PlaceOrderInput,
): Promise<{ order: PlacedOrder; replayed: boolean }> {
  const hash = requestHash(input.request);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${input.userId} FOR UPDATE`);
    const replay = await existingOrder(tx, input.userId, input.idempotencyKey, hash);
    if (replay) return { order: replay, replayed: true };

    const address = await loadAddress(tx, input.userId, input.addressId);
    const country = await orderCountry(tx, input.countryId);
    assertDeliversToShopCountry(String(address.country ?? ""), country);
    const lines = await orderLinesFor(tx, input, country);
    // Read before the voucher and wallet rows are locked, so the snapshot does not lengthen those locks.
    const breakups = await priceBreakups(
      tx,
      new Map(lines.map((l) => [l.productId, l.pricePaise])),
      country.supply,
    );
    const priced = lines.map((l) => ({ unitPricePaise: l.pricePaise, quantity: l.quantity }));
    const subtotal = priced.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
    const voucher = await resolveVoucher(tx, input, subtotal);
    const wallets =
      input.source === "cart"
        ? (input.wallets ?? (await cartState(tx, input.userId)))
        : { useSwa: false, useExchange: false };
    const balances =
      wallets.useSwa || wallets.useExchange ? await lockWallets(tx, input.userId) : { swa: 0, exchange: 0 };
    const quote = quoteOrder(priced, voucher, {
      useSwa: wallets.useSwa,
      useExchange: wallets.useExchange,
      swaBalancePaise: balances.swa,
      exchangeBalancePaise: balances.exchange,
    });
    checkClientFigures(input, quote);

    const online = input.mode === "P" && quote.payable > 0;
    if (online && gateway.mode === "off")
      throw new CommerceError(503, "Online payment is not available right now. Please choose cash.", 206);
    if (online && quote.payable < MIN_ONLINE_PAISE)
      throw new CommerceError(
        422,
        `Online payments start at ${formatRupees(MIN_ONLINE_PAISE)}. Please pay the rest in cash or use less from your wallet.`,
        206,
      );
    const status = online ? "pending_payment" : "confirmed";
    const paymentStatus = online ? "pending" : quote.payable === 0 ? "wallet" : "cod";

    const { rows } = await tx.execute<OrderRow>(sql`
      WITH n AS (SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id)
      INSERT INTO orders (id, order_code, user_id, source, payment_mode, status, payment_status,
                          item_subtotal_paise, coupon_discount_paise, shipping_paise, total_paise, wallet_swa_paise,
                          wallet_exchange_paise, payable_paise, voucher_id, promocode, address_id, address,
                          address_name, country_id, idempotency_key, request_hash, gateway, currency_code,
                          paise_per_unit, supply)
      SELECT n.id, 'SWA' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYMMDD') || lpad(n.id::text, 6, '0'),
             ${input.userId}, ${input.source}, ${input.mode}, ${status}, ${paymentStatus},
             ${quote.itemSubtotal}, ${quote.couponDiscount}, 0, ${quote.total}, ${quote.walletSwa},
             ${quote.walletExchange}, ${quote.payable}, ${voucher?.id ?? null}, ${voucher?.code ?? null},
             ${input.addressId}, ${JSON.stringify(address)}::jsonb, ${address.name}, ${input.countryId},
             ${input.idempotencyKey}, ${hash}, ${online ? gateway.mode : null}, ${country.currencyCode},
             ${country.paisePerUnit}, ${country.supply}
      FROM n
      RETURNING ${ORDER_COLUMNS}`);
    const order = rows[0];
    if (!order) throw new Error("order insert returned nothing");

    const shipment = online ? "0" : "1";
    for (const l of lines) {
      await tx.execute(sql`
        INSERT INTO order_lines (order_id, product_id, colour_id, size_id, product_name, sku, alias, thumbnail,
                                 colour_name, size_name, quantity, unit_mrp_paise, unit_price_paise,
                                 line_total_paise, shipment_status, price_breakup)
        VALUES (${order.id}, ${l.productId}, ${l.colourId}, ${l.sizeId}, ${l.name}, ${l.sku}, ${l.alias},
                ${l.thumbnail}, ${l.colourName}, ${l.sizeName}, ${l.quantity}, ${l.mrpPaise}, ${l.pricePaise},
                ${l.pricePaise * l.quantity}, ${shipment}, ${breakupJson(breakups.get(l.productId))}::jsonb)`);
    }
    await tx.execute(sql`
      INSERT INTO order_events (order_id, event, source) VALUES (${order.id}, 'placed', ${input.source})`);
    if (voucher) await redeemVoucher(tx, voucher, input.userId, order.id, quote.couponDiscount);
    await debitWallet(tx, input.userId, "exchange", quote.walletExchange, order.id);
    await debitWallet(tx, input.userId, "swa", quote.walletSwa, order.id);
    if (!online) {
      await tx.execute(sql`
        INSERT INTO order_events (order_id, event, source) VALUES (${order.id}, 'confirmed', ${paymentStatus})`);
      if (input.source === "cart") await clearOrderedCart(tx, input.userId, order.id);
      await enqueueOrderEmail(tx, { orderId: order.id, event: "placed" });
    } else {
      // Unpaid after UNPAID_ORDER_TTL_MINUTES: cancelled, voucher and wallets given back (orders/expire-unpaid.ts).
      await scheduleExpiry(tx, order.id);
    }
    return { order: toPlaced(order), replayed: false };
  });
  const order = await ensureGatewayOrder(db, gateway, result.order);
  return { order, replayed: result.replayed };
}
