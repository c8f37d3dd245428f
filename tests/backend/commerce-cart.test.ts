/**
 * Wishlist, shopping cart, trial cart, vouchers, wallet figures and the buy-now price over HTTP against the real
 * reference store API (fresh seeded database). Every answer is parsed with the contract schema the BFF reads it
 * with (lib/store-api/contract/commerce.ts).
 */
import {
  applyPromoResponse,
  buyNowPriceResponse,
  cartResponse,
  commerceStatusResponse,
  trialCartResponse,
  walletPatchResponse,
  walletResponse,
  wishlistAddResponse,
  wishlistResponse,
} from "../../lib/store-api/contract";
import { query, startService, type RunningService } from "./helpers/start-service";
import { addToCart, call, fundWallet, newShopper, pickProduct, rupees } from "./commerce-helpers";

let svc: RunningService;
let url: string;

beforeAll(async () => {
  svc = await startService();
  url = svc.baseUrl;
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

async function cart(token: string, country = 1) {
  const res = await call(url, `ecom/cartitems/?country=${country}`, undefined, { token });
  expect(res.status).toBe(200);
  return cartResponse.parse(res.body).results;
}

describe("authentication", () => {
  test.each([
    ["GET", "ecom/wishlist/"],
    ["POST", "ecom/wishlist/"],
    ["DELETE", "ecom/wishlist/1/"],
    ["GET", "ecom/cartitems/"],
    ["POST", "ecom/cartitems/"],
    ["PATCH", "ecom/cartitems/"],
    ["DELETE", "ecom/cartitems/1/"],
    ["GET", "ecom/trialcartitems/"],
    ["POST", "ecom/trialcartitems/"],
    ["PATCH", "ecom/trialcartitems/"],
    ["DELETE", "ecom/trialcartitems/1/"],
    ["POST", "ecom/applypromo/"],
    ["GET", "ecom/checkout/"],
    ["POST", "ecom/checkout/"],
    ["POST", "ecom/buynow/"],
    ["POST", "ecom/payment-res/"],
    ["GET", "ecom/orders/"],
  ])("%s %s needs a token", async (method, path) => {
    const res = await call(url, path, method === "GET" || method === "DELETE" ? undefined : {}, { method });
    expect(res.status).toBe(401);
  });
});

describe("wishlist", () => {
  test("add (twice = same entry), list with the product card, delete; another shopper cannot delete it", async () => {
    const me = await newShopper(url);
    const other = await newShopper(url);
    const pick = await pickProduct(svc, "plain");
    const body = { product_id: pick.productId, colour_id: pick.colourId };
    const first = wishlistAddResponse.parse(
      (await call(url, "ecom/wishlist/?country=1", body, { token: me.token })).body,
    );
    const again = wishlistAddResponse.parse(
      (await call(url, "ecom/wishlist/?country=1", body, { token: me.token })).body,
    );
    expect(again.results.data.id).toBe(first.results.data.id);

    const list = wishlistResponse.parse(
      (await call(url, "ecom/wishlist/?country=2", undefined, { token: me.token })).body,
    );
    expect(list.results.data).toHaveLength(1);
    const entry = list.results.data[0];
    expect(entry).toMatchObject({
      id: first.results.data.id,
      product_id: pick.productId,
      colour_id: pick.colourId,
    });
    expect(entry?.product.wishlist_id).toBe(first.results.data.id);
    // Country 2 (United States): the export price (no GST), in rupees and converted to dollars.
    const [own] = await query<{ paise: number }>(
      svc.db,
      "SELECT export_final_price_paise AS paise FROM products WHERE id = $1",
      [pick.productId],
    );
    expect(entry?.product.total_price_final).toBe(rupees(own!.paise));
    expect(own!.paise).toBeLessThan(pick.pricePaise);
    expect(entry?.product.country_discount_price).not.toBe(rupees(own!.paise));

    const stranger = await call(url, `ecom/wishlist/${first.results.data.id}/`, undefined, {
      token: other.token,
      method: "DELETE",
    });
    expect(stranger.status).toBe(404);
    const del = await call(url, `ecom/wishlist/${first.results.data.id}/`, undefined, {
      token: me.token,
      method: "DELETE",
    });
    expect(del.status).toBe(200);
    commerceStatusResponse.parse(del.body);
    const empty = wishlistResponse.parse(
      (await call(url, "ecom/wishlist/", undefined, { token: me.token })).body,
    );
    expect(empty.results.data).toEqual([]);
  });

  test("unknown product 404, colour the product is not made in 400", async () => {
    const me = await newShopper(url);
    expect(
      (await call(url, "ecom/wishlist/", { product_id: 999999, colour_id: 1 }, { token: me.token })).status,
    ).toBe(404);
    const pick = await pickProduct(svc, "plain");
    const [foreign] = await svc.db.$client
      .query<{ id: number }>(
        "SELECT id FROM colours WHERE id NOT IN (SELECT colour_id FROM product_colours WHERE product_id = $1) LIMIT 1",
        [pick.productId],
      )
      .then((r) => r.rows);
    if (foreign) {
      const res = await call(
        url,
        "ecom/wishlist/",
        { product_id: pick.productId, colour_id: foreign.id },
        { token: me.token },
      );
      expect(res.status).toBe(400);
    }
  });
});

describe("shopping cart", () => {
  test("empty cart answers 'cart is empty' with count 0", async () => {
    const me = await newShopper(url);
    const results = await cart(me.token);
    expect(results).toMatchObject({ status_code: 200, message: "cart is empty", count: 0 });
    expect(results.data).toBeUndefined();
  });

  test("add, add again (quantity grows), list with totals from the catalogue, delete", async () => {
    const me = await newShopper(url);
    const plain = await pickProduct(svc, "plain");
    const sized = await pickProduct(svc, "sized");
    const added = commerceStatusResponse.parse((await addToCart(url, me.token, plain)).body);
    expect(added.results.count).toBe(1);
    await addToCart(url, me.token, plain);
    await addToCart(url, me.token, sized);
    const results = await cart(me.token);
    expect(results.count).toBe(2);
    const lines = results.data?.cart_item ?? [];
    const plainLine = lines.find((l) => l.product.id === plain.productId);
    expect(plainLine).toMatchObject({ quantity: 2, items_total: rupees(plain.pricePaise * 2), size: null });
    const sizedLine = lines.find((l) => l.product.id === sized.productId);
    expect(sizedLine?.size).toEqual(expect.any(String));
    expect(results.data?.cartmaster).toMatchObject({
      item_count: 3,
      grand_total: rupees(plain.pricePaise * 2 + sized.pricePaise),
      currency: "INR",
      promocode: null,
    });
    const del = await call(url, `ecom/cartitems/${plainLine?.id}/`, undefined, {
      token: me.token,
      method: "DELETE",
    });
    expect(del.status).toBe(200);
    expect(commerceStatusResponse.parse(del.body).results.count).toBe(1);
    expect(
      (await call(url, `ecom/cartitems/${plainLine?.id}/`, undefined, { token: me.token, method: "DELETE" }))
        .status,
    ).toBe(404);
  });

  test("sizes: required when the product has sizes ('size  required'), must be one of its sizes, none otherwise", async () => {
    const me = await newShopper(url);
    const sized = await pickProduct(svc, "sized");
    const plain = await pickProduct(svc, "plain");
    const missing = await call(
      url,
      "ecom/cartitems/",
      { product_id: sized.productId, color_id: sized.colourId, size_id: "", quantity: 1 },
      { token: me.token },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.results.message).toBe("size  required");
    const [foreign] = (
      await svc.db.$client.query<{ id: number }>(
        "SELECT id FROM sizes WHERE id NOT IN (SELECT size_id FROM product_sizes WHERE product_id = $1) ORDER BY id LIMIT 1",
        [sized.productId],
      )
    ).rows;
    const wrong = await call(
      url,
      "ecom/cartitems/",
      { product_id: sized.productId, color_id: sized.colourId, size_id: foreign?.id, quantity: 1 },
      { token: me.token },
    );
    expect(wrong.status).toBe(400);
    const sizeOnPlain = await call(
      url,
      "ecom/cartitems/",
      { product_id: plain.productId, color_id: plain.colourId, size_id: sized.sizeId, quantity: 1 },
      { token: me.token },
    );
    expect(sizeOnPlain.status).toBe(400);
  });

  test("restricted and out-of-stock products cannot be added: 'You cannot buy this Product'", async () => {
    const me = await newShopper(url);
    for (const kind of ["restricted", "outOfStock"] as const) {
      const pick = await pickProduct(svc, kind);
      const res = await call(
        url,
        "ecom/cartitems/",
        { product_id: pick.productId, color_id: pick.colourId, quantity: 1 },
        { token: me.token },
      );
      expect(res.status).toBe(422);
      expect(res.body.results.message).toBe("You cannot buy this Product");
    }
  });

  test("at most 5 pieces of a line", async () => {
    const me = await newShopper(url);
    const plain = await pickProduct(svc, "plain");
    await addToCart(url, me.token, plain, 4);
    const res = await call(
      url,
      "ecom/cartitems/",
      { product_id: plain.productId, color_id: plain.colourId, quantity: 2 },
      { token: me.token },
    );
    expect(res.status).toBe(409);
    expect((await cart(me.token)).data?.cart_item[0]?.quantity).toBe(4);
  });

  test("a price change in the catalogue shows in the cart at once", async () => {
    const me = await newShopper(url);
    const plain = await pickProduct(svc, "plain", { offset: 3 });
    await addToCart(url, me.token, plain);
    await svc.db.$client.query(
      "UPDATE products SET final_price_paise = final_price_paise + 10000 WHERE id = $1",
      [plain.productId],
    );
    try {
      expect((await cart(me.token)).data?.cartmaster.grand_total).toBe(rupees(plain.pricePaise + 10_000));
    } finally {
      await svc.db.$client.query("UPDATE products SET final_price_paise = $2 WHERE id = $1", [
        plain.productId,
        plain.pricePaise,
      ]);
    }
  });
});

describe("vouchers (ecom/applypromo/)", () => {
  async function apply(token: string, body: Record<string, unknown>) {
    const res = await call(url, "ecom/applypromo/?country=1", body, { token });
    return { status: res.status, body: applyPromoResponse.parse(res.body) };
  }

  test("PAYDAY: 10% rounded down to whole rupees, capped at ₹5,000; remembered on the cart", async () => {
    const me = await newShopper(url);
    const pick = await pickProduct(svc, "plain", { minPaise: 1_000_000, maxPaise: 3_000_000 });
    await addToCart(url, me.token, pick);
    const res = await apply(me.token, { promocode: "payday", original_amount: rupees(pick.pricePaise) });
    expect(res.status).toBe(200);
    const expected = Math.min(Math.floor(pick.pricePaise / 10 / 100) * 100, 500_000);
    expect(res.body).toMatchObject({
      status_code: 200,
      message: "Voucher code applied",
      data: {
        promo_applied_amount: rupees(expected),
        payable: rupees(pick.pricePaise - expected),
        code: "PAYDAY",
      },
    });
    const master = (await cart(me.token)).data?.cartmaster;
    expect(master).toMatchObject({ promocode: "PAYDAY", coupon_discount: rupees(expected) });
  });

  test("empty code 400 'Enter Voucher Code'; unknown 404 'Invalid coupon code'; expired 410 'Promo code expired'", async () => {
    const me = await newShopper(url);
    await addToCart(url, me.token, await pickProduct(svc, "plain", { minPaise: 1_000_000 }));
    expect(await apply(me.token, { promocode: "" })).toMatchObject({
      status: 400,
      body: { message: "Enter Voucher Code" },
    });
    expect(await apply(me.token, { promocode: "NOSUCHCODE" })).toMatchObject({
      status: 404,
      body: { status_code: 404, message: "Invalid coupon code" },
    });
    expect(await apply(me.token, { promocode: "FESTIVE10" })).toMatchObject({
      status: 410,
      body: { message: "Promo code expired" },
    });
  });

  test("minimum order not reached: 422 with the minimum; original_amount that is not the server's: 409", async () => {
    const me = await newShopper(url);
    const cheap = await pickProduct(svc, "plain", { maxPaise: 900_000 });
    await addToCart(url, me.token, cheap);
    const low = await apply(me.token, { promocode: "PAYDAY" });
    expect(low.status).toBe(422);
    expect(low.body.message).toContain("₹10,000");
    const tampered = await apply(me.token, {
      promocode: "WELCOME500",
      original_amount: rupees(cheap.pricePaise) + 1,
    });
    expect(tampered.status).toBe(409);
  });

  test("empty cart: 400 'cart is empty'", async () => {
    const me = await newShopper(url);
    expect((await apply(me.token, { promocode: "PAYDAY" })).body.message).toBe("cart is empty");
  });
});

describe("wallets", () => {
  test("GET ecom/checkout/ answers the balances unwrapped; PATCH uses exchange first, then SWA", async () => {
    const me = await newShopper(url);
    const pick = await pickProduct(svc, "plain", { minPaise: 2_000_000 });
    await addToCart(url, me.token, pick);
    const zero = walletResponse.parse(
      (await call(url, "ecom/checkout/?country=1", undefined, { token: me.token })).body,
    );
    expect(zero).toEqual({ swa_wallet: 0, exchange_wallet: 0 });
    await fundWallet(svc, me.id, "swa", 250_000);
    await fundWallet(svc, me.id, "exchange", 1_500_000);
    const w = walletResponse.parse((await call(url, "ecom/checkout/", undefined, { token: me.token })).body);
    expect(w).toEqual({ swa_wallet: 2500, exchange_wallet: 15000 });

    const patch = await call(
      url,
      "ecom/cartitems/?country=1",
      { swa_wallet: 2500, exchange_wallet: 15000 },
      {
        token: me.token,
        method: "PATCH",
      },
    );
    expect(patch.status).toBe(200);
    const r = walletPatchResponse.parse(patch.body).results;
    const total = pick.pricePaise;
    expect(r).toMatchObject({
      total_amount: rupees(total),
      wallet_amount_used: 17_500,
      amount_to_pay: rupees(total - 1_750_000),
      exchange_change: 0,
      swa_change: 0,
      swa_wallet_balance: 2500,
      exchange_wallet_balance: 15000,
    });

    const onlySwa = walletPatchResponse.parse(
      (
        await call(
          url,
          "ecom/cartitems/",
          { swa_wallet: 2500, exchange_wallet: null },
          { token: me.token, method: "PATCH" },
        )
      ).body,
    ).results;
    expect(onlySwa).toMatchObject({
      wallet_amount_used: 2500,
      exchange_change: 15000,
      amount_to_pay: rupees(total - 250_000),
    });
  });

  test("a wallet figure that is not the balance is refused with 409", async () => {
    const me = await newShopper(url);
    await addToCart(url, me.token, await pickProduct(svc, "plain"));
    await fundWallet(svc, me.id, "swa", 100_000);
    const res = await call(
      url,
      "ecom/cartitems/",
      { swa_wallet: 5000, exchange_wallet: null },
      { token: me.token, method: "PATCH" },
    );
    expect(res.status).toBe(409);
    expect(res.body.results).toMatchObject({
      status: 409,
      message: "Prices have changed, please review your cart.",
    });
  });

  test("wallet use never exceeds what is left to pay", async () => {
    const me = await newShopper(url);
    const pick = await pickProduct(svc, "plain", { maxPaise: 1_500_000 });
    await addToCart(url, me.token, pick);
    await fundWallet(svc, me.id, "exchange", pick.pricePaise + 123_456);
    const r = walletPatchResponse.parse(
      (
        await call(
          url,
          "ecom/cartitems/",
          { exchange_wallet: rupees(pick.pricePaise + 123_456) },
          { token: me.token, method: "PATCH" },
        )
      ).body,
    ).results;
    expect(r).toMatchObject({
      amount_to_pay: 0,
      wallet_amount_used: rupees(pick.pricePaise),
      exchange_change: 1234.56,
    });
  });
});

describe("trial cart", () => {
  const tomorrow = () => new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);

  test("add, duplicate 'Item already in try list', size  required, list, schedule, then 'Already Processed, Cannot delete'", async () => {
    const me = await newShopper(url);
    const plain = await pickProduct(svc, "plain");
    const sized = await pickProduct(svc, "sized");
    const empty = trialCartResponse.parse(
      (await call(url, "ecom/trialcartitems/", undefined, { token: me.token })).body,
    );
    expect(empty.results).toMatchObject({ status: 200, message: "cart is empty" });

    const add = (body: Record<string, unknown>) =>
      call(url, "ecom/trialcartitems/?country=1", body, { token: me.token });
    expect((await add({ product_id: plain.productId, colour_id: plain.colourId })).status).toBe(200);
    const dup = await add({ product_id: plain.productId, colour_id: plain.colourId });
    expect(dup.status).toBe(409);
    expect(dup.body.results.message).toBe("Item already in try list");
    const noSize = await add({ product_id: sized.productId, colour_id: sized.colourId, size_id: "" });
    expect(noSize.status).toBe(400);
    expect(noSize.body.results.message).toBe("size  required");
    expect(
      (await add({ product_id: sized.productId, colour_id: sized.colourId, size_id: sized.sizeId })).status,
    ).toBe(200);

    const list = trialCartResponse.parse(
      (await call(url, "ecom/trialcartitems/", undefined, { token: me.token })).body,
    );
    expect(list.results.data?.cart_item).toHaveLength(2);
    const firstId = list.results.data?.cart_item[0]?.id;

    const badSlot = await call(
      url,
      "ecom/trialcartitems/",
      { scheduled_date: tomorrow(), scheduled_time: "9:00 PM", address_id: me.addressId },
      { token: me.token, method: "PATCH" },
    );
    expect(badSlot.status).toBe(400);
    const booked = await call(
      url,
      "ecom/trialcartitems/?country=1",
      { scheduled_date: tomorrow(), scheduled_time: "10:00 AM", address_id: me.addressId },
      { token: me.token, method: "PATCH" },
    );
    expect(booked.status).toBe(200);
    expect(commerceStatusResponse.parse(booked.body).results.status_code).toBe(200);
    const del = await call(url, `ecom/trialcartitems/${firstId}/`, undefined, {
      token: me.token,
      method: "DELETE",
    });
    expect(del.status).toBe(409);
    expect(del.body.results.message).toBe("Already Processed, Cannot delete");
    // Booked items leave the waiting list; nothing left to book.
    const after = trialCartResponse.parse(
      (await call(url, "ecom/trialcartitems/", undefined, { token: me.token })).body,
    );
    expect(after.results.message).toBe("cart is empty");
  });

  test("waiting items can be deleted; at most 5 wait at once", async () => {
    const me = await newShopper(url);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const p = await pickProduct(svc, "plain", { offset: i });
      const res = await call(
        url,
        "ecom/trialcartitems/",
        { product_id: p.productId, colour_id: p.colourId },
        { token: me.token },
      );
      expect(res.status).toBe(200);
      ids.push(res.body.results.data.id);
    }
    const sixth = await pickProduct(svc, "plain", { offset: 5 });
    const full = await call(
      url,
      "ecom/trialcartitems/",
      { product_id: sixth.productId, colour_id: sixth.colourId },
      { token: me.token },
    );
    expect(full.status).toBe(409);
    const del = await call(url, `ecom/trialcartitems/${ids[0]}/`, undefined, {
      token: me.token,
      method: "DELETE",
    });
    expect(del.status).toBe(200);
    expect(
      (
        await call(
          url,
          "ecom/trialcartitems/",
          { product_id: sixth.productId, colour_id: sixth.colourId },
          { token: me.token },
        )
      ).status,
    ).toBe(200);
  });
});

