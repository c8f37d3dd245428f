/**
 * The checkout URL state (lib/checkout/flow) and the paise arithmetic the BFF checks browser totals with
 * (lib/checkout/money: integer paise, formatted only at the edge).
 */
import {
  addressIdOf,
  checkoutHref,
  orderIdOf,
  parseCheckoutFlow,
  paymentHref,
  type CheckoutFlow,
} from "@/lib/checkout/flow";
import { paiseToRupees, rupeesToPaise, samePaise } from "@/lib/checkout/money";

describe("checkout flow in the URL", () => {
  it("reads the cart's Place order URL", () => {
    expect(parseCheckoutFlow(new URLSearchParams("promo=7&swa=1&exchange=1"))).toEqual({
      kind: "cart",
      promocodeId: 7,
      useSwaWallet: true,
      useExchangeWallet: true,
    });
    expect(parseCheckoutFlow({})).toEqual({
      kind: "cart",
      promocodeId: null,
      useSwaWallet: false,
      useExchangeWallet: false,
    });
  });

  it("reads Buy Now and refuses one without a product or colour", () => {
    expect(parseCheckoutFlow({ buy: "42", colour: "3", size: "8" })).toEqual({
      kind: "buy",
      productId: 42,
      colourId: 3,
      sizeId: 8,
      promocode: null,
    });
    expect(parseCheckoutFlow({ buy: "42" })).toBeNull();
    expect(parseCheckoutFlow({ buy: "abc", colour: "3" })).toBeNull();
    expect(parseCheckoutFlow({ buy: "99999999999", colour: "3" })).toBeNull();
  });

  it("writes one URL per flow, and the payment URL adds the address and the waiting order", () => {
    const buy: CheckoutFlow = { kind: "buy", productId: 42, colourId: 3, sizeId: null, promocode: null };
    expect(checkoutHref(buy)).toBe("/cart/checkout?buy=42&colour=3");
    const cart: CheckoutFlow = { kind: "cart", promocodeId: 7, useSwaWallet: false, useExchangeWallet: true };
    expect(checkoutHref(cart)).toBe("/cart/checkout?promo=7&exchange=1");
    const pay = paymentHref(cart, 11, 501);
    expect(pay).toBe("/product/payment?promo=7&exchange=1&address=11&order=501");
    const query = new URLSearchParams(pay.split("?")[1]);
    expect(parseCheckoutFlow(query)).toEqual(cart);
    expect(addressIdOf(query)).toBe(11);
    expect(orderIdOf(query)).toBe(501);
  });
});

describe("paise", () => {
  it("converts rupees to integer paise without binary noise", () => {
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(24211)).toBe(2421100);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(2421100)).toBe(24211);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });

  it("compares a browser figure with the server's to the paisa", () => {
    expect(samePaise(27296, 2729600)).toBe(true);
    expect(samePaise(27296.01, 2729600)).toBe(false);
    expect(samePaise(Number.POSITIVE_INFINITY, 0)).toBe(false);
  });
});
