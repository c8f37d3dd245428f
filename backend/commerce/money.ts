/**
 * The money rules of buying, as pure functions over integer paise (no I/O, so property tests can hammer them):
 * line totals, the voucher discount, the wallet split and the order quote. Every result is a non-negative safe
 * integer; a discount never exceeds the subtotal and wallet use never exceeds a balance or what is left to pay.
 */

/** One cart or order line: what one piece costs now (catalogue final price) and how many. */
export interface PricedLine {
  unitPricePaise: number;
  quantity: number;
}

/** The parts of a voucher the discount depends on (schema units: basis points, paise). */
export interface VoucherTerms {
  kind: "percent" | "flat";
  percentBp: number | null;
  flatPaise: number | null;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
}

/** What the shopper chose to spend from the wallets, and the balances now. */
export interface WalletChoice {
  useSwa: boolean;
  useExchange: boolean;
  swaBalancePaise: number;
  exchangeBalancePaise: number;
}

/** The figures of an order, in paise. total = itemSubtotal - couponDiscount; payable = total - wallets. */
export interface Quote {
  itemSubtotal: number;
  couponDiscount: number;
  total: number;
  walletExchange: number;
  walletSwa: number;
  walletUsed: number;
  payable: number;
}

/** @throws RangeError unless the value is a non-negative safe integer (a paise amount or a count) */
export function assertPaise(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative integer`);
  return value;
}

/** quantity x unit price. @throws RangeError on a non-integer price, a quantity outside 1..5 or an overflow */
export function lineTotal(line: PricedLine): number {
  assertPaise(line.unitPricePaise, "unit price");
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 5)
    throw new RangeError("quantity must be a whole number from 1 to 5");
  return assertPaise(line.unitPricePaise * line.quantity, "line total");
}

/** Sum of the line totals (order-independent: integer addition). */
export function itemSubtotal(lines: readonly PricedLine[]): number {
  return assertPaise(
    lines.reduce((sum, line) => sum + lineTotal(line), 0),
    "subtotal",
  );
}

/**
 * The discount a voucher gives on a subtotal: 0 below the minimum order; a percentage is rounded down to whole
 * rupees, then capped; a flat amount never exceeds the subtotal.
 */
export function voucherDiscount(subtotalPaise: number, terms: VoucherTerms): number {
  assertPaise(subtotalPaise, "subtotal");
  if (subtotalPaise === 0 || subtotalPaise < terms.minOrderPaise) return 0;
  let discount: number;
  if (terms.kind === "percent") {
    const bp = Math.min(Math.max(terms.percentBp ?? 0, 0), 10_000);
    // BigInt: subtotal x basis points may pass 2^53 for very large carts.
    const raw = Number((BigInt(subtotalPaise) * BigInt(bp)) / 10_000n);
    discount = Math.floor(raw / 100) * 100;
    if (terms.maxDiscountPaise !== null) discount = Math.min(discount, terms.maxDiscountPaise);
  } else {
    discount = terms.flatPaise ?? 0;
  }
  return Math.max(0, Math.min(discount, subtotalPaise));
}

/** Wallet use on an amount: the exchange wallet first (credit only good for purchases), then the SWA wallet. */
export function splitWallets(totalPaise: number, choice: WalletChoice): { exchange: number; swa: number } {
  assertPaise(totalPaise, "total");
  const exchange = choice.useExchange
    ? Math.min(assertPaise(choice.exchangeBalancePaise, "exchange balance"), totalPaise)
    : 0;
  const swa = choice.useSwa
    ? Math.min(assertPaise(choice.swaBalancePaise, "SWA balance"), totalPaise - exchange)
    : 0;
  return { exchange, swa };
}

/** The full quote of an order: subtotal, voucher, wallets and what is left to pay. */
export function quoteOrder(
  lines: readonly PricedLine[],
  voucher: VoucherTerms | null,
  wallets: WalletChoice,
): Quote {
  const subtotal = itemSubtotal(lines);
  const couponDiscount = voucher ? voucherDiscount(subtotal, voucher) : 0;
  const total = subtotal - couponDiscount;
  const { exchange, swa } = splitWallets(total, wallets);
  return {
    itemSubtotal: subtotal,
    couponDiscount,
    total,
    walletExchange: exchange,
    walletSwa: swa,
    walletUsed: exchange + swa,
    payable: total - exchange - swa,
  };
}

/** Paise to the contract's rupee number (2 decimals at most). */
export function rupeesOf(paise: number): number {
  return paise / 100;
}

/** The contract's rupee number to paise; null for anything that is not a finite amount with at most 2 decimals. */
export function paiseOf(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const paise = Math.round(amount * 100);
  return Math.abs(paise - amount * 100) < 1e-6 && Number.isSafeInteger(paise) ? paise : null;
}

/** '₹12,500' (Indian grouping) for messages. */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  return `₹${rupees.toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
}
