/**
 * Helpers of the invoice tests (tests/backend/invoices-*.test.ts): a shopper with an address in a chosen state or
 * country, a cash order placed over HTTP exactly as the storefront does (the server's payable learned from its 409
 * answer), and shipping a line in SQL along an allowed transition ('1' -> '2').
 */
import { randomUUID } from "node:crypto";
import { registerUser } from "./accounts-helpers";
import { addToCart, call, checkout, pickProduct, type Pick } from "./commerce-helpers";
import { query, type RunningService } from "./helpers/start-service";

export interface Buyer {
  id: number;
  token: string;
  addressId: number;
}

/** Registers a shopper whose saved address is in `state` / `country`. */
export async function buyerIn(
  url: string,
  place: { state: string; city: string; pincode: string; country?: string },
): Promise<Buyer> {
  const user = await registerUser(url, "Invoice Shopper");
  const res = await call(
    url,
    "ecom/addresses/",
    {
      name: "Lakshmi Nair",
      honorific_name: "Mrs",
      phone_code: "+91",
      phone_number: "9447012345",
      email: user.email,
      pincode: place.pincode,
      state: place.state,
      city: place.city,
      house: "Flat 4C, Palm Grove",
      area: "Temple Road",
      landmark: "",
      type: "HOME",
      country: place.country ?? "India",
    },
    { token: user.token },
  );
  if (res.status !== 200) throw new Error(`address: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return { id: user.id, token: user.token, addressId: res.body.data.id as number };
}

export const KERALA = { state: "Kerala", city: "Kochi", pincode: "682016" };
export const KARNATAKA = { state: "Karnataka", city: "Bengaluru", pincode: "560011" };
export const DUBAI = { state: "Dubai", city: "Dubai", pincode: "123456", country: "United Arab Emirates" };

export interface PlacedOrder {
  orderId: number;
  orderCode: string;
  lineIds: number[];
}

/**
 * Puts `picks` in the cart (with quantities) and places a cash order, optionally with a voucher and in a shop
 * country (`?country=`). The first attempt sends payable 0 on purpose: the 409 answer carries the server's figure.
 */
export async function placeCashOrder(
  svc: RunningService,
  buyer: Buyer,
  picks: { pick: Pick; quantity?: number }[],
  opts: { voucher?: string; countryId?: number } = {},
): Promise<PlacedOrder> {
  const url = svc.baseUrl;
  for (const p of picks) await addToCart(url, buyer.token, p.pick, p.quantity ?? 1);
  const promo = opts.voucher
    ? (await query<{ id: number }>(svc.db, "SELECT id FROM vouchers WHERE code = $1", [opts.voucher]))[0]?.id
    : 0;
  const path = opts.countryId ? `ecom/checkout/?country=${opts.countryId}` : "ecom/checkout/";
  const body = { promocode_id: promo, address_id: buyer.addressId, mode: "C" };
  const probe = await call(
    url,
    path,
    { ...body, amount_to_pay: 0 },
    {
      token: buyer.token,
      headers: { "Idempotency-Key": randomUUID() },
    },
  );
  if (probe.status !== 409) throw new Error(`probe: HTTP ${probe.status} ${JSON.stringify(probe.body)}`);
  const payable = probe.body.results.data.amount_to_pay as number;
  const res = opts.countryId
    ? await call(
        url,
        path,
        { ...body, amount_to_pay: payable },
        {
          token: buyer.token,
          headers: { "Idempotency-Key": randomUUID() },
        },
      )
    : await checkout(url, buyer.token, { ...body, amount_to_pay: payable });
  if (res.status !== 200) throw new Error(`checkout: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  const orderId = res.body.results.data.order.id as number;
  const rows = await query<{ id: number; order_code: string }>(
    svc.db,
    "SELECT l.id, o.order_code FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.id = $1 ORDER BY l.id",
    [orderId],
  );
  return { orderId, orderCode: rows[0]?.order_code ?? "", lineIds: rows.map((r) => r.id) };
}

/** Distinct buyable products without sizes, priced within a range. */
export async function picks(svc: RunningService, n: number, minPaise = 1_000_000, maxPaise = 8_000_000) {
  const out: Pick[] = [];
  for (let i = 0; i < n; i += 1) out.push(await pickProduct(svc, "plain", { minPaise, maxPaise, offset: i }));
  return out;
}

/** Ships order lines (Ordered '1' -> Shipped '2'), as the staff CLI would. */
export async function ship(svc: RunningService, lineIds: number[]): Promise<void> {
  await query(svc.db, "UPDATE order_lines SET shipment_status = '2' WHERE id = ANY($1::int[])", [lineIds]);
}
