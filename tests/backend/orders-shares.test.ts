/**
 * Refund arithmetic (backend/orders/shares.ts), property-tested with fast-check: for any order (lines, voucher,
 * wallets) and any set of cancelled lines, what goes back to each funding source never exceeds what the order took
 * from it, and cancelling every line gives each source back exactly what it paid. Plus the return deductions.
 */
import fc from "fast-check";
import {
  deductFromParts,
  largestRemainder,
  lineShares,
  partsTotal,
  returnFigures,
  SOURCES,
  type OrderMoney,
} from "../../backend/orders/shares";

/** A random order that adds up like a placed one: lines, a discount <= subtotal, wallets <= total. */
const orderArb = fc
  .record({
    lineTotals: fc.array(fc.integer({ min: 100, max: 50_000_000_00 }), { minLength: 1, maxLength: 8 }),
    discountRatio: fc.double({ min: 0, max: 1, noNaN: true }),
    swaRatio: fc.double({ min: 0, max: 1, noNaN: true }),
    exchangeRatio: fc.double({ min: 0, max: 1, noNaN: true }),
    edge: fc.constantFrom("none", "noDiscount", "allWallet", "allPayable", "fullDiscount"),
  })
  .map(({ lineTotals, discountRatio, swaRatio, exchangeRatio, edge }) => {
    const itemSubtotal = lineTotals.reduce((a, b) => a + b, 0);
    let couponDiscount = Math.floor(itemSubtotal * discountRatio * 0.5);
    if (edge === "noDiscount") couponDiscount = 0;
    if (edge === "fullDiscount") couponDiscount = itemSubtotal;
    const total = itemSubtotal - couponDiscount;
    let walletExchange = Math.floor(total * exchangeRatio);
    let walletSwa = Math.floor((total - walletExchange) * swaRatio);
    if (edge === "allPayable") walletExchange = walletSwa = 0;
    if (edge === "allWallet") {
      walletExchange = Math.floor(total / 3);
      walletSwa = total - walletExchange;
    }
    const order: OrderMoney = {
      itemSubtotal,
      couponDiscount,
      shipping: 0,
      walletSwa,
      walletExchange,
      payable: total - walletSwa - walletExchange,
    };
    return { order, lines: lineTotals.map((lineTotal, i) => ({ lineId: i + 1, lineTotal })) };
  });

const paid = (o: OrderMoney) => ({ payable: o.payable, swa: o.walletSwa, exchange: o.walletExchange });

