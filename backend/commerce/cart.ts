/**
 * The shopping cart in SQL: lines (one per product, colour and size; at most 5 pieces a line, 20 lines), the cart's
 * choices (voucher from applypromo, wallets from the wallet PATCH) and the quote the server computes from today's
 * catalogue prices.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { CommerceError } from "./http";
import type { Supply } from "../../lib/tax/supply";
import { assertBuyable, loadLines, type LineRow, type PickedItem, type Runner } from "./items";
import { quoteOrder, type Quote } from "./money";
import { checkVoucher, voucherById, type Voucher } from "./vouchers";
import { walletBalances, type Balances } from "./wallets";

export const MAX_CART_LINES = 20;
export const MAX_LINE_QUANTITY = 5;

export interface CartState {
  voucherId: number | null;
  useSwa: boolean;
  useExchange: boolean;
}

/** The cart's stored choices (none for a cart never touched). */
export async function cartState(db: Runner, userId: number): Promise<CartState> {
  const { rows } = await db.execute<{
    voucher_id: number | null;
    use_swa_wallet: boolean;
    use_exchange_wallet: boolean;
  }>(sql`SELECT voucher_id, use_swa_wallet, use_exchange_wallet FROM carts WHERE user_id = ${userId}`);
  const r = rows[0];
  return {
    voucherId: r?.voucher_id ?? null,
    useSwa: r?.use_swa_wallet ?? false,
    useExchange: r?.use_exchange_wallet ?? false,
  };
}

/** Remembers the voucher applied to the cart (null removes it). */
export async function setCartVoucher(db: Runner, userId: number, voucherId: number | null): Promise<void> {
  await db.execute(sql`
    INSERT INTO carts (user_id, voucher_id) VALUES (${userId}, ${voucherId})
    ON CONFLICT (user_id) DO UPDATE SET voucher_id = EXCLUDED.voucher_id, updated_at = now()`);
}

/** Remembers which wallets the shopper chose to use. */
export async function setWalletChoice(
  db: Runner,
  userId: number,
  useSwa: boolean,
  useExchange: boolean,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO carts (user_id, use_swa_wallet, use_exchange_wallet) VALUES (${userId}, ${useSwa}, ${useExchange})
    ON CONFLICT (user_id) DO UPDATE
      SET use_swa_wallet = EXCLUDED.use_swa_wallet, use_exchange_wallet = EXCLUDED.use_exchange_wallet,
          updated_at = now()`);
}

/** Lines in the cart (the header badge). */
export async function cartCount(db: Runner, userId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM cart_items WHERE user_id = ${userId}`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Adds pieces of a picked item (adding to the line when it exists), remembering today's per-piece price (with GST
 * and as an export, so the report holds whichever country the cart is later opened in) as the price the line was
 * added at (the cart reports a later change).
 * @throws CommerceError 422 CANNOT_BUY_MESSAGE, 409 at MAX_CART_LINES lines or above MAX_LINE_QUANTITY pieces
 */
export async function addCartItem(
  db: Db,
  userId: number,
  item: PickedItem,
  quantity: number,
): Promise<number> {
  assertBuyable(item);
  return db.transaction(async (tx) => {
    // Serialise this shopper's cart changes so the line cap holds under double clicks.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const { rows: existing } = await tx.execute<{ id: number }>(sql`
      SELECT id FROM cart_items WHERE user_id = ${userId} AND product_id = ${item.productId}
        AND colour_id = ${item.colourId} AND size_id IS NOT DISTINCT FROM ${item.sizeId}`);
    if (!existing[0] && (await cartCount(tx, userId)) >= MAX_CART_LINES)
      throw new CommerceError(409, `Your cart can hold up to ${MAX_CART_LINES} designs`);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO cart_items (user_id, product_id, colour_id, size_id, quantity, added_price_paise,
                              added_export_price_paise)
      VALUES (${userId}, ${item.productId}, ${item.colourId}, ${item.sizeId}, ${quantity},
              ${item.finalPrices.domestic}, ${item.finalPrices.export})
      ON CONFLICT ON CONSTRAINT cart_items_line_uq DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity,
        -- the shopper just added a piece at today's price: that is the price the line now stands at
        added_price_paise = EXCLUDED.added_price_paise,
        added_export_price_paise = EXCLUDED.added_export_price_paise
        WHERE cart_items.quantity + EXCLUDED.quantity <= ${MAX_LINE_QUANTITY}
      RETURNING id`);
    const id = rows[0]?.id;
    if (id === undefined)
      throw new CommerceError(409, `You can add up to ${MAX_LINE_QUANTITY} pieces of a design`);
    return id;
  });
}

/** Removes one of the user's lines. @returns false when it is not the user's */
export async function removeCartItem(db: Runner, userId: number, itemId: number): Promise<boolean> {
  const { rows } = await db.execute(
    sql`DELETE FROM cart_items WHERE id = ${itemId} AND user_id = ${userId} RETURNING id`,
  );
  return rows.length > 0;
}

/** The cart with its quote: lines at today's prices, the stored voucher when it still applies, the wallets chosen. */
export interface CartQuote {
  lines: LineRow[];
  state: CartState;
  voucher: Voucher | null;
  /** why the stored voucher does not apply now (expired, minimum not reached...) */
  voucherProblem: string | null;
  balances: Balances;
  quote: Quote;
}

/**
 * Computes the cart's quote at the prices of `supply` (the shop country's: with GST in India, without abroad).
 * @param wallets the wallet choice to price with (default: the stored one)
 */
export async function quoteCart(
  db: Runner,
  userId: number,
  supply: Supply,
  wallets?: { useSwa: boolean; useExchange: boolean },
): Promise<CartQuote> {
  const lines = await loadLines(db, userId, "cart", supply);
  const state = await cartState(db, userId);
  const subtotal = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  let voucher: Voucher | null = null;
  let voucherProblem: string | null = null;
  if (state.voucherId !== null && lines.length > 0) {
    const stored = await voucherById(db, state.voucherId);
    try {
      await checkVoucher(db, stored, userId, subtotal);
      voucher = stored;
    } catch (err) {
      if (!(err instanceof CommerceError)) throw err;
      voucherProblem = err.message;
    }
  }
  const balances = await walletBalances(db, userId);
  const choice = wallets ?? { useSwa: state.useSwa, useExchange: state.useExchange };
  const quote = quoteOrder(
    lines.map((l) => ({ unitPricePaise: l.pricePaise, quantity: l.quantity })),
    voucher,
    {
      useSwa: choice.useSwa,
      useExchange: choice.useExchange,
      swaBalancePaise: balances.swa,
      exchangeBalancePaise: balances.exchange,
    },
  );
  return { lines, state, voucher, voucherProblem, balances, quote };
}

/**
 * Removes the ordered lines from the shopper's cart and forgets the cart's voucher and wallet choice (the order
 * used them). Lines added after the order was placed stay.
 */
export async function clearOrderedCart(tx: Runner, userId: number, orderId: number): Promise<void> {
  await tx.execute(sql`
    DELETE FROM cart_items ci USING order_lines ol
    WHERE ol.order_id = ${orderId} AND ci.user_id = ${userId} AND ci.product_id = ol.product_id
      AND ci.colour_id = ol.colour_id AND ci.size_id IS NOT DISTINCT FROM ol.size_id`);
  await tx.execute(sql`
    UPDATE carts SET voucher_id = NULL, use_swa_wallet = false, use_exchange_wallet = false, updated_at = now()
    WHERE user_id = ${userId}`);
}
