/**
 * Issuing GST invoices on real PostgreSQL, for orders placed over HTTP and shipped along the allowed transition:
 * the price build-up frozen at placement, CGST + SGST inside Kerala vs IGST for another state, an export invoice
 * in the order's currency, totals equal to what the order charged to the paisa (voucher prorated over the lines),
 * the PDF's text, refusal for cancelled and unshipped lines, old orders without a build-up, the job task and the
 * staff CLI command.
 */
import { runOnce, type JobHelpers } from "graphile-worker";
import { enqueue, JOB_SCHEMA } from "../../backend/jobs/queue";
import { jobTasks } from "../../backend/jobs/tasks";
import { issueInvoiceCommand } from "../../backend/invoices/cli-command";
import { sql } from "drizzle-orm";
import type { Figures } from "../../backend/invoices/amounts";
import { issueInvoiceTask } from "../../backend/invoices/issue-task";
import { InvoiceError, issueInvoiceForLine } from "../../backend/invoices/issue";
import { sellerFromEnv } from "../../backend/invoices/seller";
import type { InvoiceSnapshot } from "../../backend/invoices/snapshot";
import { formatAmount } from "../../backend/invoices/words";
import { pdfText } from "./helpers/pdf-text";
import { query, serviceForThisFile } from "./helpers/start-service";
import { buyerIn, DUBAI, KARNATAKA, KERALA, picks, placeCashOrder, ship } from "./invoices-helpers";

// pdf-parse runs in a child process (pdf.js takes a second or two to load there).
jest.setTimeout(30_000);

const svc = serviceForThisFile();

