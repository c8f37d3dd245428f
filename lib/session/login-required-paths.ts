/**
 * The public paths of the pages that show a shopper's own things and need them signed in (each page checks the
 * session with the store itself: `requireShopper`, or the account frame for the wallets). proxy.ts sends a
 * request with no valid session cookie for one of them to the login prompt (307) before anything renders, so a
 * guest gets a real redirect and costs no render. tests/login-required-paths.test.ts keeps this list and the
 * pages in step.
 */
const LOGIN_REQUIRED_PATHS: ReadonlySet<string> = new Set([
  "/add/address",
  "/my/orders",
  "/my/profile",
  "/product/payment",
  "/rate/review",
  "/rate&/review",
  "/shoping/cart",
  "/swa/exchange",
  "/swa/wallet",
  "/track/orders",
  "/trial/athome",
  "/trial/cart",
  "/tryathome/form",
  "/wished/list",
]);

/** Whether the page at this public path (no query) needs a signed-in shopper. @param pathname e.g. `/shoping/cart` */
export function needsLogin(pathname: string): boolean {
  return LOGIN_REQUIRED_PATHS.has(pathname);
}