describe("proration of refunds", () => {
  test("any set of cancelled lines: refunds never exceed what was paid per source; all lines: exactly what was paid", () => {
    fc.assert(
      fc.property(
        orderArb,
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        ({ order, lines }, picked) => {
          const shares = lineShares(order, lines);
          const cancelled = shares.filter((_, i) => picked[i]);
          for (const s of SOURCES) {
            const refunded = cancelled.reduce((a, l) => a + l.parts[s], 0);
            expect(refunded).toBeLessThanOrEqual(paid(order)[s]);
            expect(shares.reduce((a, l) => a + l.parts[s], 0)).toBe(paid(order)[s]);
          }
          for (const l of shares) {
            for (const s of SOURCES) expect(l.parts[s]).toBeGreaterThanOrEqual(0);
            expect(partsTotal(l.parts)).toBe(l.net);
            expect(l.discount).toBeLessThanOrEqual(l.lineTotal);
          }
          expect(shares.reduce((a, l) => a + l.discount, 0)).toBe(order.couponDiscount);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  test("cancelling lines one after another in any order never returns more than was paid", () => {
    fc.assert(
      fc.property(orderArb, fc.func(fc.integer()), ({ order, lines }, key) => {
        // The parts are fixed by the order snapshot, whatever the sequence of cancellations.
        const shares = lineShares(order, lines);
        const again = lineShares(order, lines);
        expect(again).toEqual(shares);
        const sequence = [...shares].sort((a, b) => key(a.lineId) - key(b.lineId));
        const given = { payable: 0, swa: 0, exchange: 0 };
        for (const l of sequence) {
          for (const s of SOURCES) {
            given[s] += l.parts[s];
            expect(given[s]).toBeLessThanOrEqual(paid(order)[s]);
          }
        }
        expect(given).toEqual(paid(order));
      }),
      { numRuns: 500 },
    );
  });

  test("a worked example: ₹5,000 voucher over ₹60,000 + ₹40,000, ₹1,000 SWA and ₹500 exchange wallet", () => {
    const shares = lineShares(
      {
        itemSubtotal: 10_000_000,
        couponDiscount: 500_000,
        shipping: 0,
        walletSwa: 100_000,
        walletExchange: 50_000,
        payable: 9_350_000,
      },
      [
        { lineId: 1, lineTotal: 6_000_000 },
        { lineId: 2, lineTotal: 4_000_000 },
      ],
    );
    expect(shares[0]).toMatchObject({
      discount: 300_000,
      net: 5_700_000,
      parts: { payable: 5_610_000, swa: 60_000, exchange: 30_000 },
    });
    expect(shares[1]).toMatchObject({
      discount: 200_000,
      net: 3_800_000,
      parts: { payable: 3_740_000, swa: 40_000, exchange: 20_000 },
    });
  });

  test("largest remainder: parts add up exactly, the larger remainders get the spare paise", () => {
    expect(largestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(largestRemainder(10, [5, 3, 2])).toEqual([5, 3, 2]);
    expect(largestRemainder(7, [2, 2, 3])).toEqual([2, 2, 3]);
    expect(largestRemainder(0, [0, 0])).toEqual([0, 0]);
    expect(() => largestRemainder(1, [0, 0])).toThrow(RangeError);
    expect(() => largestRemainder(-1, [1])).toThrow(RangeError);
  });

  test("figures that do not add up, or shipping, are refused rather than prorated wrongly", () => {
    const base = {
      itemSubtotal: 1000,
      couponDiscount: 0,
      shipping: 0,
      walletSwa: 0,
      walletExchange: 0,
      payable: 1000,
    };
    expect(() => lineShares({ ...base, payable: 999 }, [{ lineId: 1, lineTotal: 1000 }])).toThrow(RangeError);
    expect(() => lineShares(base, [{ lineId: 1, lineTotal: 900 }])).toThrow(RangeError);
    expect(() =>
      lineShares({ ...base, shipping: 100, payable: 1100 }, [{ lineId: 1, lineTotal: 1000 }]),
    ).toThrow(RangeError);
  });
});

describe("return figures (100% within 15 days, LTE 5% and LBB 10% after)", () => {
  const delivered = new Date("2026-11-01T10:00:00Z");
  test("within 15 days of delivery nothing is deducted", () => {
    expect(returnFigures(5_700_000, delivered, new Date("2026-11-16T09:59:59Z"))).toEqual({
      totalAmount: 5_700_000,
      deductedLte: 0,
      refundLte: 5_700_000,
      deductedLbb: 0,
      refundLbb: 5_700_000,
    });
  });
  test("after 15 days: exchange 5%, buyback 10%, rounded half up to the paisa", () => {
    expect(returnFigures(5_700_000, delivered, new Date("2026-11-16T10:00:01Z"))).toEqual({
      totalAmount: 5_700_000,
      deductedLte: 285_000,
      refundLte: 5_415_000,
      deductedLbb: 570_000,
      refundLbb: 5_130_000,
    });
    expect(returnFigures(15, delivered, new Date("2027-01-01T00:00:00Z"))).toMatchObject({
      deductedLte: 1, // 0.75 paise rounds up
      deductedLbb: 2, // 1.5 paise rounds up
    });
  });
  test("the deduction is taken from the funding parts in proportion; nothing goes below zero", () => {
    fc.assert(
      fc.property(
        fc.record({
          payable: fc.integer({ min: 0, max: 10_000_000 }),
          swa: fc.integer({ min: 0, max: 10_000_000 }),
          exchange: fc.integer({ min: 0, max: 10_000_000 }),
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (parts, ratio) => {
          const deduction = Math.floor(partsTotal(parts) * ratio);
          const after = deductFromParts(parts, deduction);
          expect(partsTotal(after)).toBe(partsTotal(parts) - deduction);
          for (const s of SOURCES) {
            expect(after[s]).toBeGreaterThanOrEqual(0);
            expect(after[s]).toBeLessThanOrEqual(parts[s]);
          }
        },
      ),
    );
  });
});
