/**
 * Property tests (fast-check) of the money rules in backend/commerce/money.ts, and of the Razorpay signature checks
 * in backend/commerce/signature.ts against the official package's own validatePaymentVerification and
 * validateWebhookSignature.
 */
import fc from "fast-check";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";
import {
  itemSubtotal,
  paiseOf,
  quoteOrder,
  rupeesOf,
  splitWallets,
  voucherDiscount,
  type PricedLine,
  type VoucherTerms,
} from "../../backend/commerce/money";
import {
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from "../../backend/commerce/signature";

const RUNS = { numRuns: 500 };

/** Catalogue prices are whole rupees up to the int4 column's limit. */
const unitPrice = fc.integer({ min: 1, max: 21_474_836 }).map((rupees) => rupees * 100);
const line: fc.Arbitrary<PricedLine> = fc.record({
  unitPricePaise: unitPrice,
  quantity: fc.integer({ min: 1, max: 5 }),
});
const lines = fc.array(line, { minLength: 1, maxLength: 20 });
const paise = fc.integer({ min: 0, max: 5_000_000_000 });

const voucher: fc.Arbitrary<VoucherTerms> = fc.oneof(
  fc.record({
    kind: fc.constant("percent" as const),
    percentBp: fc.integer({ min: 1, max: 10_000 }),
    flatPaise: fc.constant(null),
    maxDiscountPaise: fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: null }),
    minOrderPaise: fc.integer({ min: 0, max: 10_000_000 }),
  }),
  fc.record({
    kind: fc.constant("flat" as const),
    percentBp: fc.constant(null),
    flatPaise: fc.integer({ min: 1, max: 100_000_000 }),
    maxDiscountPaise: fc.constant(null),
    minOrderPaise: fc.integer({ min: 0, max: 10_000_000 }),
  }),
);

const wallets = fc.record({
  useSwa: fc.boolean(),
  useExchange: fc.boolean(),
  swaBalancePaise: paise,
  exchangeBalancePaise: paise,
});

const isMoney = (n: number) => Number.isSafeInteger(n) && n >= 0;

describe("money rules", () => {
  test("every figure is a non-negative integer and the figures add up", () => {
    fc.assert(
      fc.property(lines, fc.option(voucher, { nil: null }), wallets, (ls, v, w) => {
        const q = quoteOrder(ls, v, w);
        for (const value of Object.values(q)) expect(isMoney(value)).toBe(true);
        expect(q.total).toBe(q.itemSubtotal - q.couponDiscount);
        expect(q.walletUsed).toBe(q.walletSwa + q.walletExchange);
        expect(q.payable).toBe(q.total - q.walletUsed);
      }),
      RUNS,
    );
  });

  test("a voucher never exceeds the subtotal, gives nothing below its minimum order, and whole rupees for a percentage", () => {
    fc.assert(
      fc.property(paise, voucher, (subtotal, v) => {
        const d = voucherDiscount(subtotal, v);
        expect(isMoney(d)).toBe(true);
        expect(d).toBeLessThanOrEqual(subtotal);
        if (subtotal < v.minOrderPaise) expect(d).toBe(0);
        if (v.kind === "percent" && v.maxDiscountPaise === null) {
          expect(d % 100).toBe(0);
          expect(d).toBeLessThanOrEqual((subtotal * (v.percentBp ?? 0)) / 10_000);
        }
        if (v.maxDiscountPaise !== null) expect(d).toBeLessThanOrEqual(v.maxDiscountPaise);
      }),
      RUNS,
    );
  });

  test("the order of the lines does not change any figure", () => {
    fc.assert(
      fc.property(
        lines.chain((ls) =>
          fc.tuple(fc.constant(ls), fc.shuffledSubarray(ls, { minLength: ls.length, maxLength: ls.length })),
        ),
        fc.option(voucher, { nil: null }),
        wallets,
        ([ls, shuffled], v, w) => {
          expect(quoteOrder(shuffled, v, w)).toEqual(quoteOrder(ls, v, w));
        },
      ),
      RUNS,
    );
  });

  test("wallet use never exceeds a balance nor what is left to pay; an unused wallet gives nothing", () => {
    fc.assert(
      fc.property(paise, wallets, (total, w) => {
        const { exchange, swa } = splitWallets(total, w);
        expect(isMoney(exchange) && isMoney(swa)).toBe(true);
        expect(exchange).toBeLessThanOrEqual(w.exchangeBalancePaise);
        expect(swa).toBeLessThanOrEqual(w.swaBalancePaise);
        expect(exchange + swa).toBeLessThanOrEqual(total);
        if (!w.useExchange) expect(exchange).toBe(0);
        if (!w.useSwa) expect(swa).toBe(0);
        // Wallets are spent as far as they go: either all is paid or every chosen wallet is empty.
        const left = total - exchange - swa;
        if (left > 0) {
          if (w.useExchange) expect(exchange).toBe(w.exchangeBalancePaise);
          if (w.useSwa) expect(swa).toBe(w.swaBalancePaise);
        }
      }),
      RUNS,
    );
  });

  test("the subtotal is the sum of the line totals", () => {
    fc.assert(
      fc.property(lines, (ls) => {
        expect(itemSubtotal(ls)).toBe(ls.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0));
      }),
      RUNS,
    );
  });

  test("bad inputs are refused rather than rounded", () => {
    expect(() => itemSubtotal([{ unitPricePaise: 100.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => itemSubtotal([{ unitPricePaise: 100, quantity: 0 }])).toThrow(RangeError);
    expect(() => itemSubtotal([{ unitPricePaise: -1, quantity: 1 }])).toThrow(RangeError);
    expect(() =>
      splitWallets(100, { useSwa: true, useExchange: false, swaBalancePaise: -5, exchangeBalancePaise: 0 }),
    ).toThrow(RangeError);
  });

  test("rupees on the wire round-trip to the same paise; sub-paisa amounts are refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (p) => {
        expect(paiseOf(rupeesOf(p))).toBe(p);
      }),
      RUNS,
    );
    expect(paiseOf(12.345)).toBeNull();
    expect(paiseOf(Number.NaN)).toBeNull();
    expect(paiseOf(70620)).toBe(7_062_000);
  });
});