async function invoiceRow(lineId: number) {
  const rows = await query<{ invoice_number: string; kind: string; snapshot: InvoiceSnapshot; pdf: Buffer }>(
    svc.db,
    "SELECT invoice_number, kind, snapshot, pdf FROM invoices WHERE order_line_id = $1",
    [lineId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no invoice for line ${lineId}`);
  return row;
}

async function lineRow(lineId: number) {
  const rows = await query<{ line_total_paise: string; price_breakup: Record<string, unknown> | null }>(
    svc.db,
    "SELECT line_total_paise, price_breakup FROM order_lines WHERE id = $1",
    [lineId],
  );
  return rows[0]!;
}

const addsUp = (f: Figures) => f.taxable + f.cgst + f.sgst + f.igst;

describe("a cash order in the seller's state (Kerala), two lines and a voucher", () => {
  test("each line's invoice charges its price less its voucher share; both add up to the order, to the paisa", async () => {
    const buyer = await buyerIn(svc.baseUrl, KERALA);
    const [a, b] = await picks(svc, 2, 1_500_000, 4_000_000);
    const order = await placeCashOrder(svc, buyer, [{ pick: a! }, { pick: b!, quantity: 2 }], {
      voucher: "PAYDAY",
    });
    const [orderRow] = await query<{
      total_paise: string;
      coupon_discount_paise: string;
      currency_code: string;
    }>(svc.db, "SELECT total_paise, coupon_discount_paise, currency_code FROM orders WHERE id = $1", [
      order.orderId,
    ]);
    expect(Number(orderRow!.coupon_discount_paise)).toBeGreaterThan(0);
    expect(orderRow!.currency_code).toBe("INR");
    // The build-up was frozen at placement and adds up to the price charged.
    const frozen = (await lineRow(order.lineIds[0]!)).price_breakup;
    expect(frozen).toMatchObject({ finalPrice: a!.pricePaise, purity: expect.any(String) });

    await ship(svc, order.lineIds);
    for (const id of order.lineIds) await issueInvoiceForLine(svc.db, id);
    const invoices = await Promise.all(order.lineIds.map(invoiceRow));
    let charged = 0;
    for (const [i, inv] of invoices.entries()) {
      const s = inv.snapshot;
      expect(inv.kind).toBe("tax");
      expect(s.supply).toBe("intra");
      expect(s.placeOfSupply).toEqual({ name: "Kerala", code: "32" });
      expect(s.inr.igst).toBe(0);
      expect(s.inr.cgst).toBe(s.inr.sgst);
      expect(addsUp(s.inr)).toBe(s.inr.total);
      const lineTotal = Number((await lineRow(order.lineIds[i]!)).line_total_paise);
      expect(s.inr.total).toBe(lineTotal - s.line.voucherSharePaise);
      const f = s.inr;
      expect(
        (f.metal ?? NaN) + (f.stones ?? NaN) + (f.making ?? NaN) - (f.discount ?? NaN) + (f.rounding ?? NaN),
      ).toBe(f.taxable);
      expect(s.line.hsn).toBe("7113");
      expect(s.seller.gstin.startsWith("32")).toBe(true);
      charged += s.inr.total;
    }
    expect(charged).toBe(Number(orderRow!.total_paise));

    const text = (await pdfText(invoices[1]!.pdf)).text.replace(/\s+/g, " ");
    const s = invoices[1]!.snapshot;
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain(s.invoiceNumber);
    expect(text).toContain(sellerFromEnv().gstin);
    expect(text).toContain("7113");
    expect(text).toContain("CGST @ 1.5%");
    expect(text).toContain("SGST @ 1.5%");
    expect(text).not.toContain("IGST");
    expect(text).toContain(formatAmount(s.inr.total));
    expect(text).toContain(formatAmount(s.inr.taxable));
    expect(text).toContain(formatAmount(s.inr.cgst));
    expect(text).toContain(order.orderCode);
    expect(text).toContain("voucher PAYDAY");
  });
});

describe("another state and another country", () => {
  test("a Karnataka address pays IGST 3% with Karnataka (29) as the place of supply", async () => {
    const buyer = await buyerIn(svc.baseUrl, KARNATAKA);
    const [p] = await picks(svc, 1, 1_000_000, 3_000_000);
    const order = await placeCashOrder(svc, buyer, [{ pick: p! }]);
    await ship(svc, order.lineIds);
    const issued = await issueInvoiceForLine(svc.db, order.lineIds[0]!);
    const { snapshot: s, pdf } = await invoiceRow(order.lineIds[0]!);
    expect(issued.kind).toBe("tax");
    expect(s.supply).toBe("inter");
    expect(s.placeOfSupply).toEqual({ name: "Karnataka", code: "29" });
    expect([s.inr.cgst, s.inr.sgst]).toEqual([0, 0]);
    expect(s.inr.igst).toBeGreaterThan(0);
    expect(s.inr.total).toBe(p!.pricePaise);
    expect(addsUp(s.inr)).toBe(p!.pricePaise);
    const text = (await pdfText(pdf)).text.replace(/\s+/g, " ");
    expect(text).toContain("IGST @ 3%");
    expect(text).not.toContain("CGST");
    expect(text).toContain("Karnataka (29)");
    expect(text).toContain(formatAmount(s.inr.igst));
  });

  test("a delivery to the UAE, ordered in AED, gets a zero-rated export invoice in AED with the INR value", async () => {
    const buyer = await buyerIn(svc.baseUrl, DUBAI);
    const [p] = await picks(svc, 1, 1_000_000, 3_000_000);
    const uae = (await query<{ id: number }>(svc.db, "SELECT id FROM countries WHERE iso_code = 'AE'"))[0]!
      .id;
    const order = await placeCashOrder(svc, buyer, [{ pick: p! }], { countryId: uae });
    const [o] = await query<{ currency_code: string; paise_per_unit: number }>(
      svc.db,
      "SELECT currency_code, paise_per_unit FROM orders WHERE id = $1",
      [order.orderId],
    );
    expect(o).toEqual({ currency_code: "AED", paise_per_unit: 2_300 });
    await ship(svc, order.lineIds);
    const issued = await issueInvoiceForLine(svc.db, order.lineIds[0]!);
    expect(issued.kind).toBe("export");
    const { kind, snapshot: s, pdf } = await invoiceRow(order.lineIds[0]!);
    expect(kind).toBe("export");
    expect(s.placeOfSupply.code).toBe("96");
    // An export is charged its price without GST, and the invoice charges no tax on it.
    const [exportPrice] = await query<{ paise: number }>(
      svc.db,
      "SELECT export_final_price_paise AS paise FROM products WHERE id = $1",
      [p!.productId],
    );
    expect(s.supply).toBe("zero-rated");
    expect(s.inr.total).toBe(exportPrice!.paise);
    expect([s.inr.cgst, s.inr.sgst, s.inr.igst]).toEqual([0, 0, 0]);
    expect(s.inr.taxable).toBe(exportPrice!.paise);
    expect(s.currency?.code).toBe("AED");
    expect(s.currency?.figures.total).toBe(Math.round((exportPrice!.paise * 100) / 2_300));
    const text = (await pdfText(pdf)).text.replace(/\s+/g, " ");
    expect(text).toContain("EXPORT INVOICE");
    expect(text).toContain("United Arab Emirates (96)");
    expect(text).toContain(
      `Invoice total ${formatAmount(s.currency!.figures.total, "AED")} ${formatAmount(s.inr.total)}`,
    );
    expect(text).toContain("UAE Dirhams");
    expect(text).toContain("without payment of integrated tax (IGST)");
    expect(text).not.toContain("IGST @");
    expect(text).toContain("Any UAE import duty and VAT (5%) are payable by the recipient on delivery.");
  });
});

describe("refusals and idempotency", () => {
  test("a cancelled line is refused with 409 and takes no number; an unshipped line too", async () => {
    const buyer = await buyerIn(svc.baseUrl, KERALA);
    const [p, q] = await picks(svc, 2, 1_000_000, 3_000_000);
    const order = await placeCashOrder(svc, buyer, [{ pick: p! }, { pick: q! }]);
    const [cancelled, waiting] = order.lineIds;
    await query(svc.db, "UPDATE order_lines SET shipment_status = '5' WHERE id = $1", [cancelled]);
    await query(svc.db, "UPDATE order_lines SET shipment_status = '6' WHERE id = $1", [cancelled]);
    const before = await query<{ n: number }>(
      svc.db,
      "SELECT coalesce(sum(last_seq), 0)::int AS n FROM invoice_counters",
    );
    const err = await issueInvoiceForLine(svc.db, cancelled!).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvoiceError);
    expect((err as InvoiceError).status).toBe(409);
    expect((err as InvoiceError).message).toMatch(/was cancelled/);
    await expect(issueInvoiceForLine(svc.db, waiting!)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/not been shipped/),
    });
    await expect(issueInvoiceForLine(svc.db, 2_000_000_000)).rejects.toMatchObject({ status: 404 });
    const after = await query<{ n: number }>(
      svc.db,
      "SELECT coalesce(sum(last_seq), 0)::int AS n FROM invoice_counters",
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(
      await query(svc.db, "SELECT 1 FROM invoices WHERE order_line_id = ANY($1::int[])", [order.lineIds]),
    ).toHaveLength(0);
  });

  test("issuing a line again (even at the same time) returns its one invoice", async () => {
    const buyer = await buyerIn(svc.baseUrl, KERALA);
    const [p] = await picks(svc, 1);
    const order = await placeCashOrder(svc, buyer, [{ pick: p! }]);
    await ship(svc, order.lineIds);
    const id = order.lineIds[0]!;
    const [x, y] = await Promise.all([issueInvoiceForLine(svc.db, id), issueInvoiceForLine(svc.db, id)]);
    expect(x.invoiceNumber).toBe(y.invoiceNumber);
    expect([x.created, y.created].sort()).toEqual([false, true]);
    const again = await issueInvoiceForLine(svc.db, id);
    expect(again).toMatchObject({ id: x.id, invoiceNumber: x.invoiceNumber, created: false });
  });
});

describe("orders placed before the build-up was recorded", () => {
  test("still get an invoice: weights from the catalogue, build-up columns dashed and explained", async () => {
    const buyer = await buyerIn(svc.baseUrl, KARNATAKA);
    const [p] = await picks(svc, 1);
    const order = await placeCashOrder(svc, buyer, [{ pick: p! }]);
    await query(svc.db, "UPDATE order_lines SET price_breakup = NULL WHERE id = $1", [order.lineIds[0]]);
    await ship(svc, order.lineIds);
    await issueInvoiceForLine(svc.db, order.lineIds[0]!);
    const { snapshot: s, pdf } = await invoiceRow(order.lineIds[0]!);
    expect([s.inr.metal, s.inr.stones, s.inr.making, s.inr.discount, s.inr.rounding]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(addsUp(s.inr)).toBe(p!.pricePaise);
    expect(s.line.detailsFrom).toBe("catalogue");
    const text = (await pdfText(pdf)).text.replace(/\s+/g, " ");
    expect(text).toContain("was not recorded when this order was placed");
    expect(text).toContain(formatAmount(s.inr.taxable));
  });
});

describe("the job task and the staff CLI", () => {
  const helpers = {
    logger: { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} },
  } as unknown as JobHelpers;

  test("issue-invoice issues once; a cancelled line ends the job quietly; the CLI reports each shipment", async () => {
    const buyer = await buyerIn(svc.baseUrl, KERALA);
    const [p, q, r] = await picks(svc, 3, 1_000_000, 3_000_000);
    const order = await placeCashOrder(svc, buyer, [{ pick: p! }, { pick: q! }, { pick: r! }]);
    const [first, second, third] = order.lineIds as [number, number, number];
    await ship(svc, [first, second]);
    await query(svc.db, "UPDATE order_lines SET shipment_status = '5' WHERE id = $1", [third]);
    await query(svc.db, "UPDATE order_lines SET shipment_status = '6' WHERE id = $1", [third]);

    const task = issueInvoiceTask(svc.db);
    await task({ orderLineId: first }, helpers);
    await task({ orderLineId: first }, helpers);
    await expect(task({ orderLineId: third }, helpers)).resolves.toBeUndefined();
    await expect(task({ orderLineId: "x" }, helpers)).rejects.toThrow();
    const number = (await invoiceRow(first)).invoice_number;

    const printed = await issueInvoiceCommand(svc.db, order.orderCode.toLowerCase());
    expect(printed).toHaveLength(3);
    expect(printed[0]).toBe(`${order.orderCode} line ${first}: invoice ${number} already issued`);
    expect(printed[1]).toMatch(
      new RegExp(`^${order.orderCode} line ${second}: invoice SWA/\\d{2}-\\d{2}/\\d{6} issued$`),
    );
    expect(printed[2]).toMatch(/not invoiced/);
    await expect(issueInvoiceCommand(svc.db, "SWA000000999999")).rejects.toMatchObject({ status: 404 });
  });

  test("an issue-invoice job enqueued with the ship transaction is run by the queue's worker", async () => {
    const buyer = await buyerIn(svc.baseUrl, KARNATAKA);
    const [p] = await picks(svc, 1);
    const order = await placeCashOrder(svc, buyer, [{ pick: p! }]);
    const lineId = order.lineIds[0]!;
    await svc.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE order_lines SET shipment_status = '2' WHERE id = ${lineId}`);
      await enqueue(tx, "issue-invoice", { orderLineId: lineId });
    });
    await runOnce({
      connectionString: svc.db.$client.options.connectionString as string,
      schema: JOB_SCHEMA,
      taskList: jobTasks(svc.db),
      noHandleSignals: true,
    });
    const { snapshot } = await invoiceRow(lineId);
    expect(snapshot.supply).toBe("inter");
    expect(snapshot.inr.total).toBe(p!.pricePaise);
    const left = await query(
      svc.db,
      `SELECT 1 FROM ${JOB_SCHEMA}.jobs WHERE task_identifier = 'issue-invoice'`,
    );
    expect(left).toHaveLength(0);
  });
});
