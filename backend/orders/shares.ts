/**
 * Proration of an order's money over its lines (pure functions over integer paise, no I/O), the rule behind every
 * partial cancellation and return (README "After the sale"):
 *
 * 1. the voucher discount is split over the lines in proportion to their line totals (largest remainder, so the
 *    parts add up to the discount exactly); a line's net = its total - its discount share;
 * 2. each line's net is split over the funding sources (payable = gateway or cash, SWA wallet, exchange wallet) in
 *    proportion to what the order took from each, rounded so that every line's parts add up to its net AND each
 *    source's parts, over all lines, add up to exactly what the order took from it.
 *
 * A cancelled line gives back exactly its parts, so partial cancellations never return more than was paid from any
 * source, and cancelling everything returns each source in full. Shipping is free.
 */

/** The funding sources of an order, in the order the parts are computed. */
export const SOURCES = ["payable", "swa", "exchange"] as const;
export type Source = (typeof SOURCES)[number];
export type Parts = Record<Source, number>;

export interface OrderMoney {
  /** sum of the line totals, paise */
  itemSubtotal: number;
  couponDiscount: number;
  shipping: number;
  walletSwa: number;
  walletExchange: number;
  /** what the gateway (online) or the courier (cash) takes: total - wallets */
  payable: number;
}

export interface LineShare {
  lineId: number;
  lineTotal: number;
  discount: number;
  /** lineTotal - discount: what the line cost the shopper */
  net: number;
  parts: Parts;
}

