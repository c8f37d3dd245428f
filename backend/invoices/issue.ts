/**
 * Issues the GST tax invoice (or export invoice) of one shipment: once per order line, numbered without gaps, with
 * its snapshot and rendered PDF stored in `invoices`. An export order (orders.supply 'export') gets a zero-rated
 * export invoice: no GST, and a note of who pays the destination's duties and VAT.
 */
import { sql } from "drizzle-orm";
import { dutiesSentence } from "../../lib/tax/tax-notice";
import type { StoredBreakup } from "../commerce/price-breakup";
import type { Runner } from "../commerce/items";
import type { Db } from "../db/client";
import { HttpError } from "../http/errors";
import { prorate } from "./amounts";
import { gstStateOfAddress, isIndia } from "./gst-states";
import { financialYearOf, formatInvoiceNumber, takeInvoiceSeq } from "./numbering";
import { renderInvoicePdf } from "./pdf";
import { invoicePrefix, sellerFromEnv } from "./seller";
import { buildSnapshot, type CatalogueFacts, type InvoiceSnapshot } from "./snapshot";

/** Shipment statuses that may be invoiced: shipped, delivered, return requested, returned (the goods left). */
export const INVOICEABLE_STATUSES = ["2", "4", "7", "8"] as const;

/** A refusal to invoice: 404 unknown line, 409 not (or never to be) shipped, 422 no place of supply. */
export class InvoiceError extends HttpError {}

/** An invoice row as the callers need it. */
export interface IssuedInvoice {
  id: number;
  invoiceNumber: string;
  kind: "tax" | "export";
  orderLineId: number;
  /** false when the line already had its invoice (the same one is returned) */
  created: boolean;
}

type LineRow = {
  id: number;
  order_id: number;
  product_id: number;
  product_name: string;
  colour_name: string;
  size_name: string | null;
  sku: string;
  quantity: number;
  unit_price_paise: string;
  line_total_paise: string;
  shipment_status: string;
  price_breakup: StoredBreakup | null;
  order_code: string;
  order_created_at: Date | string;
  promocode: string | null;
  coupon_discount_paise: string;
  currency_code: string;
  paise_per_unit: number;
  supply: "domestic" | "export";
  /** the shop country's ISO code (null for orders without a country) */
  country_iso: string | null;
  address: Record<string, unknown>;
};

const REFUSALS: Record<string, string> = {
  "0": "is awaiting payment",
  "1": "has not been shipped yet",
  "5": "has a cancellation request and has not been shipped",
  "6": "was cancelled",
};

/** The line's invoice if it has one, with its snapshot and whether its PDF is stored yet. */
async function existing(
  tx: Runner,
  orderLineId: number,
): Promise<{ invoice: IssuedInvoice; snapshot: InvoiceSnapshot; pdfStored: boolean } | null> {
  const { rows } = await tx.execute<{
    id: number;
    invoice_number: string;
    kind: "tax" | "export";
    snapshot: InvoiceSnapshot;
    has_pdf: boolean;
  }>(sql`
    SELECT id, invoice_number, kind, snapshot, pdf IS NOT NULL AS has_pdf
    FROM invoices WHERE order_line_id = ${orderLineId}`);
  const r = rows[0];
  if (!r) return null;
  return {
    invoice: { id: r.id, invoiceNumber: r.invoice_number, kind: r.kind, orderLineId, created: false },
    snapshot: r.snapshot,
    pdfStored: r.has_pdf,
  };
}

/** The line's share of the voucher discount: largest-remainder proration over the order's line totals. */
async function voucherShare(tx: Runner, line: LineRow): Promise<number> {
  const discount = Number(line.coupon_discount_paise);
  if (discount === 0) return 0;
  const { rows } = await tx.execute<{ id: number; total: string }>(sql`
    SELECT id, line_total_paise AS total FROM order_lines WHERE order_id = ${line.order_id} ORDER BY id`);
  const shares = prorate(
    discount,
    rows.map((r) => Number(r.total)),
  );
  return shares[rows.findIndex((r) => r.id === line.id)] ?? 0;
}

