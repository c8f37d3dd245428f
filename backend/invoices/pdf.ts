/**
 * Renders an invoice snapshot as a one-page A4 PDF the way an Indian jeweller's tax invoice reads: seller block and
 * "TAX INVOICE" / "EXPORT INVOICE" title, invoice and order numbers and dates, bill-to and ship-to, place of supply,
 * the goods table (HSN 7113, purity, weights, value build-up), tax summary, amount in words (lakh / crore), HUID,
 * declaration and authorised signatory. The output depends on the snapshot only (creation date = issue instant),
 * so the stored bytes can be reproduced.
 */
import {
  ACCENT,
  box,
  linesAt,
  MUTED,
  newDoc,
  PAGE,
  rule,
  SHADE,
  textAt,
  toBuffer,
  type Doc,
} from "./pdf-kit";
import { drawLineTable, drawSummary, tableMoney } from "./pdf-table";
import type { InvoiceParty, InvoiceSnapshot } from "./snapshot";
import { amountInWords, formatAmount } from "./words";

/** '2026-11-26' -> '26-11-2026' (the Indian order). */
function dmy(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${d}-${m}-${y}`;
}

function drawHeader(doc: Doc, s: InvoiceSnapshot): number {
  const seller = s.seller;
  const top = PAGE.top;
  textAt(doc, seller.tradeName, PAGE.left, top, { width: 300, size: 18, bold: true, color: ACCENT });
  const sellerLines = [
    seller.name,
    ...seller.addressLines,
    `${seller.state} (State code ${seller.stateCode})`,
    `GSTIN: ${seller.gstin}    PAN: ${seller.pan}`,
    `${seller.phone}  ·  ${seller.email}`,
  ];
  const left =
    26 + linesAt(doc, sellerLines, PAGE.left, top + 26, { width: 300, size: 7.5, boldFirst: true });

  const title = s.kind === "export" ? "EXPORT INVOICE" : "TAX INVOICE";
  const rx = PAGE.right - 210;
  textAt(doc, title, rx, top, { width: 210, size: 15, bold: true, align: "right" });
  textAt(doc, "Original for recipient", rx, top + 19, { width: 210, size: 7, color: MUTED, align: "right" });
  const facts: [string, string][] = [
    ["Invoice no.", s.invoiceNumber],
    ["Invoice date", dmy(s.invoiceDate)],
    ["Order no.", s.orderCode],
    ["Order date", dmy(s.orderDate)],
    ["Place of supply", `${s.placeOfSupply.name} (${s.placeOfSupply.code})`],
    ["Reverse charge", "No"],
  ];
  let y = top + 32;
  box(doc, rx, y, 210, facts.length * 13 + 6);
  y += 4;
  for (const [label, value] of facts) {
    textAt(doc, label, rx + 6, y, { width: 70, size: 7.5, color: MUTED });
    textAt(doc, value, rx + 76, y, { width: 128, size: 7.5, bold: true, align: "right" });
    y += 13;
  }
  const bottom = Math.max(top + left, y + 6) + 8;
  rule(doc, PAGE.left, PAGE.right, bottom, ACCENT, 1.2);
  return bottom + 8;
}

function partyLines(p: InvoiceParty, gstin: boolean): string[] {
  const lines = [p.name, ...p.lines];
  if (p.stateCode) lines.push(`State: ${p.state} (code ${p.stateCode})`);
  if (p.phone) lines.push(`Phone: ${p.phone}`);
  if (p.email) lines.push(`E-mail: ${p.email}`);
  if (gstin) lines.push("GSTIN: Unregistered (consumer)");
  return lines;
}

function drawParties(doc: Doc, s: InvoiceSnapshot, y: number): number {
  const w = (PAGE.width - 10) / 2;
  const blocks: [string, string[]][] = [
    ["Bill to", partyLines(s.billTo, true)],
    ["Ship to", partyLines(s.shipTo, false)],
  ];
  let h = 0;
  blocks.forEach(([title, lines], i) => {
    const x = PAGE.left + i * (w + 10);
    textAt(doc, title.toUpperCase(), x + 6, y + 5, { width: w - 12, size: 7, bold: true, color: ACCENT });
    h = Math.max(h, 16 + linesAt(doc, lines, x + 6, y + 16, { width: w - 12, size: 7.5, boldFirst: true }));
  });
  box(doc, PAGE.left, y, w, h + 6);
  box(doc, PAGE.left + w + 10, y, w, h + 6);
  return y + h + 16;
}

function remarks(s: InvoiceSnapshot): string[] {
  const { code } = tableMoney(s);
  const out: string[] = [];
  const voucher = s.line.voucherSharePaise;
  const zeroRated = s.supply === "zero-rated";
  const voucherText = zeroRated
    ? `this shipment's share of voucher ${s.promocode ?? ""}, ₹${formatAmount(voucher)}`
    : `this shipment's share of voucher ${s.promocode ?? ""}, ₹${formatAmount(s.voucherExGstPaise)} before GST (₹${formatAmount(voucher)} incl. GST)`;
  if (s.inr.discount !== null && s.inr.discount > 0) {
    const catalogue = s.inr.discount - (voucher > 0 ? s.voucherExGstPaise : 0);
    const parts = [
      catalogue > 0 ? `catalogue discount ₹${formatAmount(catalogue)}` : "",
      voucher > 0 ? voucherText : "",
    ].filter(Boolean);
    out.push(`Discount: ${parts.join(" + ")}.`);
  } else if (voucher > 0) out.push(`Voucher: ${voucherText}, included in the amount charged.`);
  if (s.inr.rounding !== null)
    out.push(
      "Rounding: prices are charged in whole rupees; the difference from the value build-up is shown above.",
    );
  if (s.currency)
    out.push(
      `Amounts in ${code} at ₹${formatAmount(s.currency.paisePerUnit)} per ${code}, the rate of the order; payment received in INR.`,
    );
  if (zeroRated)
    out.push(
      "Supply meant for export under Letter of Undertaking without payment of integrated tax (IGST): zero-rated, no GST charged.",
    );
  else if (s.kind === "export") out.push("Supply meant for export with payment of integrated tax (IGST).");
  return [...out, ...s.notes];
}

