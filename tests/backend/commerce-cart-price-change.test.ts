/**
 * A cart opened after a rate change over HTTP against the real store API on PostgreSQL: the line
 * is charged at the re-priced catalogue price, and the cart says what it was added at (`price_was`, INR rupees per
 * piece) while the two differ. Lines whose product the change did not touch say nothing.
 */
import { recomputeProductPrices } from "../../backend/catalogue/recompute-prices";
import { cartResponse } from "../../lib/store-api/contract";
import { addToCart, call, newShopper, pickProduct, rupees, type Pick } from "./commerce-helpers";
import { query, serviceForThisFile } from "./helpers/start-service";

const svc = serviceForThisFile();

async function cartLines(token: string) {
  const res = await call(svc.baseUrl, "ecom/cartitems/?country=1", undefined, { token });
  expect(res.status).toBe(200);
  return cartResponse.parse(res.body).results.data!;
}

/** The metal_rates purity of a product's metal (what `rates:set -- metal <purity>` names). */
async function purityOf(productId: number): Promise<string> {
  const [row] = await query<{ purity: string }>(
    svc.db,
    "SELECT mt.purity FROM products p JOIN metal_types mt ON mt.id = p.metal_type_id WHERE p.id = $1",
    [productId],
  );
  return row!.purity;
}

/** Some buyable product of another metal than `purity` (the rate change must leave it alone). */
async function pickOfOtherMetal(purity: string): Promise<Pick> {
  for (let offset = 0; offset < 200; offset++) {
    const pick = await pickProduct(svc, "plain", { offset });
    if ((await purityOf(pick.productId)) !== purity) return pick;
  }
  throw new Error(`no product of a metal other than ${purity}`);
}

/** What `npm run rates:set` does: the metal rate times `factor`, then the catalogue re-priced. */
async function moveMetalRate(purity: string, factor: number): Promise<void> {
  await svc.db.$client.query(
    "UPDATE metal_rates SET rate_paise_per_gram = round(rate_paise_per_gram * $2::numeric)::int WHERE purity = $1",
    [purity, factor],
  );
  await recomputeProductPrices(svc.db);
}

async function priceNow(productId: number): Promise<number> {
  const [row] = await query<{ p: number }>(
    svc.db,
    "SELECT final_price_paise AS p FROM products WHERE id = $1",
    [productId],
  );
  return Number(row!.p);
}

test("after a rate change the cart line costs the new price and reports the price it was added at", async () => {
  const me = await newShopper(svc.baseUrl);
  const moved = await pickProduct(svc, "plain");
  const purity = await purityOf(moved.productId);
  const still = await pickOfOtherMetal(purity);
  await addToCart(svc.baseUrl, me.token, moved, 2);
  await addToCart(svc.baseUrl, me.token, still);

  const before = await cartLines(me.token);
  expect(before.cart_item.map((l) => l.price_was ?? null)).toEqual([null, null]); // nothing changed yet

  await moveMetalRate(purity, 1.2);
  const newPrice = await priceNow(moved.productId);
  expect(newPrice).toBeGreaterThan(moved.pricePaise);

  const after = await cartLines(me.token);
  const [movedLine, stillLine] = after.cart_item;
  expect(movedLine!.product.id).toBe(moved.productId);
  expect(movedLine!.product.price).toBe(rupees(newPrice));
  expect(movedLine!.items_total).toBe(rupees(newPrice * 2));
  expect(movedLine!.price_was).toBe(rupees(moved.pricePaise));
  expect(stillLine!.product.id).toBe(still.productId);
  expect(stillLine!.price_was ?? null).toBeNull();
  expect(after.cartmaster.grand_total).toBe(rupees(newPrice * 2 + still.pricePaise));

  // What the payment step charges (the wallet PATCH quotes the cart) is the new price too.
  const quote = await call(
    svc.baseUrl,
    "ecom/cartitems/?country=1",
    { swa_wallet: null, exchange_wallet: null },
    {
      token: me.token,
      method: "PATCH",
    },
  );
  expect(quote.status).toBe(200);
  expect(quote.body.results.total_amount).toBe(rupees(newPrice * 2 + still.pricePaise));
});

test("adding another piece at today's price makes that the line's price: no notice", async () => {
  const me = await newShopper(svc.baseUrl);
  const pick = await pickProduct(svc, "plain", { offset: 3 });
  const purity = await purityOf(pick.productId);
  await addToCart(svc.baseUrl, me.token, pick);
  await moveMetalRate(purity, 0.9);
  expect((await cartLines(me.token)).cart_item[0]!.price_was).toBe(rupees(pick.pricePaise));

  await addToCart(svc.baseUrl, me.token, pick);
  const [line] = (await cartLines(me.token)).cart_item;
  expect(line!.quantity).toBe(2);
  expect(line!.price_was ?? null).toBeNull();
});
