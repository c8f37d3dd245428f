import "server-only";
import { z } from "zod";
import { storeApi } from "@/lib/store-api/client";
import { IDEMPOTENCY_HEADER, checkoutResponse, type CheckoutResult } from "@/lib/store-api/contract/commerce";
import { BffError } from "@/lib/http/bff-error";
import type { CommerceContext } from "./context";
import { pricesChanged } from "./errors";
import type { CheckoutFlow } from "./flow";
import { paiseToRupees, rupeesToPaise, samePaise } from "./money";
import { quoteBuyNow, quoteCart, type Quote } from "./quote";
import type { CheckoutAnswer, RazorpayOrder } from "./types";
import { dbId } from "@/lib/validation/wire";

/** Idempotency-Key: the UUID the browser made for this checkout attempt (the store accepts 8-128 of [A-Za-z0-9_-]). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

/** Body of `POST /api/checkout` (docs/domain/cart-and-checkout.md). expectedPayable: the rupees the shopper was shown. */
export const checkoutBodySchema = z.object({
  mode: z.enum(["P", "C"]),
  addressId: dbId,
  promocodeId: dbId.nullable().optional(),
  expectedPayable: z.number().nonnegative().finite(),
  /** ours: the wallet amount the shopper was shown (rupees), checked like expectedPayable when sent */
  expectedWalletUsed: z.number().nonnegative().finite().optional(),
  useSwaWallet: z.boolean(),
  useExchangeWallet: z.boolean(),
});
export type CheckoutBody = z.output<typeof checkoutBodySchema>;

/** Body of `POST /api/buy-now`; expectedPayable (ours) is checked like the cart's when sent. */
export const buyNowBodySchema = z.object({
  productId: dbId,
  colourId: dbId,
  sizeId: dbId.nullable().optional(),
  promocode: z.string().trim().max(40).nullable().optional(),
  addressId: dbId,
  mode: z.enum(["P", "C"]),
  expectedPayable: z.number().nonnegative().finite().optional(),
});
export type BuyNowBody = z.output<typeof buyNowBodySchema>;

/**
 * The public Razorpay key id when the store answers production's bare `razorpay_order_id` (the reference backend
 * sends the key with the order). Public by design: Razorpay Checkout needs it in the browser.
 */
function configuredKeyId(): string {
  const key = process.env.RAZORPAY_KEY_ID?.trim() ?? "";
  return /^rzp_[A-Za-z0-9_]+$/.test(key) ? key : "";
}

/**
 * The order answer as the browser needs it. The payment amount is the server's payable (paise); a Razorpay order
 * whose amount is not that payable is refused rather than opened.
 * @throws BffError 422 with the store's message for a 206 answer
 */
export function answerOf(result: CheckoutResult, payablePaise: number | null): CheckoutAnswer {
  const { status, status_code, message, data } = result.results;
  if (!data || status === 206 || (status_code !== undefined && status_code !== 200)) {
    throw new BffError(422, "order_refused", message ?? "The order could not be placed. Please try again.");
  }
  const order = data.order;
  const answer: CheckoutAnswer = { orderId: order.id, paymentStatus: order.payment_status ?? null };
  const wire = data.razorpay;
  let razorpay: RazorpayOrder | undefined;
  if (wire) {
    razorpay = {
      keyId: wire.key_id,
      orderId: wire.order_id,
      amountPaise: wire.amount,
      currency: "INR",
      testGateway: wire.test_gateway,
    };
  } else if (data.razorpay_order_id && payablePaise !== null) {
    razorpay = {
      keyId: configuredKeyId(),
      orderId: data.razorpay_order_id,
      amountPaise: payablePaise,
      currency: "INR",
      testGateway: false,
    };
  }
  if (razorpay && payablePaise !== null && razorpay.amountPaise !== payablePaise) {
    throw pricesChanged();
  }
  if (razorpay) answer.razorpay = razorpay;
  return answer;
}

function isEmptyCart(err: unknown): boolean {
  return err instanceof BffError && err.code === "cart_empty";
}

/**
 * Places the cart order (`POST ecom/checkout/` with the Idempotency-Key). The cart is priced again on the server
 * (quoteCart) and the browser's expectedPayable (and expectedWalletUsed, when sent) must match it to the paisa,
 * else 409; what is sent are the store's own figures.
 *
 * The body depends only on what the browser asked for once the figures match, so a retry with the same key is the
 * same request and the store answers the order it already made. When that order emptied the cart (cash, or paid
 * from the wallets), there is nothing left to price: the request is forwarded as it was, and the store answers the
 * order for the key, or refuses ('cart is empty') when there was none. A figure that does not match is never sent.
 * @throws BffError 409 price changed / cart empty, 422 refusal; StoreApiError
 */
