/**
 * The buying BFF (docs/domain/cart-and-checkout.md: wishlist, cart, voucher, wallets, trial cart) over its real route
 * handlers in Next's request scope, against the real reference backend: shapes, INR figures computed in paise, the
 * shopper-facing messages, `Cache-Control: private, no-store`, guards (origin, JSON, zod) and
 * guests' 401 'Please Login!'.
 */
import "./helpers/next-als"; // first: before any module of next loads
import type { NextRequest } from "next/server";
import { startService, type RunningService } from "./helpers/start-service";
import {
  bffRequest,
  callRoute,
  CookieJar,
  latestOtp,
  newShopper,
  useBffEnv,
  type RouteHandler,
} from "./helpers/bff";
import * as verifyRoute from "../../app/api/account/verify/route";
import * as registerRoute from "../../app/api/account/register/route";
import * as otpRoute from "../../app/api/account/otp/route";
import * as wishlistRoute from "../../app/api/wishlist/route";
import * as wishlistItemRoute from "../../app/api/wishlist/[wishlistId]/route";
import * as cartRoute from "../../app/api/cart/route";
import * as cartItemRoute from "../../app/api/cart/[itemId]/route";
import * as moveRoute from "../../app/api/cart/[itemId]/move-to-wishlist/route";
import * as voucherRoute from "../../app/api/cart/voucher/route";
import * as cartWalletRoute from "../../app/api/cart/wallet/route";
import * as walletRoute from "../../app/api/wallet/route";
import * as trialRoute from "../../app/api/trial-cart/route";
import * as trialItemRoute from "../../app/api/trial-cart/[id]/route";
import * as scheduleRoute from "../../app/api/trial-cart/schedule/route";
import { indiaNow } from "../../lib/cart/trial";

jest.setTimeout(60_000);

let service: RunningService;
let ipCounter = 1;
const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

interface Answer {
  status: number;
  json: any;
  response: Response;
}

async function call(
  handler: RouteHandler,
  request: NextRequest,
  params?: Record<string, unknown>,
): Promise<Answer> {
  const response = await callRoute(handler, request, params);
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined, response };
}

/** Signs a shopper in through the BFF (register + OTP, or OTP for an existing account). */
async function signIn(existingEmail?: string): Promise<CookieJar> {
  const ip = nextIp();
  const jar = new CookieJar();
  let email = existingEmail;
  if (!email) {
    const shopper = newShopper("buyer");
    email = shopper.email;
    const reg = await call(
      registerRoute.POST,
      bffRequest("/api/account/register", {
        json: { name: shopper.name, honorific: "Mrs", email, phone: shopper.phone },
        ip,
        jar,
      }),
    );
    expect(reg.status).toBe(200);
    jar.take(reg.response); // the claim token the OTP must come with
  } else {
    const sent = await call(
      otpRoute.POST,
      bffRequest("/api/account/otp", { json: { channel: "email", identifier: email }, ip }),
    );
    expect(sent.status).toBe(200);
  }
  const otp = await latestOtp(service.baseUrl, email);
  const verified = await call(
    verifyRoute.POST,
    bffRequest("/api/account/verify", { json: { channel: "email", identifier: email, otp }, ip, jar }),
  );
  expect(verified.status).toBe(200);
  jar.take(verified.response);
  return jar;
}

/** A product's id, a colour id and a size id (when it has sizes) from the store. */
async function productOf(id: number) {
  const res = await fetch(`${service.baseUrl}/ecom/products/${id}?country=1`);
  const { results } = (await res.json()) as {
    results: {
      data: {
        id: number;
        size_chart: { id: number }[];
        image: Record<string, { thumbnail_color_id: number }>;
        is_on_discount: boolean;
        country_total_price: number;
        country_discount_price: number;
      };
    };
  };
  const d = results.data;
  return {
    productId: d.id,
    colourId: Object.values(d.image)[0]!.thumbnail_color_id,
    sizeId: d.size_chart[0]?.id ?? null,
    price: d.is_on_discount ? d.country_discount_price : d.country_total_price,
  };
}

