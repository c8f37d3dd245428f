/**
 * GST and exports on the reference store API (docs/domain/catalogue-and-pricing.md, "GST and exports"): a shopper in
 * India is charged GST 3% on metal + making + stones; a shopper in the USA, the UAE or Saudi Arabia buys a
 * zero-rated export (no GST) and the product breakup, the cart, the order and its export invoice all say so and
 * agree to the paisa. An order from the UAE store must ship to the UAE.
 */
import { randomUUID } from "node:crypto";
import type { InvoiceSnapshot } from "../../backend/invoices/snapshot";
import { issueInvoiceForLine } from "../../backend/invoices/issue";
import { valueAtTodaysRates } from "../../backend/orders/valuation";
import { formatAmount } from "../../backend/invoices/words";
import { productDetailResponse, type ProductDetail } from "../../lib/store-api/contract";
import { addToCart, call, pickProduct, type Pick } from "./commerce-helpers";
import { getParsed } from "./helpers/catalogue";
import { pdfText } from "./helpers/pdf-text";
import { query, startService, type RunningService } from "./helpers/start-service";
import { buyerIn, DUBAI, KERALA, placeCashOrder, ship } from "./invoices-helpers";

jest.setTimeout(30_000);

let svc: RunningService;
let countries: Map<string, { id: number; paisePerUnit: number }>;

