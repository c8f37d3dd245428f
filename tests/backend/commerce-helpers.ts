/**
 * Helpers of the buying tests (tests/backend/commerce-*.test.ts): a shopper with a token and a saved address,
 * wallet funding (a ledger entry and the balance, as an operator would), catalogue picks by kind, and JSON calls.
 */
import { randomUUID } from "node:crypto";
import { call, registerUser, type Answer } from "./accounts-helpers";
import { query, type RunningService } from "./helpers/start-service";
import { kochiAddress } from "../fixtures/kochi-address";

export { call, type Answer };

export interface Shopper {
  id: number;
  token: string;
  addressId: number;
}

/** Registers a shopper (token straight from register) and saves one address. */
export async function newShopper(url: string): Promise<Shopper> {
  const user = await registerUser(url, "Test Shopper");
  const res = await call(url, "ecom/addresses/", kochiAddress(user.email, "Test Shopper"), {
    token: user.token,
  });
  if (res.status !== 200) throw new Error(`address: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return { id: user.id, token: user.token, addressId: res.body.data.id as number };
}

/** Credits a wallet (ledger entry + balance), as an operator adjustment. */
export async function fundWallet(
  svc: RunningService,
  userId: number,
  kind: "swa" | "exchange",
  paise: number,
): Promise<void> {
  await svc.db.$client.query(
    `WITH w AS (
       INSERT INTO wallets (user_id, kind, balance_paise) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, kind) DO UPDATE SET balance_paise = wallets.balance_paise + EXCLUDED.balance_paise
       RETURNING balance_paise)
     INSERT INTO wallet_ledger (user_id, kind, amount_paise, balance_after_paise, reason, note)
     SELECT $1, $2, $3, balance_paise, 'adjustment', 'test credit' FROM w`,
    [userId, kind, paise],
  );
}

export async function balance(
  svc: RunningService,
  userId: number,
  kind: "swa" | "exchange",
): Promise<number> {
  const rows = await query<{ b: string }>(
    svc.db,
    "SELECT balance_paise::text AS b FROM wallets WHERE user_id = $1 AND kind = $2",
    [userId, kind],
  );
  return Number(rows[0]?.b ?? 0);
}

export interface Pick {
  productId: number;
  colourId: number;
  sizeId: number | null;
  pricePaise: number;
}

/**
 * A catalogue item of a kind: buyable without sizes, buyable with sizes, restricted, out of stock.
 * @param minPaise / maxPaise price bounds; `offset` picks another product of the same kind
 */
export async function pickProduct(
  svc: RunningService,
  kind: "plain" | "sized" | "restricted" | "outOfStock",
  opts: { minPaise?: number; maxPaise?: number; offset?: number } = {},
): Promise<Pick> {
  const where = {
    plain:
      "p.in_stock AND NOT p.is_restricted AND NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id)",
    sized:
      "p.in_stock AND NOT p.is_restricted AND EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id)",
    restricted: "p.is_restricted AND NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id)",
    outOfStock:
      "NOT p.in_stock AND NOT p.is_restricted AND NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id)",
  }[kind];
  const rows = await query<{ id: number; colour_id: number; size_id: number | null; price: number }>(
    svc.db,
    `SELECT p.id, (SELECT colour_id FROM product_colours pc WHERE pc.product_id = p.id ORDER BY position LIMIT 1) AS colour_id,
            (SELECT size_id FROM product_sizes ps WHERE ps.product_id = p.id ORDER BY size_id LIMIT 1) AS size_id,
            p.final_price_paise AS price
     FROM products p WHERE ${where} AND p.final_price_paise BETWEEN $1 AND $2
     ORDER BY p.id OFFSET $3 LIMIT 1`,
    [opts.minPaise ?? 0, opts.maxPaise ?? 2_000_000_000, opts.offset ?? 0],
  );
  const r = rows[0];
  if (!r) throw new Error(`no ${kind} product in range`);
  return { productId: r.id, colourId: r.colour_id, sizeId: r.size_id, pricePaise: r.price };
}

/** Adds an item to the shopper's cart and expects 200. */
export async function addToCart(url: string, token: string, pick: Pick, quantity = 1): Promise<Answer> {
  const res = await call(
    url,
    "ecom/cartitems/",
    { product_id: pick.productId, color_id: pick.colourId, size_id: pick.sizeId ?? "", quantity },
    { token },
  );
  if (res.status !== 200) throw new Error(`cart add: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** POST ecom/checkout/ with an Idempotency-Key (a fresh one unless given). */
export function checkout(
  url: string,
  token: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
): Promise<Answer> {
  return call(url, "ecom/checkout/", body, { token, headers: { "Idempotency-Key": key } });
}

/** POST ecom/buynow/ with an Idempotency-Key. */
export function buyNow(
  url: string,
  token: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
): Promise<Answer> {
  return call(url, "ecom/buynow/", body, { token, headers: { "Idempotency-Key": key } });
}

/** Rupees (as the contract sends them) for paise. */
export const rupees = (paise: number) => paise / 100;
