/** SWR keys of the buying data: the BFF paths themselves (the one fetcher GETs its key). */
export const CART_KEY = "/api/cart";
export const WISHLIST_KEY = "/api/wishlist";
export const TRIAL_CART_KEY = "/api/trial-cart";
export const WALLET_KEY = "/api/wallet";