/** A product with / without a size chart among the first ids of the seed. */
async function findProduct(withSizes: boolean, minPrice = 0) {
  for (let id = 1; id < 120; id++) {
    const p = await productOf(id).catch(() => null);
    if (p && (p.sizeId !== null) === withSizes && p.price >= minPrice) return p;
  }
  throw new Error("no product fits");
}

const get = (path: string, jar?: CookieJar) => bffRequest(path, { jar });
const post = (path: string, json: unknown, jar?: CookieJar) => bffRequest(path, { json, jar });
const del = (path: string, jar?: CookieJar) => bffRequest(path, { method: "DELETE", jar });

beforeAll(async () => {
  process.env.TRUST_PROXY = "1";
  service = await startService();
  useBffEnv(`${service.baseUrl}/`);
});

afterAll(async () => {
  await service?.stop();
});

describe("guards", () => {
  it("guests get 401 'Please Login!' from every buying route, never a cached answer", async () => {
    for (const [handler, request] of [
      [cartRoute.GET, get("/api/cart")],
      [wishlistRoute.GET, get("/api/wishlist")],
      [trialRoute.GET, get("/api/trial-cart")],
      [walletRoute.GET, get("/api/wallet")],
      [wishlistRoute.POST, post("/api/wishlist", { productId: 1, colourId: 1 })],
    ] as const) {
      const answer = await call(handler as RouteHandler, request);
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ error: { code: "unauthorised", message: "Please Login!" } });
      expect(answer.response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("mutations refuse other origins (403), non-JSON bodies (415) and bodies zod rejects (400)", async () => {
    const jar = await signIn();
    const foreign = bffRequest("/api/cart", {
      json: { productId: 1, colourId: 1 },
      jar,
      origin: "https://evil.example",
    });
    expect((await call(cartRoute.POST, foreign)).status).toBe(403);
    const form = bffRequest("/api/cart", {
      body: "productId=1",
      jar,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await call(cartRoute.POST, form)).status).toBe(415);
    const bad = await call(
      cartRoute.POST,
      post("/api/cart", { productId: "one", colourId: 1, quantity: 3 }, jar),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("invalid_input");
    const noOrigin = bffRequest("/api/cart/1", { method: "DELETE", jar, origin: null });
    expect((await call(cartItemRoute.DELETE, noOrigin, { itemId: "1" })).status).toBe(403);
    expect((await call(cartItemRoute.DELETE, del("/api/cart/abc", jar), { itemId: "abc" })).status).toBe(404);
  });
});

describe("wishlist", () => {
  it("adds, lists (shopper's currency), removes; a second delete is 404", async () => {
    const jar = await signIn();
    const p = await findProduct(false);
    const added = await call(
      wishlistRoute.POST,
      post("/api/wishlist", { productId: p.productId, colourId: p.colourId }, jar),
    );
    expect(added.status).toBe(200);
    expect(added.json).toEqual({ wishlistId: expect.any(Number) });
    const list = await call(wishlistRoute.GET, get("/api/wishlist", jar));
    expect(list.json.currency).toBe("INR");
    expect(list.json.items).toEqual([
      expect.objectContaining({
        wishlistId: added.json.wishlistId,
        productId: p.productId,
        colourId: p.colourId,
        price: p.price,
      }),
    ]);
    const params = { wishlistId: String(added.json.wishlistId) };
    const gone = await call(wishlistItemRoute.DELETE, del(`/api/wishlist/${params.wishlistId}`, jar), params);
    expect(gone.json).toEqual({ deleted: true });
    expect(
      (await call(wishlistItemRoute.DELETE, del(`/api/wishlist/${params.wishlistId}`, jar), params)).status,
    ).toBe(404);
    expect((await call(wishlistRoute.GET, get("/api/wishlist", jar))).json.items).toEqual([]);
  });
});

describe("cart, voucher, move to wishlist", () => {
  it("adds (size required where there are sizes), totals in paise, vouchers with their messages, moves a line", async () => {
    const jar = await signIn();
    const ring = await findProduct(true, 12_000);
    const plain = await findProduct(false);

    expect((await call(cartRoute.GET, get("/api/cart", jar))).json).toEqual({
      count: 0,
      itemCount: 0,
      grandTotal: 0,
      currency: "INR",
      items: [],
      voucher: null,
    });
    const noSize = await call(
      cartRoute.POST,
      post("/api/cart", { productId: ring.productId, colourId: ring.colourId }, jar),
    );
    expect(noSize.status).toBe(400);
    expect(noSize.json.error).toEqual({ code: "size_required", message: "size  required" });

    await call(
      cartRoute.POST,
      post(
        "/api/cart",
        { productId: ring.productId, colourId: ring.colourId, sizeId: ring.sizeId, quantity: 1 },
        jar,
      ),
    );
    const cart = await call(
      cartRoute.POST,
      post("/api/cart", { productId: plain.productId, colourId: plain.colourId }, jar),
    );
    expect(cart.status).toBe(200);
    expect(cart.response.headers.get("cache-control")).toBe("private, no-store");
    expect(cart.json.count).toBe(2);
    expect(cart.json.itemCount).toBe(2);
    expect(Math.round(cart.json.grandTotal * 100)).toBe(
      Math.round(ring.price * 100) + Math.round(plain.price * 100),
    );
    const ringLine = cart.json.items.find((l: { productId: number }) => l.productId === ring.productId);
    expect(ringLine).toMatchObject({ quantity: 1, colourId: ring.colourId, available: true });
    expect(ringLine.size).toEqual(expect.any(String));

    const empty = await call(voucherRoute.POST, post("/api/cart/voucher", { code: "  " }, jar));
    expect([empty.status, empty.json.error.message]).toEqual([400, "Enter Voucher Code"]);
    const invalid = await call(voucherRoute.POST, post("/api/cart/voucher", { code: "NOSUCHCODE" }, jar));
    expect([invalid.status, invalid.json.error]).toEqual([
      404,
      { code: "invalid_voucher", message: "Invalid coupon code" },
    ]);
    const expired = await call(voucherRoute.POST, post("/api/cart/voucher", { code: "FESTIVE10" }, jar));
    expect([expired.status, expired.json.error]).toEqual([
      410,
      { code: "expired_voucher", message: "Promo code expired" },
    ]);
    const payday = await call(voucherRoute.POST, post("/api/cart/voucher", { code: "payday" }, jar));
    expect(payday.status).toBe(200);
    const totalPaise = Math.round(cart.json.grandTotal * 100);
    const discountPaise = Math.round(payday.json.discount * 100);
    expect(discountPaise).toBe(Math.min(Math.round(totalPaise / 10), 500_000));
    expect(Math.round(payday.json.payable * 100)).toBe(totalPaise - discountPaise);
    expect(payday.json).toMatchObject({ applied: true, promocodeId: expect.any(Number), code: "PAYDAY" });
    expect((await call(cartRoute.GET, get("/api/cart", jar))).json.voucher).toEqual({
      code: "PAYDAY",
      promocodeId: payday.json.promocodeId,
      discount: payday.json.discount,
    });

    const unvouchered = await call(voucherRoute.DELETE, del("/api/cart/voucher", jar));
    expect(unvouchered.status).toBe(200);
    expect(unvouchered.json.voucher).toBeNull();
    await call(voucherRoute.POST, post("/api/cart/voucher", { code: "PAYDAY" }, jar));

    const plainLine = cart.json.items.find((l: { productId: number }) => l.productId === plain.productId);
    const moved = await call(moveRoute.POST, post(`/api/cart/${plainLine.id}/move-to-wishlist`, {}, jar), {
      itemId: String(plainLine.id),
    });
    expect(moved.status).toBe(200);
    expect(moved.json.count).toBe(1);
    expect(moved.json.items.map((l: { productId: number }) => l.productId)).toEqual([ring.productId]);
    const wishlist = await call(wishlistRoute.GET, get("/api/wishlist", jar));
    expect(wishlist.json.items.map((e: { productId: number }) => e.productId)).toEqual([plain.productId]);

    const removed = await call(cartItemRoute.DELETE, del(`/api/cart/${ringLine.id}`, jar), {
      itemId: String(ringLine.id),
    });
    expect(removed.json).toMatchObject({ count: 0, items: [] });
  });

  it("a line re-priced since it was added comes at the new price with the price it was added at", async () => {
    const jar = await signIn();
    const plain = await findProduct(false);
    const added = await call(
      cartRoute.POST,
      post("/api/cart", { productId: plain.productId, colourId: plain.colourId }, jar),
    );
    expect(added.json.items[0]).toMatchObject({ price: plain.price, previousPrice: null });
    // As a rate change re-prices it (rates:set): ₹123.45 more, put back afterwards for the other tests.
    const reprice = (delta: number) =>
      service.db.$client.query(
        "UPDATE products SET final_price_paise = final_price_paise + $2 WHERE id = $1",
        [plain.productId, delta],
      );
    await reprice(12_345);
    try {
      const cart = await call(cartRoute.GET, get("/api/cart", jar));
      const now = (Math.round(plain.price * 100) + 12_345) / 100;
      expect(cart.json.items[0]).toMatchObject({ price: now, lineTotal: now, previousPrice: plain.price });
      expect(cart.json.grandTotal).toBe(now);
    } finally {
      await reprice(-12_345);
    }
    expect((await call(cartRoute.GET, get("/api/cart", jar))).json.items[0].previousPrice).toBeNull();
  });
});

describe("wallets", () => {
  it("a new shopper has none; the demo shopper's are applied to the cart from the server's balances", async () => {
    const fresh = await signIn();
    expect((await call(walletRoute.GET, get("/api/wallet", fresh))).json).toEqual({
      swaWallet: 0,
      exchangeWallet: 0,
    });

    const jar = await signIn("demo@swadiamonds.com");
    const wallets = await call(walletRoute.GET, get("/api/wallet", jar));
    expect(wallets.json).toEqual({ swaWallet: 2500, exchangeWallet: 15000 });
    const big = await findProduct(false, 30_000);
    const cart = await call(
      cartRoute.POST,
      post("/api/cart", { productId: big.productId, colourId: big.colourId }, jar),
    );
    const applied = await call(
      cartWalletRoute.POST,
      post("/api/cart/wallet", { useSwaWallet: true, useExchangeWallet: false }, jar),
    );
    expect(applied.status).toBe(200);
    expect(applied.json.walletAmountUsed).toBe(2500);
    expect(Math.round(applied.json.amountToPay * 100)).toBe(Math.round(cart.json.grandTotal * 100) - 250_000);
    const none = await call(
      cartWalletRoute.POST,
      post("/api/cart/wallet", { useSwaWallet: false, useExchangeWallet: false }, jar),
    );
    expect(none.json.walletAmountUsed).toBe(0);
    const bad = await call(cartWalletRoute.POST, post("/api/cart/wallet", { useSwaWallet: "yes" }, jar));
    expect(bad.status).toBe(400);
  });
});

describe("trial cart", () => {
  function tomorrow(): string {
    const today = indiaNow().date;
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  }

  const address = {
    fullName: "Asha Menon",
    mobile: "9876543210",
    sEmail: "asha@example.com",
    pincode: "682016",
    state: "kerala",
    city: "Kochi",
    hNumber_Bname: "12B Pearl Plaza",
    streetColony: "MG Road",
    landMark: "",
  };

  it("adds ('size  required', 'Item already in try list'), schedules, then refuses to delete a booked item", async () => {
    const jar = await signIn();
    const ring = await findProduct(true);
    const plain = await findProduct(false);

    const nothing = await call(
      scheduleRoute.POST,
      post("/api/trial-cart/schedule", { date: tomorrow(), slot: "11:00 AM", address }, jar),
    );
    expect([nothing.status, nothing.json.error.message]).toEqual([
      400,
      "Please select at least one trial cart item.",
    ]);

    const noSize = await call(
      trialRoute.POST,
      post("/api/trial-cart", { productId: ring.productId, colourId: ring.colourId }, jar),
    );
    expect([noSize.status, noSize.json.error.message]).toEqual([400, "size  required"]);
    const added = await call(
      trialRoute.POST,
      post(
        "/api/trial-cart",
        { productId: ring.productId, colourId: ring.colourId, sizeId: ring.sizeId },
        jar,
      ),
    );
    expect(added.json).toEqual({ added: true });
    const again = await call(
      trialRoute.POST,
      post(
        "/api/trial-cart",
        { productId: ring.productId, colourId: ring.colourId, sizeId: ring.sizeId },
        jar,
      ),
    );
    expect([again.status, again.json.error]).toEqual([
      409,
      { code: "already_in_try_list", message: "Item already in try list" },
    ]);
    await call(
      trialRoute.POST,
      post("/api/trial-cart", { productId: plain.productId, colourId: plain.colourId }, jar),
    );

    const trial = await call(trialRoute.GET, get("/api/trial-cart", jar));
    expect(trial.json.items).toHaveLength(2);
    expect(trial.json.items[0]).toMatchObject({ processed: false, available: true });

    const formErrors = await call(
      scheduleRoute.POST,
      post(
        "/api/trial-cart/schedule",
        { date: tomorrow(), slot: "11:00 AM", address: { ...address, state: "delhi", mobile: "12345" } },
        jar,
      ),
    );
    expect(formErrors.status).toBe(400);
    const yesterday = await call(
      scheduleRoute.POST,
      post("/api/trial-cart/schedule", { date: "2020-01-01", slot: "11:00 AM", address }, jar),
    );
    expect([yesterday.status, yesterday.json.error.message]).toEqual([
      400,
      "Please select both a date and a time slot.",
    ]);
    const badSlot = await call(
      scheduleRoute.POST,
      post("/api/trial-cart/schedule", { date: tomorrow(), slot: "4:00 PM", address }, jar),
    );
    expect(badSlot.status).toBe(400);

    const booked = await call(
      scheduleRoute.POST,
      post("/api/trial-cart/schedule", { date: tomorrow(), slot: "11:00 AM", address }, jar),
    );
    expect(booked.status).toBe(200);
    expect(booked.json).toEqual({ booked: true });

    const first = trial.json.items[0];
    const refused = await call(trialItemRoute.DELETE, del(`/api/trial-cart/${first.id}`, jar), {
      id: String(first.id),
    });
    expect([refused.status, refused.json.error]).toEqual([
      409,
      { code: "already_processed", message: "Already Processed, Cannot delete" },
    ]);
  });

  it("deletes a waiting item", async () => {
    const jar = await signIn();
    const plain = await findProduct(false);
    await call(
      trialRoute.POST,
      post("/api/trial-cart", { productId: plain.productId, colourId: plain.colourId }, jar),
    );
    const [item] = (await call(trialRoute.GET, get("/api/trial-cart", jar))).json.items;
    const gone = await call(trialItemRoute.DELETE, del(`/api/trial-cart/${item.id}`, jar), {
      id: String(item.id),
    });
    expect(gone.json).toEqual({ deleted: true });
    expect((await call(trialRoute.GET, get("/api/trial-cart", jar))).json.items).toEqual([]);
  });
});
