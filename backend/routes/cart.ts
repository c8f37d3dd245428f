/**
 * Shopping cart routes (lib/store-api/contract/commerce.ts): GET/POST/PATCH `ecom/cartitems/`, DELETE
 * `ecom/cartitems/<id>/`, POST `ecom/applypromo/` (+ reference extra DELETE `ecom/applypromo/` to remove the
 * voucher). Every figure is computed here from today's catalogue prices; client figures are only compared.
 */
import { Hono, type Context } from "hono";
import {
  applyPromoRequest,
  CART_EMPTY_MESSAGE,
  cartAddRequest,
  PROMO_APPLIED_MESSAGE,
  PROMO_EMPTY_MESSAGE,
  walletPatchRequest,
} from "../../lib/store-api/contract";
import { smallBody } from "../accounts/validation";
import {
  addCartItem,
  cartCount,
  quoteCart,
  removeCartItem,
  setCartVoucher,
  setWalletChoice,
} from "../commerce/cart";
import {
  commerceErrorHandler,
  CommerceError,
  countryOf,
  parseBody,
  pathId,
  priceChanged,
} from "../commerce/http";
import { assertBuyable, cartItemOut, loadPick, productPrice } from "../commerce/items";
import { paiseOf, rupeesOf, voucherDiscount } from "../commerce/money";
import { checkVoucher, voucherByCode } from "../commerce/vouchers";
import type { Db } from "../db/client";
import { requireUser } from "../http/auth";

/** A wallet figure from the client: null/absent/0 = not used; otherwise it must be the balance now. */
function walletUse(sent: number | null | undefined, balancePaise: number): boolean {
  if (sent === null || sent === undefined) return false;
  const paise = paiseOf(sent);
  if (paise === 0) return false;
  if (paise !== balancePaise) throw priceChanged({ balance: rupeesOf(balancePaise) });
  return true;
}

/** applypromo answers production's bare shape and the envelope, so either reader works. */
function promoRefusal(c: Context, err: CommerceError) {
  const results = { status_code: err.status, status: err.envelopeStatus ?? err.status, message: err.message };
  return c.json({ status_code: err.status, message: err.message, results }, err.status);
}