function drawFooter(doc: Doc, s: InvoiceSnapshot, y: number): void {
  const { code, figures } = tableMoney(s);
  let top = y + 10;
  box(doc, PAGE.left, top, PAGE.width, 20, SHADE);
  textAt(doc, `Amount in words: ${amountInWords(figures.total, code)}`, PAGE.left + 6, top + 6, {
    width: PAGE.width - 12,
    size: 7.5,
    bold: true,
  });
  top += 30;
  const hallmark = s.line.huid ? ` The gold article is BIS hallmarked; HUID ${s.line.huid}.` : "";
  textAt(doc, "Declaration", PAGE.left, top, { width: 300, size: 7.5, bold: true });
  textAt(
    doc,
    `We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.${hallmark} Goods once sold are covered by our exchange and buyback policy.`,
    PAGE.left,
    top + 11,
    { width: 300, size: 7, color: MUTED },
  );
  const sx = PAGE.right - 200;
  textAt(doc, `For ${s.seller.name}`, sx, top, { width: 200, size: 7.5, bold: true, align: "right" });
  rule(doc, sx + 60, PAGE.right, top + 48);
  textAt(doc, "Authorised Signatory", sx, top + 52, { width: 200, size: 7.5, align: "right" });
  textAt(
    doc,
    "This is a computer-generated invoice. HSN 7113: articles of jewellery of precious metal.",
    PAGE.left,
    786,
    { width: PAGE.width, size: 6.5, color: MUTED, align: "center" },
  );
}

/** Renders the PDF of a snapshot. */
export async function renderInvoicePdf(s: InvoiceSnapshot): Promise<Buffer> {
  const doc = newDoc({
    title: `Invoice ${s.invoiceNumber}`,
    subject: `${s.kind === "export" ? "Export" : "Tax"} invoice for order ${s.orderCode}`,
    author: s.seller.name,
    createdAt: new Date(s.issuedAt),
  });
  let y = drawHeader(doc, s);
  y = drawParties(doc, s, y);
  y = drawLineTable(doc, s, y);
  const summaryTop = y + 10;
  const notes = remarks(s);
  const notesH = linesAt(doc, notes, PAGE.left, summaryTop, {
    width: PAGE.width - (s.currency ? 300 : 240),
    size: 7,
    color: MUTED,
  });
  const summaryBottom = drawSummary(doc, s, summaryTop);
  drawFooter(doc, s, Math.max(summaryTop + notesH, summaryBottom));
  return toBuffer(doc);
}
