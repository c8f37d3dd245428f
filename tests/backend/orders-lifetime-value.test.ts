/**
 * Lifetime exchange and buyback on real PostgreSQL: after the
 * 15-day window the estimate follows TODAY's metal rate (the piece's MRP re-priced), not the price paid; the
 * deductions are exactly 5% / 10% online and 10% / 20% at other outlets; within 15 days the return is 100% of what
 * was paid, with no other base and no deduction beside it; the final request stores the server's figure, and staff approval credits exactly it to the right
 * wallet even when the rates move again before approval.
 */
import { recomputeProductPrices } from "../../backend/catalogue/recompute-prices";
import { buybackPlan, deduction, lifetimeFigures } from "../../backend/orders/lifetime";
import { formatRupees } from "../../backend/commerce/money";
import { approveReturnCommand, listCommand } from "../../backend/orders/staff-commands";
import { deliverOrder, shipOrder } from "../../backend/orders/fulfil";
import { balance } from "./commerce-helpers";
import { query, serviceForThisFile } from "./helpers/start-service";
import {
  PICKUP_ADDRESS,
  cancelFinal,
  cancelOrderCall,
  placeTestOrder,
  refundsOf,
  shopperAndPicks,
} from "./orders-helpers";

const svc = serviceForThisFile();

const paise = (rupees: number) => Math.round(rupees * 100);

describe("lifetime figures (pure)", () => {
  test("deductions are 5/10% online and 10/20% at other outlets, half up to the paisa, and add up", () => {
    expect(lifetimeFigures(1_234_567, "online")).toEqual({
      totalAmount: 1_234_567,
      deductedLte: 61_728, // 61,728.35
      refundLte: 1_172_839,
      deductedLbb: 123_457, // 123,456.7
      refundLbb: 1_111_110,
    });
    expect(lifetimeFigures(1_234_567, "otherOutlet")).toMatchObject({
      deductedLte: 123_457,
      deductedLbb: 246_913, // 246,913.4
    });
    expect(deduction(10, 500)).toBe(1); // 0.5 paisa rounds up
    expect(deduction(9, 500)).toBe(0); // 0.45 rounds down
    expect(() => deduction(-1, 500)).toThrow(RangeError);
  });

  test("a buyback goes to the original method at most what the line paid through it, the rest to SWA", () => {
    expect(buybackPlan(90_000, 50_000, "source")).toEqual([
      { destination: "source", amountPaise: 50_000 },
      { destination: "swa", amountPaise: 40_000 },
    ]);
    expect(buybackPlan(90_000, 100_000, "source")).toEqual([{ destination: "source", amountPaise: 90_000 }]);
    expect(buybackPlan(90_000, 100_000, "swa")).toEqual([{ destination: "swa", amountPaise: 90_000 }]);
  });
});

type Initial = {
  kind: string;
  valuation: string;
  total_amount: number;
  deducted_amount_lte: number;
  refund_amount_lte: number;
  deducted_amount_lbb: number;
  refund_amount_lbb: number;
  value_at_today_rates: number;
  valued_on: string;
  rates_date: string | null;
  other_outlet: Record<string, number>;
};

async function initial(token: string, orderId: number, lineId: number): Promise<Initial> {
  const res = await cancelOrderCall(svc, token, {
    cancel_type: "initial",
    order_id: orderId,
    shipment_id: lineId,
  });
  expect(res.status).toBe(200);
  return (res.body as { results: Initial }).results;
}

/** A delivered online order of two gold lines, delivered `daysAgo` days ago. */
async function deliveredOrder(daysAgo: number, offset: number) {
  const { me, picks } = await shopperAndPicks(svc, 2, { minPaise: 2_000_000, offset });
  const order = await placeTestOrder(svc, me, { picks, mode: "P" });
  await shipOrder(svc.db, order.orderId);
  await deliverOrder(svc.db, order.orderId);
  await svc.db.$client.query(
    "UPDATE order_lines SET delivered_at = now() - make_interval(days => $2) WHERE order_id = $1",
    [order.orderId, daysAgo],
  );
  return { me, picks, order };
}

/** The purity of a line's piece and the catalogue MRP of its product now (paise). */
async function pieceOf(lineId: number): Promise<{ purity: string; mrp: number; productId: number }> {
  const [row] = await query<{ purity: string; mrp: number; product_id: number }>(
    svc.db,
    `SELECT l.price_breakup->>'purity' AS purity, p.price_paise AS mrp, p.id AS product_id
     FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.id = $1`,
    [lineId],
  );
  return { purity: row!.purity, mrp: Number(row!.mrp), productId: row!.product_id };
}