/** Mounts the cart endpoints. */
export function cartRoutes(db: Db): Hono {
  const app = new Hono();
  app.onError(commerceErrorHandler);

  app.get("/ecom/cartitems/", async (c) => {
    const user = await requireUser(c);
    const country = await countryOf(c, db);
    const { lines, voucher, quote } = await quoteCart(db, user.id, country.supply);
    if (lines.length === 0)
      return c.json({ results: { status_code: 200, status: 200, message: CART_EMPTY_MESSAGE, count: 0 } });
    return c.json({
      results: {
        status_code: 200,
        status: 200,
        count: lines.length,
        data: {
          cartmaster: {
            item_count: lines.reduce((n, l) => n + l.quantity, 0),
            grand_total: rupeesOf(quote.itemSubtotal),
            promocode: voucher?.code ?? null,
            promocode_id: voucher?.id ?? null,
            coupon_discount: rupeesOf(quote.couponDiscount),
            currency: "INR",
          },
          cart_item: lines.map((l) => cartItemOut(l, country)),
        },
      },
    });
  });

  app.post("/ecom/cartitems/", smallBody, async (c) => {
    const user = await requireUser(c);
    const country = await countryOf(c, db);
    const body = await parseBody(c, cartAddRequest);
    const item = await loadPick(db, body.product_id, body.color_id, body.size_id, country.supply);
    const id = await addCartItem(db, user.id, item, body.quantity);
    return c.json({
      results: {
        status_code: 200,
        status: 200,
        message: "Item added to cart",
        count: await cartCount(db, user.id),
        data: { id },
      },
    });
  });

  app.delete("/ecom/cartitems/:id/", async (c) => {
    const user = await requireUser(c);
    const id = pathId(c);
    if (!(await removeCartItem(db, user.id, id))) throw new CommerceError(404, "Cart item not found");
    return c.json({
      results: {
        status_code: 200,
        status: 200,
        message: "Item removed",
        count: await cartCount(db, user.id),
      },
    });
  });

  app.patch("/ecom/cartitems/", smallBody, async (c) => {
    const user = await requireUser(c);
    const country = await countryOf(c, db);
    const body = await parseBody(c, walletPatchRequest);
    const current = await quoteCart(db, user.id, country.supply, { useSwa: false, useExchange: false });
    if (current.lines.length === 0) throw new CommerceError(400, CART_EMPTY_MESSAGE);
    const useSwa = walletUse(body.swa_wallet, current.balances.swa);
    const useExchange = walletUse(body.exchange_wallet, current.balances.exchange);
    await setWalletChoice(db, user.id, useSwa, useExchange);
    const { quote, balances } = await quoteCart(db, user.id, country.supply, { useSwa, useExchange });
    return c.json({
      results: {
        status_code: 200,
        message: "Cart updated",
        amount_to_pay: rupeesOf(quote.payable),
        total_amount: rupeesOf(quote.total),
        exchange_wallet_balance: rupeesOf(balances.exchange),
        swa_wallet_balance: rupeesOf(balances.swa),
        wallet_amount_used: rupeesOf(quote.walletUsed),
        exchange_change: rupeesOf(balances.exchange - quote.walletExchange),
        swa_change: rupeesOf(balances.swa - quote.walletSwa),
        swa_used: rupeesOf(quote.walletSwa),
        exchange_used: rupeesOf(quote.walletExchange),
        coupon_discount: rupeesOf(quote.couponDiscount),
      },
    });
  });

  app.post("/ecom/applypromo/", smallBody, async (c) => {
    const user = await requireUser(c);
    const country = await countryOf(c, db);
    const body = await parseBody(c, applyPromoRequest);
    try {
      if (body.promocode === "") throw new CommerceError(400, PROMO_EMPTY_MESSAGE);
      let subtotal: number;
      if (body.product_id !== undefined) {
        // Direct buy: the voucher is priced on the one product and not remembered on the cart.
        const item =
          body.color_id !== undefined
            ? await loadPick(db, body.product_id, body.color_id, body.size_id, country.supply)
            : await productPrice(db, body.product_id, country.supply);
        assertBuyable(item);
        subtotal = item.pricePaise;
      } else {
        const { lines, quote } = await quoteCart(db, user.id, country.supply, {
          useSwa: false,
          useExchange: false,
        });
        if (lines.length === 0) throw new CommerceError(400, CART_EMPTY_MESSAGE);
        subtotal = quote.itemSubtotal;
      }
      if (body.original_amount !== undefined && paiseOf(body.original_amount) !== subtotal)
        throw priceChanged({ original_amount: rupeesOf(subtotal) });
      const voucher = await voucherByCode(db, body.promocode);
      const discount = await checkVoucher(db, voucher, user.id, subtotal);
      if (!voucher || discount !== voucherDiscount(subtotal, voucher))
        throw new Error("voucher check disagrees");
      if (body.product_id === undefined) await setCartVoucher(db, user.id, voucher.id);
      const data = {
        promocode_id: voucher.id,
        promo_applied_amount: rupeesOf(discount),
        payable: rupeesOf(subtotal - discount),
        original_amount: rupeesOf(subtotal),
        code: voucher.code,
      };
      return c.json({
        status_code: 200,
        message: PROMO_APPLIED_MESSAGE,
        data,
        results: { status_code: 200, status: 200, message: PROMO_APPLIED_MESSAGE, data },
      });
    } catch (err) {
      if (err instanceof CommerceError) return promoRefusal(c, err);
      throw err;
    }
  });

  app.delete("/ecom/applypromo/", async (c) => {
    const user = await requireUser(c);
    await setCartVoucher(db, user.id, null);
    return c.json({ results: { status_code: 200, status: 200, message: "Voucher removed" } });
  });

  return app;
}
