import "server-only";
import { COLOUR_LABELS } from "@/lib/catalogue/colours";
import { getProductDetail } from "@/lib/catalogue/products";
import { storeApi } from "@/lib/store-api/client";
import {
  CANNOT_BUY_MESSAGE,
  SIZE_REQUIRED_MESSAGE,
  buyNowPriceResponse,
  cartResponse,
  walletPatchResponse,
  walletResponse,
  type ColourName,
} from "@/lib/store-api/contract";
import { BffError } from "@/lib/http/bff-error";
import type { CheckoutFlow } from "./flow";
import type { CommerceContext } from "./context";
import { paiseToRupees, rupeesToPaise } from "./money";
import type { CheckoutSummary, SummaryLine } from "./types";

/** Wallet figures of a cart order, in rupees exactly as the store computed them (sent back with the order). */
export interface WalletFigures {
  exchange_wallet_balance: number;
  swa_wallet_balance: number;
  wallet_amount_used: number;
  exchange_change: number;
  swa_change: number;
}

/** A priced purchase: the summary for the screens plus what placing the order sends. Paise for every figure. */
export interface Quote {
  summary: CheckoutSummary;
  payablePaise: number;
  /** cart: the voucher on the cart (or the URL's); buy: the code the store accepted */
  promocodeId: number | null;
  wallets: WalletFigures | null;
}

const EMPTY_CART = "Your Cart is empty";

function colourLabel(name: string | null | undefined): string | null {
  if (!name) return null;
  return COLOUR_LABELS[name as ColourName] ?? name;
}

function summaryOf(
  kind: "cart" | "buy",
  lines: SummaryLine[],
  paise: { subtotal: number; discount: number; walletUsed: number; payable: number },
  promocode: string | null,
  promoMessage: string | null,
): CheckoutSummary {
  return {
    kind,
    lines,
    subtotal: paiseToRupees(paise.subtotal),
    discount: paiseToRupees(paise.discount),
    walletUsed: paiseToRupees(paise.walletUsed),
    payable: paiseToRupees(paise.payable),
    currency: "INR",
    promocode,
    promoMessage,
  };
}

/**
 * Prices the shopping cart for checkout (Place order applies the wallets the
 * shopper chose). Reads the cart (`GET ecom/cartitems/`) and the wallet balances (`GET ecom/checkout/`), then
 * records the wallet choice of the URL on the cart (`PATCH ecom/cartitems/`, the store's own computation of
 * total_amount, wallet_amount_used and amount_to_pay). Nothing here trusts a browser figure.
 * @throws BffError 409 'Your Cart is empty' (code cart_empty), 409 when the URL's voucher is not the cart's;
 *   StoreApiError on failures
 */
export async function quoteCart(
  ctx: CommerceContext,
  flow: Extract<CheckoutFlow, { kind: "cart" }>,
): Promise<Quote> {
  const query = { country: ctx.countryId };
  const cart = await storeApi({ path: "ecom/cartitems/", query, token: ctx.token, schema: cartResponse });
  const data = cart.results.data;
  if (!data || data.cart_item.length === 0) throw new BffError(409, "cart_empty", EMPTY_CART);
  const master = data.cartmaster;
  const cartPromoId = master.promocode_id ?? null;
  if (flow.promocodeId && cartPromoId !== null && cartPromoId !== flow.promocodeId) {
    throw new BffError(409, "price_changed", "Prices have changed, please review your cart.");
  }
  const useWallet = flow.useSwaWallet || flow.useExchangeWallet;
  const balances = useWallet
    ? await storeApi({ path: "ecom/checkout/", query, token: ctx.token, schema: walletResponse })
    : null;
  const patched = await storeApi({
    method: "PATCH",
    path: "ecom/cartitems/",
    query,
    token: ctx.token,
    body: {
      swa_wallet: flow.useSwaWallet && balances ? balances.swa_wallet : null,
      exchange_wallet: flow.useExchangeWallet && balances ? balances.exchange_wallet : null,
    },
    schema: walletPatchResponse,
  });
  const figures = patched.results;
  const subtotal = rupeesToPaise(master.grand_total);
  const afterVoucher = rupeesToPaise(figures.total_amount);
  const walletUsed = rupeesToPaise(figures.wallet_amount_used);
  const payable = rupeesToPaise(figures.amount_to_pay);
  // The store's figures must add up; a payable that does not is never shown or charged.
  if (payable !== Math.max(0, afterVoucher - walletUsed) || afterVoucher > subtotal) {
    throw new Error(`cart figures do not add up: ${subtotal} ${afterVoucher} ${walletUsed} ${payable}`);
  }
  const lines: SummaryLine[] = data.cart_item.map((item) => ({
    key: `cart-${item.id}`,
    name: item.product.product_name,
    alias: item.product.alias ?? "",
    image: item.thumbnail_image,
    size: item.size,
    colour: colourLabel(item.color),
    quantity: item.quantity,
    lineTotal: paiseToRupees(rupeesToPaise(item.items_total)),
  }));
  return {
    summary: summaryOf(
      "cart",
      lines,
      { subtotal, discount: subtotal - afterVoucher, walletUsed, payable },
      master.promocode ?? null,
      null,
    ),
    payablePaise: payable,
    promocodeId: cartPromoId ?? flow.promocodeId,
    wallets: {
      exchange_wallet_balance: figures.exchange_wallet_balance,
      swa_wallet_balance: figures.swa_wallet_balance,
      wallet_amount_used: figures.wallet_amount_used,
      exchange_change: figures.exchange_change,
      swa_change: figures.swa_change,
    },
  };
}