beforeAll(async () => {
  svc = await startService();
  const rows = await query<{ iso_code: string; id: number; paise_per_unit: number }>(
    svc.db,
    `SELECT c.iso_code, c.id, r.paise_per_unit FROM countries c
     JOIN exchange_rates r ON r.currency_code = c.currency_code`,
  );
  countries = new Map(rows.map((r) => [r.iso_code, { id: r.id, paisePerUnit: r.paise_per_unit }]));
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

const country = (iso: string) => countries.get(iso)!;

/** Paise in a currency's minor units, as the store converts them (half up to the cent). */
const converted = (paise: number, iso: string) => Math.round((paise * 100) / country(iso).paisePerUnit) / 100;

async function prices(productId: number) {
  const [row] = await query<{
    gst_final: number;
    export_final: number;
    gst_price: number;
    export_price: number;
  }>(
    svc.db,
    `SELECT final_price_paise AS gst_final, export_final_price_paise AS export_final,
            price_paise AS gst_price, export_price_paise AS export_price
     FROM products WHERE id = $1`,
    [productId],
  );
  return row!;
}

async function detailIn(productId: number, iso: string): Promise<ProductDetail> {
  const { results } = await getParsed(
    svc.baseUrl,
    `ecom/products/${productId}?country=${country(iso).id}`,
    productDetailResponse,
  );
  return results.data;
}

describe("the price breakup per country (GET ecom/products/<id>)", () => {
  test("India charges GST 3%; the USA, the UAE and Saudi Arabia get the export price with no GST", async () => {
    const pick = await pickProduct(svc, "plain", { minPaise: 2_000_000, maxPaise: 9_000_000 });
    const own = await prices(pick.productId);
    const india = await detailIn(pick.productId, "IN");
    const b = india.price_breakup!;
    expect(b.supply).toBe("domestic");
    expect(b.gst).toBeGreaterThan(0);
    // GST is 3% of metal + stones + making less the discount.
    const taxable = b.metal + b.diamonds + b.other_stones + b.making_charges - b.discount;
    expect(Math.abs(b.gst - taxable * 0.03)).toBeLessThanOrEqual(0.01);
    expect(b.total).toBe(own.gst_final / 100);
    expect(india.country_discount_price).toBe(own.gst_final / 100);

    for (const iso of ["US", "AE", "SA"]) {
      const d = await detailIn(pick.productId, iso);
      const e = d.price_breakup!;
      expect({ iso, supply: e.supply, gst: e.gst }).toEqual({ iso, supply: "export", gst: 0 });
      // The same metal, stones and making as India, in the shopper's currency; the total is the export price.
      expect(e.metal).toBe(converted(Math.round(b.metal * 100), iso));
      expect(e.total).toBe(converted(own.export_final, iso));
      expect(d.country_discount_price).toBe(e.total);
      expect(d.country_total_price).toBe(converted(own.export_price, iso));
      expect(d.discount_price).toBe(own.export_final / 100);
      const sum = e.metal + e.diamonds + e.other_stones + e.making_charges - e.discount;
      expect(Math.abs(sum - e.total)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(e.total).toBeLessThan(converted(own.gst_final, iso));
    }
  });
});

describe("a UAE order", () => {
  let buyer: Awaited<ReturnType<typeof buyerIn>>;
  let pick: Pick;

  beforeAll(async () => {
    buyer = await buyerIn(svc.baseUrl, DUBAI);
    pick = await pickProduct(svc, "plain", { minPaise: 1_500_000, maxPaise: 6_000_000, offset: 3 });
  });

  test("the UAE cart is priced without GST, and a line added in India reports no price change", async () => {
    await addToCart(svc.baseUrl, buyer.token, pick);
    const own = await prices(pick.productId);
    const cart = await call(svc.baseUrl, `ecom/cartitems/?country=${country("AE").id}`, undefined, {
      token: buyer.token,
    });
    expect(cart.status).toBe(200);
    const line = cart.body.results.data.cart_item[0];
    expect(cart.body.results.data.cartmaster.grand_total).toBe(own.export_final / 100);
    expect(line.items_total).toBe(own.export_final / 100);
    expect(line.product.country_discount_price).toBe(converted(own.export_final, "AE"));
    expect(line.price_was).toBeNull();
    await call(svc.baseUrl, `ecom/cartitems/${line.id}/`, undefined, {
      token: buyer.token,
      method: "DELETE",
    });
  });

  test("its totals carry no GST: every line is charged its export price and the build-up has GST 0", async () => {
    const second = await pickProduct(svc, "plain", { minPaise: 1_500_000, maxPaise: 6_000_000, offset: 4 });
    const order = await placeCashOrder(svc, buyer, [{ pick }, { pick: second, quantity: 2 }], {
      countryId: country("AE").id,
    });
    const [o] = await query<{
      supply: string;
      item_subtotal_paise: string;
      total_paise: string;
      currency_code: string;
    }>(svc.db, "SELECT supply, item_subtotal_paise, total_paise, currency_code FROM orders WHERE id = $1", [
      order.orderId,
    ]);
    const [a, b] = [await prices(pick.productId), await prices(second.productId)];
    expect(o!.supply).toBe("export");
    expect(o!.currency_code).toBe("AED");
    expect(Number(o!.item_subtotal_paise)).toBe(a.export_final + 2 * b.export_final);
    expect(Number(o!.total_paise)).toBe(a.export_final + 2 * b.export_final);
    const lines = await query<{
      unit_price_paise: string;
      price_breakup: { gst: number; finalPrice: number };
    }>(svc.db, "SELECT unit_price_paise, price_breakup FROM order_lines WHERE order_id = $1 ORDER BY id", [
      order.orderId,
    ]);
    expect(lines.map((l) => Number(l.unit_price_paise))).toEqual([a.export_final, b.export_final]);
    for (const l of lines) {
      expect(l.price_breakup.gst).toBe(0);
      expect(l.price_breakup.finalPrice).toBe(Number(l.unit_price_paise));
    }
    const detail = await call(
      svc.baseUrl,
      `ecom/orders/${order.orderId}?shipment_id=${order.lineIds[0]}&country=${country("AE").id}`,
      undefined,
      { token: buyer.token },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.results.data.order).toMatchObject({ supply: "export", country_code: "AE" });
    expect(detail.body.results.data.order.payment_data.total).toBe(
      (a.export_final + 2 * b.export_final) / 100,
    );

    // Lifetime exchange and buyback value an export piece at its export MRP: it never carried GST.
    const today = await valueAtTodaysRates(svc.db, order.lineIds[0]!);
    expect(today.unitMrpPaise).toBe(a.export_price);
  });

  test("an order from the UAE store to an address in India is refused with a clear message, nothing written", async () => {
    const indian = await buyerIn(svc.baseUrl, KERALA);
    await addToCart(svc.baseUrl, indian.token, pick);
    const before = await query<{ n: number }>(
      svc.db,
      "SELECT count(*)::int AS n FROM orders WHERE user_id = $1",
      [indian.id],
    );
    const res = await call(
      svc.baseUrl,
      `ecom/checkout/?country=${country("AE").id}`,
      { promocode_id: 0, address_id: indian.addressId, mode: "C", amount_to_pay: 0 },
      { token: indian.token, headers: { "Idempotency-Key": randomUUID() } },
    );
    expect(res.status).toBe(422);
    expect(res.body.results.message).toBe(
      "Prices here are for delivery in United Arab Emirates, and this address is in India. Please choose an address in United Arab Emirates, or change the country at the top of the page to order for India.",
    );
    const after = await query<{ n: number }>(
      svc.db,
      "SELECT count(*)::int AS n FROM orders WHERE user_id = $1",
      [indian.id],
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe("the export invoice", () => {
  test("zero-rated: no GST line, and metal + stones + making - discount + rounding = taxable = total, with a voucher", async () => {
    const buyer = await buyerIn(svc.baseUrl, DUBAI);
    const a = await pickProduct(svc, "plain", { minPaise: 2_000_000, maxPaise: 5_000_000, offset: 6 });
    const b = await pickProduct(svc, "plain", { minPaise: 2_000_000, maxPaise: 5_000_000, offset: 7 });
    const order = await placeCashOrder(svc, buyer, [{ pick: a }, { pick: b }], {
      voucher: "PAYDAY",
      countryId: country("AE").id,
    });
    const [o] = await query<{ total_paise: string; coupon_discount_paise: string }>(
      svc.db,
      "SELECT total_paise, coupon_discount_paise FROM orders WHERE id = $1",
      [order.orderId],
    );
    expect(Number(o!.coupon_discount_paise)).toBeGreaterThan(0);
    await ship(svc, order.lineIds);
    let charged = 0;
    for (const id of order.lineIds) {
      const issued = await issueInvoiceForLine(svc.db, id);
      expect(issued.kind).toBe("export");
      const [row] = await query<{ snapshot: InvoiceSnapshot; pdf: Buffer }>(
        svc.db,
        "SELECT snapshot, pdf FROM invoices WHERE order_line_id = $1",
        [id],
      );
      const s = row!.snapshot;
      expect(s.supply).toBe("zero-rated");
      for (const f of [s.inr, s.currency!.figures]) {
        expect([f.cgst, f.sgst, f.igst]).toEqual([0, 0, 0]);
        expect(f.taxable).toBe(f.total);
        expect(f.metal! + f.stones! + f.making! - f.discount! + f.rounding!).toBe(f.taxable);
      }
      // The voucher share comes off an export price: no GST inside it.
      expect(s.voucherExGstPaise).toBe(s.line.voucherSharePaise);
      expect(s.inr.total).toBe(s.line.lineTotalPaise - s.line.voucherSharePaise);
      charged += s.inr.total;

      const text = (await pdfText(row!.pdf)).text.replace(/\s+/g, " ");
      expect(text).toContain("EXPORT INVOICE");
      expect(text).toContain(
        "Supply meant for export under Letter of Undertaking without payment of integrated tax (IGST)",
      );
      expect(text).not.toMatch(/[CSI]GST @/);
      expect(text).toContain("Any UAE import duty and VAT (5%) are payable by the recipient on delivery.");
      expect(text).toContain(
        `Invoice total ${formatAmount(s.currency!.figures.total, "AED")} ${formatAmount(s.inr.total)}`,
      );
    }
    expect(charged).toBe(Number(o!.total_paise));
  });
});
