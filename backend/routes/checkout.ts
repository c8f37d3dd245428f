/**
 * Checkout routes (lib/store-api/contract/commerce.ts: GET and POST
 * ecom/checkout/, GET/POST ecom/buynow/). Orders need the `Idempotency-Key` header; the server prices everything
 * and compares the client's `amount_to_pay` (409 'Prices have changed, please review your cart.' on a difference).
 */
import { Hono } from "hono";
import { buyNowQuery, buyNowRequest, checkoutRequest } from "../../lib/store-api/contract";
import { smallBody } from "../accounts/validation";
import { defaultGateway, type PaymentGateway } from "../commerce/gateway";
import { commerceErrorHandler, CommerceError, countryOf, idempotencyKey, parseBody } from "../commerce/http";
import { assertBuyable, loadPick, productPrice } from "../commerce/items";
import { paiseOf, rupeesOf } from "../commerce/money";
import { placedOrderBody } from "../commerce/order-out";
import { placeOrder, type VoucherRef } from "../commerce/orders";
import { checkVoucher, voucherByCode } from "../commerce/vouchers";
import { walletBalances } from "../commerce/wallets";
import type { Db } from "../db/client";
import { optionalUser, requireUser } from "../http/auth";
import { HttpError, parseQuery } from "../http/errors";

/** A client amount in rupees as paise. @throws HttpError 400 when it is not an amount */
function amountPaise(value: number | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  const paise = paiseOf(value);
  if (paise === null || paise < 0) throw new HttpError(400, `${field} must be an amount in rupees`);
  return paise;
}

/** Mounts the wallet GET, the cart checkout and direct buy. */
export function checkoutRoutes(db: Db, gateway: PaymentGateway = defaultGateway(db)): Hono {
  const app = new Hono();
  app.onError(commerceErrorHandler);

  app.get("/ecom/checkout/", async (c) => {
    const user = await requireUser(c);
    await countryOf(c, db);
    const balances = await walletBalances(db, user.id);
    return c.json({ swa_wallet: rupeesOf(balances.swa), exchange_wallet: rupeesOf(balances.exchange) });
  });

  app.post("/ecom/checkout/", smallBody, async (c) => {
    const user = await requireUser(c);
    const country = await countryOf(c, db);
    const key = idempotencyKey(c);
    const body = await parseBody(c, checkoutRequest);
    const expected = amountPaise(body.amount_to_pay, "amount_to_pay");
    const walletUsed = amountPaise(body.wallet_amount_used, "wallet_amount_used");
    const promo = body.promocode_id;
    const voucher: VoucherRef =
      promo === undefined
        ? "cart"
        : promo === null || promo === 0 || promo === "0" || promo === ""
          ? null
          : { id: promo };
    const wallets =
      body.use_swa_wallet !== undefined || body.use_exchange_wallet !== undefined
        ? { useSwa: body.use_swa_wallet ?? false, useExchange: body.use_exchange_wallet ?? false }
        : undefined;
    const { order, replayed } = await placeOrder(db, gateway, {
      userId: user.id,
      source: "cart",
      idempotencyKey: key,
      // What makes it another order; the figures are checks (a retry may repeat them differently).
      request: { kind: "cart", mode: body.mode, address_id: body.address_id },
      mode: body.mode,
      addressId: body.address_id,
      countryId: country.id,
      voucher,
      wallets,
      expectedPayablePaise: expected,
      expectedWalletUsedPaise: walletUsed,
    });
    if (replayed) c.header("Idempotent-Replayed", "true");
    return c.json(placedOrderBody(order, gateway));
  });

  app.get("/ecom/buynow/", async (c) => {
    const user = await optionalUser(c);
    const country = await countryOf(c, db);
    const q = parseQuery(c, buyNowQuery);
    const item =
      q.color !== undefined
        ? await loadPick(db, q.product_id, q.color, q.size, country.supply)
        : await productPrice(db, q.product_id, country.supply);
    assertBuyable(item);
    const total = item.pricePaise;
    let discount = 0;
    let promocodeId: number | null = null;
    let promoMessage: string | undefined;
    if (q.promocode) {
      const voucher = await voucherByCode(db, q.promocode);
      try {
        discount = await checkVoucher(db, voucher, user?.id ?? 0, total);
        promocodeId = voucher?.id ?? null;
      } catch (err) {
        if (!(err instanceof CommerceError)) throw err;
        promoMessage = err.message;
      }
    }
    return c.json({
      total: rupeesOf(total),
      payable_amount: rupeesOf(total - discount),
      promocode_id: promocodeId,
      promo_applied_amount: rupeesOf(discount),
      ...(promoMessage ? { promo_message: promoMessage } : {}),
    });
  });

  app.post("/ecom/buynow/", smallBody, async (c) => {
    const user = await requireUser(c);
    const country = await countryOf(c, db);
    const key = idempotencyKey(c);
    const body = await parseBody(c, buyNowRequest);
    const expected = amountPaise(body.amount_to_pay, "amount_to_pay");
    const code = body.promocode.trim();
    const { order, replayed } = await placeOrder(db, gateway, {
      userId: user.id,
      source: "buynow",
      idempotencyKey: key,
      request: {
        kind: "buynow",
        mode: body.mode,
        address_id: body.address_id,
        product_id: body.product_id,
        color: body.color,
        size: body.size,
      },
      mode: body.mode,
      addressId: body.address_id,
      countryId: country.id,
      voucher: code === "" ? null : { code },
      pick: { productId: body.product_id, colourId: body.color, sizeId: body.size },
      expectedPayablePaise: expected,
      expectedWalletUsedPaise: null,
    });
    if (replayed) c.header("Idempotent-Replayed", "true");
    return c.json(placedOrderBody(order, gateway));
  });

  return app;
}