/**
 * Prices a Buy Now: the product as the catalogue shows it (name,
 * colour image, size) and the store's price (`GET ecom/buynow/`: total and payable in rupees, with the voucher
 * outcome). Guests may ask: the price is public.
 * @throws BffError 404 unknown product, 422 'You cannot buy this Product' (restricted, out of stock, unknown
 *   colour) or 'size  required'; StoreApiError on failures
 */
export async function quoteBuyNow(
  countryId: number,
  flow: Extract<CheckoutFlow, { kind: "buy" }>,
  token?: string,
): Promise<Quote> {
  const detail = await getProductDetail(flow.productId, countryId);
  if (!detail) throw new BffError(404, "not_found", "This piece is no longer in our collection.");
  if (detail.is_restricted || detail.in_stock === false) {
    throw new BffError(422, "order_refused", CANNOT_BUY_MESSAGE);
  }
  const colour = detail.colors.find(
    (c) => (detail.image[c.colour_name]?.thumbnail_color_id ?? c.id) === flow.colourId,
  );
  if (!colour) throw new BffError(422, "order_refused", CANNOT_BUY_MESSAGE);
  const size = flow.sizeId ? detail.size_chart.find((s) => s.id === flow.sizeId) : undefined;
  if (detail.size_chart.length > 0 && !size) throw new BffError(422, "size_required", SIZE_REQUIRED_MESSAGE);
  const price = await storeApi({
    path: "ecom/buynow/",
    query: {
      product_id: flow.productId,
      promocode: flow.promocode ?? undefined,
      color: flow.colourId,
      size: size?.id,
      country: countryId,
    },
    token,
    schema: buyNowPriceResponse,
  });
  const total = rupeesToPaise(price.total);
  const payable = rupeesToPaise(price.payable_amount);
  if (payable > total || payable < 0) throw new Error(`buy-now figures do not add up: ${total} ${payable}`);
  const line: SummaryLine = {
    key: `buy-${flow.productId}-${flow.colourId}-${size?.id ?? 0}`,
    name: detail.product_name,
    alias: detail.alias,
    image: detail.image[colour.colour_name]?.thumbnail ?? "",
    size: size?.size_name ?? null,
    colour: colourLabel(colour.colour_name),
    quantity: 1,
    lineTotal: paiseToRupees(total),
  };
  const promoApplied = Boolean(price.promocode_id) && total > payable;
  return {
    summary: summaryOf(
      "buy",
      [line],
      { subtotal: total, discount: total - payable, walletUsed: 0, payable },
      promoApplied ? flow.promocode : null,
      price.promo_message ?? null,
    ),
    payablePaise: payable,
    promocodeId: price.promocode_id ?? null,
    wallets: null,
  };
}

/** The quote of any flow (checkout and payment screens, order placement). */
export async function quoteFlow(ctx: CommerceContext, flow: CheckoutFlow): Promise<Quote> {
  return flow.kind === "cart" ? quoteCart(ctx, flow) : quoteBuyNow(ctx.countryId, flow, ctx.token);
}