function assertAmount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole paise >= 0`);
}

/**
 * Splits `total` into parts proportional to `weights` by the largest remainder method: each part is the floor of
 * its exact share, and the units left go to the largest fractional remainders (ties: the earlier weight). Parts add
 * up to `total` exactly. All weights 0: everything to nobody is impossible, so `total` must then be 0.
 * @throws RangeError on negative or non-integer input, or a positive total over zero weights
 */
export function largestRemainder(total: number, weights: readonly number[]): number[] {
  assertAmount(total, "total");
  weights.forEach((w) => assertAmount(w, "weight"));
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (total !== 0) throw new RangeError("cannot split a positive amount over zero weights");
    return weights.map(() => 0);
  }
  // BigInt: paise x paise passes 2^53.
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const big = BigInt(sum);
  const parts = exact.map((e) => Number(e / big));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, rem: e % big }))
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

function checkOrder(order: OrderMoney, lines: readonly { lineTotal: number }[]): void {
  for (const [k, v] of Object.entries(order)) assertAmount(v, k);
  if (order.shipping !== 0)
    throw new RangeError("shipping is free: an order with shipping cannot be prorated");
  const subtotal = lines.reduce((a, l) => a + l.lineTotal, 0);
  if (subtotal !== order.itemSubtotal) throw new RangeError("line totals do not add up to the subtotal");
  if (order.couponDiscount > order.itemSubtotal) throw new RangeError("discount above the subtotal");
  const total = order.itemSubtotal - order.couponDiscount;
  if (order.walletSwa + order.walletExchange + order.payable !== total)
    throw new RangeError("wallets + payable do not add up to the total");
}

/**
 * Every line's discount share, net and funding parts (lines in the order given: pass them sorted by id, so the
 * answer never changes between calls).
 * @throws RangeError when the order's figures do not add up (see checkOrder) or shipping is not 0
 */
export function lineShares(
  order: OrderMoney,
  lines: readonly { lineId: number; lineTotal: number }[],
): LineShare[] {
  checkOrder(order, lines);
  const discounts = largestRemainder(
    order.couponDiscount,
    lines.map((l) => l.lineTotal),
  );
  const nets = lines.map((l, i) => l.lineTotal - (discounts[i] ?? 0));
  const totals: Parts = { payable: order.payable, swa: order.walletSwa, exchange: order.walletExchange };
  const parts = splitMatrix(nets, totals);
  return lines.map((l, i) => ({
    lineId: l.lineId,
    lineTotal: l.lineTotal,
    discount: discounts[i] ?? 0,
    net: nets[i] ?? 0,
    parts: parts[i] ?? { payable: 0, swa: 0, exchange: 0 },
  }));
}

/**
 * Rounds the matrix nets[i] x totals[s] / N (N = sum of nets = sum of totals) to whole paise with exact row sums
 * (each line's net) and exact column sums (each source's total): floors first, then the units each row still
 * lacks go, one at a time, to the sources that still lack units, the largest remainder first.
 */
function splitMatrix(nets: readonly number[], totals: Parts): Parts[] {
  const n = nets.reduce((a, b) => a + b, 0);
  const big = BigInt(n);
  const columnLeft: Parts = { ...totals };
  const rows = nets.map((net) => {
    const parts: Parts = { payable: 0, swa: 0, exchange: 0 };
    const rems: Record<Source, bigint> = { payable: 0n, swa: 0n, exchange: 0n };
    for (const s of SOURCES) {
      const exact = n === 0 ? 0n : BigInt(net) * BigInt(totals[s]);
      parts[s] = n === 0 ? 0 : Number(exact / big);
      rems[s] = n === 0 ? 0n : exact % big;
      columnLeft[s] -= parts[s];
    }
    return { net, parts, rems };
  });
  for (const row of rows) {
    let lacking = row.net - SOURCES.reduce((a, s) => a + row.parts[s], 0);
    while (lacking > 0) {
      // Among the sources that still have units to give, the largest remainder (not yet bumped in this row) first.
      const candidates = SOURCES.filter((s) => columnLeft[s] > 0).sort((a, b) =>
        row.rems[a] === row.rems[b] ? 0 : row.rems[a] > row.rems[b] ? -1 : 1,
      );
      const s = candidates[0];
      if (s === undefined) throw new Error("proration: no source left to give (figures do not add up)");
      row.parts[s] += 1;
      row.rems[s] = -1n;
      columnLeft[s] -= 1;
      lacking -= 1;
    }
  }
  return rows.map((r) => r.parts);
}

/** Sum of a line's parts. */
export function partsTotal(parts: Parts): number {
  return parts.payable + parts.swa + parts.exchange;
}

/** Return deductions, basis points, after the 15-day full-refund window. */
export const LTE_DEDUCTION_BP = 500;
export const LBB_DEDUCTION_BP = 1000;
/** Days after delivery within which a return refunds 100%. */
export const FULL_REFUND_DAYS = 15;

export interface ReturnFigures {
  totalAmount: number;
  deductedLte: number;
  refundLte: number;
  deductedLbb: number;
  refundLbb: number;
}

/**
 * What a return gives back on a line's net (paise): 100% within FULL_REFUND_DAYS of delivery; after that the
 * exchange (LTE) deducts 5% and the buyback (LBB) 10%, rounded half up to the paisa.
 */
export function returnFigures(net: number, deliveredAt: Date, now: Date): ReturnFigures {
  assertAmount(net, "net");
  const late = now.getTime() - deliveredAt.getTime() > FULL_REFUND_DAYS * 86_400_000;
  const deduct = (bp: number) => (late ? Number((BigInt(net) * BigInt(bp) + 5_000n) / 10_000n) : 0);
  const deductedLte = deduct(LTE_DEDUCTION_BP);
  const deductedLbb = deduct(LBB_DEDUCTION_BP);
  return {
    totalAmount: net,
    deductedLte,
    refundLte: net - deductedLte,
    deductedLbb,
    refundLbb: net - deductedLbb,
  };
}

/**
 * A line's parts reduced by a deduction, which is taken from the parts in proportion to them (largest
 * remainder): each source gets back its part minus its share of the deduction.
 */
export function deductFromParts(parts: Parts, deduction: number): Parts {
  assertAmount(deduction, "deduction");
  if (deduction > partsTotal(parts)) throw new RangeError("deduction above the line's value");
  const cut = largestRemainder(
    deduction,
    SOURCES.map((s) => parts[s]),
  );
  return {
    payable: parts.payable - (cut[0] ?? 0),
    swa: parts.swa - (cut[1] ?? 0),
    exchange: parts.exchange - (cut[2] ?? 0),
  };
}
