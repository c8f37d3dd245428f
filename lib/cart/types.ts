/**
 * What the buying BFF sends the browser (docs/domain/cart-and-checkout.md): wishlist, cart, trial cart, voucher
 * and wallet answers. Amounts are currency units computed in integer minor units on the server
 * (lib/cart/money.ts); the browser only formats them. Cart, trial cart, voucher and wallet figures are INR (the
 * payment currency); wishlist prices are in the shopper's currency (`currency` says which). Pure types.
 */

/** One wishlisted design (`GET /api/wishlist` items). */
export interface WishlistEntry {
  wishlistId: number;
  productId: number;
  colourId: number | null;
  name: string;
  /** product page alias ('' when the store sent none) */
  alias: string;
  /** image URL (usually `/media/...`), or '' */
  image: string;
  /** price the shopper pays (discounted price when on discount) */
  price: number;
  /** pre-discount price, only when the design is on discount */
  originalPrice: number | null;
  metalType: string;
}

/** `GET /api/wishlist` (prices in the shopper's currency). */
export interface WishlistDto {
  items: WishlistEntry[];
  currency: string;
}

/** One line of the shopping cart or the trial cart. */
export interface CartLine {
  /** cart item id (what DELETE takes) */
  id: number;
  productId: number;
  name: string;
  alias: string;
  image: string;
  /** size name, or null for designs without sizes */
  size: string | null;
  /** metal colour name (rose, white, yellow, pt), or null */
  colour: string | null;
  colourId: number | null;
  quantity: number;
  /** price of one piece the shopper pays */
  price: number;
  /** pre-discount price of one piece, only when on discount */
  originalPrice: number | null;
  /** the line's total as the store computed it */
  lineTotal: number;
  metalType: string;
  /** false when the design became restricted or out of stock after it was added (checkout refuses the cart) */
  available: boolean;
  /**
   * the price of one piece when it was added, only when the store says today's price differs (a rate change
   * since); null otherwise. The cart says the price changed.
   */
  previousPrice: number | null;
}

/** The voucher remembered on the cart (`POST /api/cart/voucher` applied it). */
export interface CartVoucher {
  code: string;
  promocodeId: number;
  discount: number;
}

/**
 * `GET /api/cart` (and the answer of every cart mutation). An empty cart: count 0, items []. Cart prices and totals
 * are INR (the payment currency) whatever the shopper's country.
 */
export interface CartDto {
  /** the header badge number (the store's `count`) */
  count: number;
  /** pieces in the cart (cartmaster.item_count) */
  itemCount: number;
  /** the cart's total before vouchers and wallets (cartmaster.grand_total) */
  grandTotal: number;
  /** ISO 4217 code of the amounts (INR, USD, AED, SAR) */
  currency: string;
  items: CartLine[];
  /** the voucher applied to this cart, or null */
  voucher: CartVoucher | null;
}

/** One trial cart line; `processed` lines are booked already and cannot be deleted. */
export interface TrialItem extends CartLine {
  processed: boolean;
}

/** `GET /api/trial-cart`. */
export interface TrialCartDto {
  items: TrialItem[];
  currency: string;
}

/** `POST /api/cart/voucher` success. */
export interface VoucherDto {
  applied: true;
  promocodeId: number;
  /** the voucher's discount */
  discount: number;
  /** grand total less the discount */
  payable: number;
  /** the code as the shopper typed it, upper-cased */
  code: string;
}

/** `GET /api/wallet` (currency units). */
export interface WalletDto {
  swaWallet: number;
  exchangeWallet: number;
}

/** `POST /api/cart/wallet`: the cart after the chosen wallets are applied. */
export interface WalletApplyDto {
  amountToPay: number;
  totalAmount: number;
  walletAmountUsed: number;
  swaChange: number;
  exchangeChange: number;
}
