/**
 * Texts the buying screens show, word for word as shoppers already know them (including their spelling).
 * Pure module (no schemas), so client components import it without the contract's weight; the contract's own
 * constants (lib/store-api/contract/commerce.ts) carry the same texts for the BFF.
 */
export const VOUCHER_MESSAGES = {
  empty: "Enter Voucher Code",
  invalid: "Invalid coupon code",
  applied: "Voucher code applied",
  expired: "Promo code expired",
} as const;

/** The voucher shown by name as Applied or Not Applied in one place. */
export const FEATURED_VOUCHER = "PAYDAY";

export const EMPTY_TEXTS = {
  cart: "Your Cart is empty",
  wishlist: "Your wishlist page is empty",
} as const;

export const TRIAL_PROCESSED = "Already Processed, Cannot delete";
