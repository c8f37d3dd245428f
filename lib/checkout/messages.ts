/**
 * What the shopper reads when paying goes wrong (word for word, spelling included) and
 * the other fixed texts of checkout and payment. Pure module: shared by the BFF, the screens and the tests.
 */
export const PAYMENT_MESSAGES = {
  /** no payment method chosen */
  selectMethod: "Please select a payment method",
  /** the order answer carried no payment order id */
  missingOrderId: "Failed to initiate payment. Please try again.",
  /** the order call failed (network, store down) */
  checkoutFailed: "Failed to initiate payment. Please check your internet connection and try again.",
  /** payment taken, but the order update was not confirmed */
  updateFailed: "Payment processed, but order update failed. Contact support.",
  /** the BFF's 400 for a payment the store would not confirm */
  confirmationFailed: "Payment processed, but order confirmation failed. Contact support.",
  /** the Razorpay script did not load */
  gatewayUnavailable: "Payment gateway is not available. Please refresh the page.",
  /** the payment dialog was closed */
  cancelled: "Payment was cancelled. Please try again.",
} as const;

/** The BFF's 409 when the browser's totals differ from the store's (compared in integer paise). */
export const PRICES_CHANGED = "Prices have changed, please review your cart.";

/** Register failure at checkout. */
export const SOMETHING_WENT_WRONG = "Something went wrong";

/** The confirmation page (its spelling kept). */
export const ORDER_PLACED = "Order placed sucessfully";

/** Empty order list. */
export const NO_ORDERS = "No Orders Yet";