describe("buy now price (GET ecom/buynow/)", () => {
  test("total and payable unwrapped; a voucher lowers the payable; a refused one says why", async () => {
    const me = await newShopper(url);
    const pick = await pickProduct(svc, "plain", { minPaise: 1_000_000, maxPaise: 4_000_000 });
    const plain = buyNowPriceResponse.parse(
      (await call(url, `ecom/buynow/?product_id=${pick.productId}`, undefined, { token: me.token })).body,
    );
    expect(plain).toMatchObject({ total: rupees(pick.pricePaise), payable_amount: rupees(pick.pricePaise) });
    const withPromo = buyNowPriceResponse.parse(
      (
        await call(url, `ecom/buynow/?product_id=${pick.productId}&promocode=DIAMOND2000`, undefined, {
          token: me.token,
        })
      ).body,
    );
    if (pick.pricePaise >= 2_500_000)
      expect(withPromo.payable_amount).toBe(rupees(pick.pricePaise - 200_000));
    else expect(withPromo.promo_message).toContain("₹25,000");
    const expired = buyNowPriceResponse.parse(
      (
        await call(url, `ecom/buynow/?product_id=${pick.productId}&promocode=FESTIVE10`, undefined, {
          token: me.token,
        })
      ).body,
    );
    expect(expired).toMatchObject({
      payable_amount: rupees(pick.pricePaise),
      promo_message: "Promo code expired",
    });
  });

  test("restricted product: 422 'You cannot buy this Product'", async () => {
    const pick = await pickProduct(svc, "restricted");
    const res = await call(url, `ecom/buynow/?product_id=${pick.productId}`);
    expect(res.status).toBe(422);
    expect(res.body.results.message).toBe("You cannot buy this Product");
  });
});