/** The operator's `npm run rates:set`: a metal rate times `factor`, then the catalogue re-priced. */
async function moveMetalRate(purity: string, factor: number): Promise<void> {
  await svc.db.$client.query(
    "UPDATE metal_rates SET rate_paise_per_gram = round(rate_paise_per_gram * $2::numeric)::int WHERE purity = $1",
    [purity, factor],
  );
  await recomputeProductPrices(svc.db);
}

describe("estimate and request on today's rates", () => {
  test("after 15 days and a gold rise the estimate is the re-priced MRP less exactly 5/10/10/20%, stored and credited as is", async () => {
    const { me, picks, order } = await deliveredOrder(20, 3);
    const [lteLine, lbbLine] = order.lineIds as [number, number];
    const before = await initial(me.token, order.orderId, lbbLine);
    const piece = await pieceOf(lbbLine);
    expect(piece.purity).toMatch(/K$/); // a gold piece, so a gold rate moves it

    await moveMetalRate(piece.purity, 1.25);
    const risen = (await pieceOf(lbbLine)).mrp; // the catalogue's own re-pricing of the same product
    expect(risen).toBeGreaterThan(piece.mrp);

    const now = await initial(me.token, order.orderId, lbbLine);
    expect(now.kind).toBe("return");
    expect(now.valuation).toBe("rates");
    expect(paise(now.total_amount)).toBe(risen);
    expect(paise(now.value_at_today_rates)).toBe(risen);
    expect(paise(now.total_amount)).toBeGreaterThan(paise(before.total_amount));
    expect(paise(now.total_amount)).not.toBe(picks[1]!.pricePaise); // not the price paid
    expect(paise(now.deducted_amount_lte)).toBe((risen * 5) / 100);
    expect(paise(now.refund_amount_lte)).toBe(risen - (risen * 5) / 100);
    expect(paise(now.deducted_amount_lbb)).toBe((risen * 10) / 100);
    expect(paise(now.refund_amount_lbb)).toBe(risen - (risen * 10) / 100);
    expect(paise(now.other_outlet.deducted_amount_lte!)).toBe((risen * 10) / 100);
    expect(paise(now.other_outlet.refund_amount_lbb!)).toBe(risen - (risen * 20) / 100);
    expect(now.valued_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The shopper asks for a buyback to the SWA wallet and an exchange; the browser's figures are not sent.
    const lbbAsked = await cancelFinal(svc, me.token, order.orderId, lbbLine, {
      refund_type: "lbb",
      refund_to: "swa",
      total_amount: 1,
      ...PICKUP_ADDRESS,
    });
    expect(lbbAsked.status).toBe(200);
    const lteNow = await initial(me.token, order.orderId, lteLine);
    expect(
      (await cancelFinal(svc, me.token, order.orderId, lteLine, { refund_type: "lte", ...PICKUP_ADDRESS }))
        .status,
    ).toBe(200);
    const stored = await query<{ order_line_id: number; valued_paise: string }>(
      svc.db,
      "SELECT order_line_id, valued_paise FROM shipment_requests WHERE order_id = $1 ORDER BY order_line_id",
      [order.orderId],
    );
    expect(stored.map((r) => [r.order_line_id, Number(r.valued_paise)])).toEqual([
      [lteLine, paise(lteNow.refund_amount_lte)],
      [lbbLine, paise(now.refund_amount_lbb)],
    ]);

    // Staff see the stored figure in the list before they approve.
    const listed = await listCommand(svc.db, { status: "return-requested" });
    expect(listed.find((l) => l.includes(`line ${lbbLine} `))).toContain(
      `[valued ${formatRupees(paise(now.refund_amount_lbb))}]`,
    );

    // Gold falls before staff approve: the shopper still gets the figure of the day they asked.
    await moveMetalRate(piece.purity, 0.7);
    const swaBefore = await balance(svc, me.id, "swa");
    const exchangeBefore = await balance(svc, me.id, "exchange");
    const printed = await approveReturnCommand(svc.db, order.orderCode);
    expect(printed.join("\n")).toContain("to the SWA wallet");
    const refunds = await refundsOf(svc, order.orderId);
    expect(refunds.map((r) => [r.order_line_id, r.destination, r.amount])).toEqual([
      [lteLine, "exchange", paise(lteNow.refund_amount_lte)],
      [lbbLine, "swa", paise(now.refund_amount_lbb)],
    ]);
    expect(await balance(svc, me.id, "swa")).toBe(swaBefore + paise(now.refund_amount_lbb));
    expect(await balance(svc, me.id, "exchange")).toBe(exchangeBefore + paise(lteNow.refund_amount_lte));
  });

  test("within 15 days the return is 100% of the price paid, the one base: no value at today's rates, no deductions", async () => {
    const { me, picks, order } = await deliveredOrder(3, 9);
    const lineId = order.lineIds[0]!;
    const piece = await pieceOf(lineId);
    await moveMetalRate(piece.purity, 1.1);
    const f = await initial(me.token, order.orderId, lineId);
    expect(f.valuation).toBe("paid");
    expect(paise(f.total_amount)).toBe(picks[0]!.pricePaise);
    expect([f.deducted_amount_lte, f.deducted_amount_lbb]).toEqual([0, 0]);
    expect(paise(f.refund_amount_lbb)).toBe(picks[0]!.pricePaise);
    // The risen MRP is not a second base beside the price paid, and no outlet deduction applies yet.
    expect(f.other_outlet).toBeUndefined();
    expect(f.value_at_today_rates).toBeUndefined();

    expect(
      (await cancelFinal(svc, me.token, order.orderId, lineId, { refund_type: "lbb", ...PICKUP_ADDRESS }))
        .status,
    ).toBe(200);
    const [request] = await query<{ valued_paise: string | null }>(
      svc.db,
      "SELECT valued_paise FROM shipment_requests WHERE order_line_id = $1",
      [lineId],
    );
    expect(request?.valued_paise).toBeNull(); // refunded from what was paid, not valued
    await approveReturnCommand(svc.db, order.orderCode);
    const refunds = await refundsOf(svc, order.orderId);
    expect(refunds).toEqual([
      expect.objectContaining({ order_line_id: lineId, destination: "source", amount: picks[0]!.pricePaise }),
    ]);
  });

  test("a buyback to the original method after 15 days: the gateway gives back at most what the line took", async () => {
    const { me, order } = await deliveredOrder(40, 15);
    const lineId = order.lineIds[0]!;
    await moveMetalRate((await pieceOf(lineId)).purity, 1.5);
    const f = await initial(me.token, order.orderId, lineId);
    const [line] = await query<{ line_total_paise: string }>(
      svc.db,
      "SELECT line_total_paise FROM order_lines WHERE id = $1",
      [lineId],
    );
    const paid = Number(line!.line_total_paise);
    const refund = paise(f.refund_amount_lbb);
    expect(refund).toBeGreaterThan(paid); // gold up 50%: worth more than was paid
    expect(
      (await cancelFinal(svc, me.token, order.orderId, lineId, { refund_type: "lbb", ...PICKUP_ADDRESS }))
        .status,
    ).toBe(200);
    await approveReturnCommand(svc.db, order.orderCode);
    const refunds = await refundsOf(svc, order.orderId);
    expect(refunds.map((r) => [r.destination, r.amount])).toEqual([
      ["source", paid],
      ["swa", refund - paid],
    ]);
  });

  // Last in the file: it breaks the GST setting of this file's own database.
  test("without today's rates: after 15 days a clear 503 and nothing stored; within 15 days the 100% return still works", async () => {
    const late = await deliveredOrder(30, 21);
    const fresh = await deliveredOrder(2, 23);
    await svc.db.$client.query("UPDATE settings SET value = 'unset' WHERE key = 'gst_bp'");
    const refused = await cancelOrderCall(svc, late.me.token, {
      cancel_type: "initial",
      order_id: late.order.orderId,
      shipment_id: late.order.lineIds[0],
    });
    expect(refused.status).toBe(503);
    expect(JSON.stringify(refused.body)).toContain("rates are not available");
    const lateFinal = await cancelFinal(svc, late.me.token, late.order.orderId, late.order.lineIds[0]!, {
      refund_type: "lbb",
      ...PICKUP_ADDRESS,
    });
    expect(lateFinal.status).toBe(503);
    expect(
      await query(svc.db, "SELECT 1 FROM shipment_requests WHERE order_id = $1", [late.order.orderId]),
    ).toEqual([]);

    const f = await initial(fresh.me.token, fresh.order.orderId, fresh.order.lineIds[0]!);
    expect(f.valuation).toBe("paid");
    expect(paise(f.refund_amount_lbb)).toBe(fresh.picks[0]!.pricePaise);
    const ok = await cancelFinal(svc, fresh.me.token, fresh.order.orderId, fresh.order.lineIds[0]!, {
      refund_type: "lbb",
      ...PICKUP_ADDRESS,
    });
    expect(ok.status).toBe(200);
  });
});