export async function placeCartOrder(
  ctx: CommerceContext,
  body: CheckoutBody,
  key: string,
): Promise<CheckoutAnswer> {
  const flow: Extract<CheckoutFlow, { kind: "cart" }> = {
    kind: "cart",
    promocodeId: body.promocodeId ?? null,
    useSwaWallet: body.useSwaWallet,
    useExchangeWallet: body.useExchangeWallet,
  };
  let quote: Quote | null;
  try {
    quote = await quoteCart(ctx, flow);
  } catch (err) {
    if (!isEmptyCart(err)) throw err;
    quote = null;
  }
  if (quote) {
    if (!samePaise(body.expectedPayable, quote.payablePaise)) throw pricesChanged();
    const walletUsed = rupeesToPaise(quote.wallets?.wallet_amount_used ?? 0);
    if (body.expectedWalletUsed !== undefined && !samePaise(body.expectedWalletUsed, walletUsed))
      throw pricesChanged();
  }
  const request = {
    promocode_id: body.promocodeId ?? quote?.promocodeId ?? 0,
    address_id: body.addressId,
    mode: body.mode,
    amount_to_pay: quote ? paiseToRupees(quote.payablePaise) : body.expectedPayable,
    wallet_amount_used: quote?.wallets ? quote.wallets.wallet_amount_used : (body.expectedWalletUsed ?? null),
    // Production reads the balances and what each wallet keeps; they are the store's own numbers.
    ...(quote?.wallets
      ? {
          exchange_wallet_balance: quote.wallets.exchange_wallet_balance,
          swa_wallet_balance: quote.wallets.swa_wallet_balance,
          exchange_change: quote.wallets.exchange_change,
          swa_change: quote.wallets.swa_change,
        }
      : {}),
    use_swa_wallet: body.useSwaWallet,
    use_exchange_wallet: body.useExchangeWallet,
  };
  const result = await storeApi({
    method: "POST",
    path: "ecom/checkout/",
    query: { country: ctx.countryId },
    token: ctx.token,
    headers: { [IDEMPOTENCY_HEADER]: key },
    body: request,
    schema: checkoutResponse,
  });
  return answerOf(result, quote ? quote.payablePaise : null);
}

/**
 * Places a Buy Now order (`POST ecom/buynow/` with the Idempotency-Key): priced again on the server
 * (quoteBuyNow); the browser's expectedPayable, when sent, must match to the paisa (409 otherwise).
 * @throws BffError 409, 422; StoreApiError
 */
export async function placeBuyNowOrder(
  ctx: CommerceContext,
  body: BuyNowBody,
  key: string,
): Promise<CheckoutAnswer> {
  const quote = await quoteBuyNow(
    ctx.countryId,
    {
      kind: "buy",
      productId: body.productId,
      colourId: body.colourId,
      sizeId: body.sizeId ?? null,
      promocode: body.promocode ?? null,
    },
    ctx.token,
  );
  if (body.expectedPayable !== undefined && !samePaise(body.expectedPayable, quote.payablePaise))
    throw pricesChanged();
  const result = await storeApi({
    method: "POST",
    path: "ecom/buynow/",
    query: { country: ctx.countryId },
    token: ctx.token,
    headers: { [IDEMPOTENCY_HEADER]: key },
    body: {
      product_id: body.productId,
      color: body.colourId,
      size: body.sizeId ?? null,
      promocode: quote.promocodeId ? (body.promocode ?? "") : "",
      address_id: body.addressId,
      mode: body.mode,
      amount_to_pay: paiseToRupees(quote.payablePaise),
    },
    schema: checkoutResponse,
  });
  return answerOf(result, quote.payablePaise);
}

/**
 * The Idempotency-Key header of an order request (required on order creation: a retry with the same key answers the same order).
 * @returns the key, or null when it is missing or malformed
 */
export function idempotencyKeyOf(request: Request): string | null {
  const parsed = idempotencyKeySchema.safeParse(request.headers.get(IDEMPOTENCY_HEADER)?.trim());
  return parsed.success ? parsed.data : null;
}