describe("Razorpay signatures agree with the official package", () => {
  const id = fc.string({ minLength: 1, maxLength: 30 });
  const secret = fc.string({ minLength: 1, maxLength: 40 });

  test("valid signatures: both accept", () => {
    fc.assert(
      fc.property(id, id, secret, (orderId, paymentId, key) => {
        const signature = paymentSignature(orderId, paymentId, key);
        expect(verifyPaymentSignature(orderId, paymentId, signature, key)).toBe(true);
        expect(
          validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, key),
        ).toBe(true);
      }),
      RUNS,
    );
  });

  test("tampered signatures, ids or secrets: both refuse (and always agree)", () => {
    const tamper = fc.oneof(
      fc.constant("flip"),
      fc.constant("upper"),
      fc.constant("truncate"),
      fc.constant("other-order"),
      fc.constant("other-secret"),
      fc.constant("random"),
    );
    fc.assert(
      fc.property(
        id,
        id,
        secret,
        tamper,
        fc.string({ maxLength: 70 }),
        (orderId, paymentId, key, how, junk) => {
          const good = paymentSignature(orderId, paymentId, key);
          let sig = good;
          let order = orderId;
          let usedKey = key;
          if (how === "flip") sig = (good[0] === "0" ? "1" : "0") + good.slice(1);
          if (how === "upper") sig = good.toUpperCase();
          if (how === "truncate") sig = good.slice(0, 63);
          if (how === "other-order") order = `${orderId}x`;
          if (how === "other-secret") usedKey = `${key}x`;
          if (how === "random") sig = junk;
          const ours = verifyPaymentSignature(order, paymentId, sig, usedKey);
          const theirs = validatePaymentVerification(
            { order_id: order, payment_id: paymentId },
            sig,
            usedKey,
          );
          expect(ours).toBe(theirs);
          if (sig !== good || order !== orderId || usedKey !== key) {
            // Only a hex string that happens to equal the right one could pass (upper-case hex of all digits).
            if (sig !== paymentSignature(order, paymentId, usedKey)) expect(ours).toBe(false);
          }
        },
      ),
      RUNS,
    );
  });

  test("webhook signatures: same answer as validateWebhookSignature for valid and tampered bodies", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), secret, fc.boolean(), (body, key, tamper) => {
        const signature = webhookSignature(body, key);
        const checkedBody = tamper ? `${body} ` : body;
        expect(verifyWebhookSignature(checkedBody, signature, key)).toBe(
          validateWebhookSignature(checkedBody, signature, key),
        );
        expect(verifyWebhookSignature(checkedBody, signature, key)).toBe(!tamper);
      }),
      RUNS,
    );
  });
});