async function catalogueFacts(tx: Runner, productId: number): Promise<CatalogueFacts | null> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    SELECT mt.purity, mt.name AS metal_name, p.gross_weight_mg, p.net_metal_weight_mg, p.diamond_weight_mct,
           p.other_stone_weight_mct, p.huid
    FROM products p JOIN metal_types mt ON mt.id = p.metal_type_id WHERE p.id = ${productId}`);
  const r = rows[0];
  if (!r) return null;
  return {
    purity: String(r.purity),
    metalName: String(r.metal_name),
    grossWeightMg: Number(r.gross_weight_mg),
    netMetalWeightMg: Number(r.net_metal_weight_mg),
    diamondWeightMct: Number(r.diamond_weight_mct),
    otherStoneWeightMct: Number(r.other_stone_weight_mct),
    huid: String(r.huid),
  };
}

/** Renders a stored invoice's PDF and saves it, unless a PDF is already stored (a concurrent or earlier run). */
async function storePdf(db: Db, invoiceId: number, snapshot: InvoiceSnapshot): Promise<void> {
  const pdf = await renderInvoicePdf(snapshot);
  await db.execute(sql`UPDATE invoices SET pdf = ${pdf} WHERE id = ${invoiceId} AND pdf IS NULL`);
}

/**
 * Issues the invoice of a shipped (or delivered, return requested, returned) order line; idempotent: a line that has
 * its invoice gets the same one back. Two steps:
 * 1. one transaction locks the line (two issuers of one line queue; the second finds the first's invoice), takes the
 *    year's next number (the counter row stays locked only until this short transaction commits; a rollback gives
 *    the number back) and inserts the invoice with its snapshot;
 * 2. after the commit the PDF is rendered from the snapshot and stored. Rendering takes a few hundred ms, so it is
 *    kept out of the counter's lock; if it fails, the invoice stands without its bytes, the next call for the line
 *    (the job's retry) stores them, and a download meanwhile renders the same bytes from the snapshot.
 * Seller details come from the environment (seller.ts).
 * @param opts.now the issue instant (tests); default now
 * @throws InvoiceError 404 unknown line; 409 a cancelled, unshipped or unpaid line; 422 an Indian address whose
 *   state cannot be told (no place of supply), or an export order addressed in India
 */
export async function issueInvoiceForLine(
  db: Db,
  orderLineId: number,
  opts: { now?: Date } = {},
): Promise<IssuedInvoice> {
  const seller = sellerFromEnv();
  const prefix = invoicePrefix();
  const { invoice, snapshot, pdfStored } = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<LineRow>(sql`
      SELECT l.id, l.order_id, l.product_id, l.product_name, l.colour_name, l.size_name, l.sku, l.quantity,
             l.unit_price_paise, l.line_total_paise, l.shipment_status, l.price_breakup,
             o.order_code, o.created_at AS order_created_at, o.promocode, o.coupon_discount_paise,
             o.currency_code, o.paise_per_unit, o.supply, c.iso_code AS country_iso, o.address
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      LEFT JOIN countries c ON c.id = o.country_id
      WHERE l.id = ${orderLineId}
      FOR UPDATE OF l`);
    const line = rows[0];
    if (!line) throw new InvoiceError(404, `Shipment ${orderLineId} not found`);
    const done = await existing(tx, orderLineId);
    if (done) return done;
    if (!(INVOICEABLE_STATUSES as readonly string[]).includes(line.shipment_status))
      throw new InvoiceError(
        409,
        `Shipment ${orderLineId} ${REFUSALS[line.shipment_status] ?? "cannot be invoiced"}: no invoice is issued for it`,
      );

    const address = line.address;
    const abroad = !isIndia(String(address.country ?? "India"));
    const destination = abroad
      ? null
      : gstStateOfAddress(String(address.state ?? ""), String(address.pincode ?? ""));
    if (!abroad && !destination)
      throw new InvoiceError(
        422,
        `Shipment ${orderLineId}: the delivery state '${String(address.state)}' is unknown`,
      );
    // Placement keeps an export's address abroad; an edited address in India would make it a GST sale.
    if (!abroad && line.supply === "export")
      throw new InvoiceError(
        422,
        `Shipment ${orderLineId} was sold as an export without GST but is addressed in India`,
      );
    const share = await voucherShare(tx, line);
    const catalogue = line.price_breakup ? null : await catalogueFacts(tx, line.product_id);

    // Everything above is read before the number is taken: the counter row is locked from here to the commit.
    const now = opts.now ?? new Date();
    const financialYear = financialYearOf(now);
    const seq = await takeInvoiceSeq(tx, financialYear);
    const invoiceNumber = formatInvoiceNumber(prefix, financialYear, seq);
    const built = buildSnapshot({
      number: { invoiceNumber, financialYear, seq },
      issuedAt: now,
      seller,
      order: {
        orderCode: line.order_code,
        createdAt: new Date(line.order_created_at),
        promocode: line.promocode,
        currencyCode: line.currency_code,
        paisePerUnit: Number(line.paise_per_unit),
        address,
      },
      line: {
        id: line.id,
        productName: line.product_name,
        colourName: line.colour_name,
        sizeName: line.size_name,
        sku: line.sku,
        quantity: Number(line.quantity),
        unitPricePaise: Number(line.unit_price_paise),
        lineTotalPaise: Number(line.line_total_paise),
        breakup: line.price_breakup,
      },
      voucherSharePaise: share,
      destination,
      catalogue,
      zeroRated: line.supply === "export",
      duties: dutiesSentence(line.country_iso ?? "", "the recipient"),
    });
    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO invoices (invoice_number, financial_year, seq, order_id, order_line_id, kind, snapshot, issued_at)
      VALUES (${invoiceNumber}, ${financialYear}, ${seq}, ${line.order_id}, ${line.id}, ${built.kind},
              ${JSON.stringify(built)}::jsonb, ${built.issuedAt})
      RETURNING id`);
    const id = inserted.rows[0]?.id;
    if (id === undefined) throw new Error("invoice insert returned nothing");
    const created: IssuedInvoice = { id, invoiceNumber, kind: built.kind, orderLineId, created: true };
    return { invoice: created, snapshot: built, pdfStored: false };
  });
  if (!pdfStored) await storePdf(db, invoice.id, snapshot);
  return invoice;
}
