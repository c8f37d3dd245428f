/**
 * Store API answers (lib/store-api/contract/commerce.ts) to the shapes the browser reads (lib/cart/types.ts).
 * Every amount goes through integer minor units (lib/cart/money.ts). Pure module: no I/O.
 */
import type { z } from "zod";
import type {
  cartResponse,
  trialCartResponse,
  CartItemWire,
  WishlistEntryWire,
} from "@/lib/store-api/contract/commerce";
import { CART_EMPTY_MESSAGE } from "@/lib/store-api/contract/commerce";
import { CART_CURRENCY, emptyCart } from "./empty";
import { toMinor, toUnits } from "./money";
import type { CartDto, CartLine, TrialCartDto, TrialItem, WishlistDto, WishlistEntry } from "./types";

function positiveCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
}

/** One wishlist entry; prices in the shopper's currency (the product card's `country_*` prices). */
export function toWishlistEntry(wire: WishlistEntryWire): WishlistEntry {
  const p = wire.product;
  const onDiscount = p.is_on_discount && toMinor(p.country_total_price) > toMinor(p.country_discount_price);
  return {
    wishlistId: wire.id,
    productId: wire.product_id,
    colourId: wire.colour_id,
    name: wire.product_name || p.product_name,
    alias: wire.alias || p.alias,
    image: p.thumbnail_image,
    price: toUnits(toMinor(onDiscount ? p.country_discount_price : p.country_total_price)),
    originalPrice: onDiscount ? toUnits(toMinor(p.country_total_price)) : null,
    metalType: p.metal_type,
  };
}

export function toWishlistDto(entries: readonly WishlistEntryWire[], currency: string): WishlistDto {
  return { items: entries.map(toWishlistEntry), currency };
}

/**
 * One cart line. The line is charged in INR (`items_total`); the unit price is the reference backend's `price`
 * or, from production, items_total / quantity. The struck-through price is shown only when the shopper's currency
 * is INR too (the `country_*` prices are in the shopper's currency and are never mixed with INR figures).
 */
export function toCartLine(wire: CartItemWire, shopperCurrency: string): CartLine {
  const quantity = Math.max(1, positiveCount(wire.quantity));
  const lineMinor = toMinor(wire.items_total);
  const unitMinor =
    wire.product.price !== undefined ? toMinor(wire.product.price) : Math.round(lineMinor / quantity);
  const p = wire.product;
  const onDiscount =
    shopperCurrency === CART_CURRENCY &&
    p.is_on_discount &&
    toMinor(p.country_total_price) > toMinor(p.country_discount_price) &&
    toMinor(p.country_total_price) > unitMinor;
  return {
    id: wire.id,
    productId: p.id,
    name: p.product_name,
    alias: p.alias ?? "",
    image: wire.thumbnail_image,
    size: wire.size && wire.size.trim() !== "" ? wire.size : null,
    colour: wire.color || null,
    colourId: wire.color_id ?? null,
    quantity,
    price: toUnits(unitMinor),
    originalPrice: onDiscount ? toUnits(toMinor(p.country_total_price)) : null,
    lineTotal: toUnits(lineMinor),
    metalType: p.metal_type,
    available: wire.available !== false && p.in_stock !== false && p.is_restricted !== true,
    previousPrice: previousUnitPrice(wire.price_was, unitMinor),
  };
}

/** The store's `price_was` (INR per piece) when it differs from the unit price charged now; else null. */
function previousUnitPrice(priceWas: number | null | undefined, unitMinor: number): number | null {
  if (priceWas === null || priceWas === undefined) return null;
  const wasMinor = toMinor(priceWas);
  return wasMinor > 0 && wasMinor !== unitMinor ? toUnits(wasMinor) : null;
}

function isEmptyAnswer(results: { message?: string; messege?: string }): boolean {
  const text = (results.message ?? results.messege ?? "").trim().toLowerCase();
  return text === CART_EMPTY_MESSAGE;
}

/**
 * `GET ecom/cartitems/` to the cart DTO: 'cart is empty' (or no data) is an empty cart. `count` is the store's
 * line count (the header badge); the total is recomputed from the lines in paise when the store's
 * `grand_total` is missing, and otherwise taken as the store computed it.
 */
export function toCartDto(answer: z.output<typeof cartResponse>, shopperCurrency: string): CartDto {
  const { results } = answer;
  const data = results.data;
  if (!data || data.cart_item.length === 0 || isEmptyAnswer(results)) return emptyCart();
  const items = data.cart_item.map((line) => toCartLine(line, shopperCurrency));
  const master = data.cartmaster;
  const voucher =
    master.promocode_id && master.promocode
      ? {
          code: master.promocode,
          promocodeId: master.promocode_id,
          discount: toUnits(toMinor(master.coupon_discount ?? 0)),
        }
      : null;
  return {
    count: results.count ?? items.length,
    itemCount: positiveCount(master.item_count) || items.reduce((n, l) => n + l.quantity, 0),
    grandTotal: toUnits(toMinor(master.grand_total)),
    currency: CART_CURRENCY,
    items,
    voucher,
  };
}

/** `GET ecom/trialcartitems/` to the trial cart DTO ('cart is empty' is no items). */
export function toTrialCartDto(
  answer: z.output<typeof trialCartResponse>,
  shopperCurrency: string,
): TrialCartDto {
  const { results } = answer;
  const lines = results.data?.cart_item ?? [];
  const items: TrialItem[] = lines.map((line) => ({
    ...toCartLine(line, shopperCurrency),
    processed: line.processed === true,
  }));
  return { items, currency: CART_CURRENCY };
}
