/**
 * Which purchase a checkout is about, as the URL carries it (the checkout and payment
 * screens receive 'cart' or 'buy' state; here it lives in the query so a reload or a shared tab keeps it):
 * - cart: `/cart/checkout?promo=<promocodeId>&swa=1&exchange=1` (from the cart's Place order);
 * - buy:  `/cart/checkout?buy=<productId>&colour=<colourId>&size=<sizeId>` (Buy Now on a product page).
 * The payment screen adds `address=<addressId>`. Pure module: server pages, BFF handlers and client code use it.
 * Nothing here is a price: every amount is computed by the server.
 */
export type CheckoutFlow =
  | { kind: "cart"; promocodeId: number | null; useSwaWallet: boolean; useExchangeWallet: boolean }
  | { kind: "buy"; productId: number; colourId: number; sizeId: number | null; promocode: string | null };

type Query = Record<string, string | string[] | undefined> | URLSearchParams;

const MAX_ID = 2_147_483_647;

function read(query: Query, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined;
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
}

function idOf(query: Query, key: string): number | null {
  const raw = read(query, key);
  if (raw === undefined || raw === "" || raw === "0") return null;
  // A plain check rather than zod: this module runs on every product page (Buy Now), so it stays library-free.
  if (!/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id >= 1 && id <= MAX_ID ? id : null;
}

const PROMO_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The flow a checkout or payment URL describes.
 * @returns null when the query names no purchase (buy without a valid product or colour id)
 */
export function parseCheckoutFlow(query: Query): CheckoutFlow | null {
  if (read(query, "buy") !== undefined) {
    const productId = idOf(query, "buy");
    const colourId = idOf(query, "colour");
    if (!productId || !colourId) return null;
    const promo = read(query, "promocode");
    return {
      kind: "buy",
      productId,
      colourId,
      sizeId: idOf(query, "size"),
      promocode: promo && PROMO_CODE.test(promo) ? promo : null,
    };
  }
  return {
    kind: "cart",
    promocodeId: idOf(query, "promo"),
    useSwaWallet: read(query, "swa") === "1",
    useExchangeWallet: read(query, "exchange") === "1",
  };
}

/** The query of a flow, in a fixed order (so one flow has one URL). */
export function flowQuery(flow: CheckoutFlow): URLSearchParams {
  const q = new URLSearchParams();
  if (flow.kind === "buy") {
    q.set("buy", String(flow.productId));
    q.set("colour", String(flow.colourId));
    if (flow.sizeId) q.set("size", String(flow.sizeId));
    if (flow.promocode) q.set("promocode", flow.promocode);
  } else {
    if (flow.promocodeId) q.set("promo", String(flow.promocodeId));
    if (flow.useSwaWallet) q.set("swa", "1");
    if (flow.useExchangeWallet) q.set("exchange", "1");
  }
  return q;
}

export const CHECKOUT_PATH = "/cart/checkout";
export const PAYMENT_PATH = "/product/payment";
export const ORDER_PLACED_PATH = "/order/successfull";
export const ORDERS_PATH = "/my/orders";
export const CART_PATH = "/shoping/cart";

/** `/cart/checkout?...` for a flow. */
export function checkoutHref(flow: CheckoutFlow): string {
  const q = flowQuery(flow).toString();
  return q ? `${CHECKOUT_PATH}?${q}` : CHECKOUT_PATH;
}

/**
 * `/product/payment?...&address=<id>` for a flow and the chosen delivery address; `&order=<id>` once the order
 * exists and waits for its online payment (a reload then shows that order, not a new price).
 */
export function paymentHref(flow: CheckoutFlow, addressId: number, orderId?: number): string {
  const q = flowQuery(flow);
  q.set("address", String(addressId));
  if (orderId) q.set("order", String(orderId));
  return `${PAYMENT_PATH}?${q.toString()}`;
}

/** The delivery address id of a payment URL, or null. */
export function addressIdOf(query: Query): number | null {
  return idOf(query, "address");
}

/** The order a payment URL names (an order waiting for payment), or null. */
export function orderIdOf(query: Query): number | null {
  return idOf(query, "order");
}

/** A stable text naming the flow (keys the attempt kept in sessionStorage). */
export function flowKey(flow: CheckoutFlow): string {
  return `${flow.kind}:${flowQuery(flow).toString()}`;
}
