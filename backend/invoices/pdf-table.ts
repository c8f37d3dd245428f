/**
 * The invoice's goods table (HSN, purity, weights, metal / stone / making / discount / taxable columns) and its tax
 * summary box, drawn from the snapshot. Amounts are in the invoice currency (the order's for exports, with an INR
 * column in the summary); a figure the order did not record prints as a dash, never as a guess. A zero-rated export
 * has no tax line: its taxable value is its total.
 */
import type { Figures } from "./amounts";
import { box, fitAt, INK, MUTED, PAGE, rule, SHADE, textAt, type Doc } from "./pdf-kit";
import type { InvoiceSnapshot } from "./snapshot";
import { formatAmount, formatMilli } from "./words";

const DASH = "—";

/** Column widths (pt) of the goods table; they fill the page width. */
const COLS = [
  { key: "no", title: "#", w: 14, align: "center" },
  { key: "desc", title: "Description of goods", w: 112, align: "left" },
  { key: "hsn", title: "HSN", w: 28, align: "center" },
  { key: "purity", title: "Purity", w: 30, align: "center" },
  { key: "qty", title: "Qty", w: 20, align: "center" },
  { key: "gross", title: "Gross wt (g)", w: 36, align: "right" },
  { key: "net", title: "Net wt (g)", w: 36, align: "right" },
  { key: "metal", title: "Metal value", w: 49.45, align: "right" },
  { key: "stones", title: "Stone value", w: 49.45, align: "right" },
  { key: "making", title: "Making charges", w: 49.46, align: "right" },
  { key: "discount", title: "Discount", w: 49.46, align: "right" },
  { key: "taxable", title: "Taxable value", w: 49.46, align: "right" },
] as const;

/** The currency the table is drawn in and its figures. */
export function tableMoney(s: InvoiceSnapshot): { code: string; figures: Figures } {
  return s.currency
    ? { code: s.currency.code, figures: s.currency.figures }
    : { code: "INR", figures: s.inr };
}

/** A figure as printed, or a dash when unknown. */
export function money(v: number | null, code: string): string {
  return v === null ? DASH : formatAmount(v, code);
}

/** Purity as a jeweller writes it: '18K', 'Pt 950'. */
export function purityLabel(purity: string | null): string {
  if (!purity) return DASH;
  return purity.startsWith("PT") ? `Pt ${purity.slice(2)}` : purity;
}

function descriptionLines(s: InvoiceSnapshot): string[] {
  const l = s.line;
  const out = [`SKU ${l.sku}`];
  if (l.quantity > 1) {
    const terms = s.supply === "zero-rated" ? "export price, no GST" : "incl. GST";
    out.push(`${l.quantity} pcs × ₹${formatAmount(l.unitPricePaise)} ${terms}`);
  }
  if (l.metalName) out.push(l.metalName);
  if (l.diamondWeightMct) out.push(`Diamonds ${formatMilli(l.diamondWeightMct)} ct`);
  if (l.otherStoneWeightMct) out.push(`Other stones ${formatMilli(l.otherStoneWeightMct)} ct`);
  if (l.huid) out.push(`HUID ${l.huid}`);
  return out;
}

/** Draws the goods table from `y`; returns the y below it. */
export function drawLineTable(doc: Doc, s: InvoiceSnapshot, y: number): number {
  const { code, figures: f } = tableMoney(s);
  const unit = code === "INR" ? "₹" : code;
  const titles = COLS.map((c) =>
    ["metal", "stones", "making", "discount", "taxable"].includes(c.key) ? `${c.title} (${unit})` : c.title,
  );
  doc.font("bold").fontSize(6.5);
  const headH =
    8 + Math.max(...COLS.map((c, i) => doc.heightOfString(titles[i] ?? "", { width: c.w - 4, lineGap: 1 })));
  box(doc, PAGE.left, y, PAGE.width, headH, SHADE);
  let x = PAGE.left;
  COLS.forEach((c, i) => {
    textAt(doc, titles[i] ?? "", x + 2, y + 4, { width: c.w - 4, size: 6.5, bold: true, align: c.align });
    x += c.w;
  });
  const l = s.line;
  const cells: Record<string, string> = {
    no: "1",
    hsn: l.hsn,
    purity: purityLabel(l.purity),
    qty: String(l.quantity),
    gross: l.grossWeightMg === null ? DASH : formatMilli(l.grossWeightMg),
    net: l.netMetalWeightMg === null ? DASH : formatMilli(l.netMetalWeightMg),
    metal: money(f.metal, code),
    stones: money(f.stones, code),
    making: money(f.making, code),
    discount: money(f.discount, code),
    taxable: money(f.taxable, code),
  };
  const rowY = y + headH;
  x = PAGE.left;
  let rowH = 0;
  for (const c of COLS) {
    let h: number;
    if (c.key === "desc") {
      h = textAt(doc, l.description, x + 3, rowY + 5, { width: c.w - 6, size: 7.5, bold: true });
      h += textAt(doc, descriptionLines(s).join("\n"), x + 3, rowY + 6 + h, {
        width: c.w - 6,
        size: 6.5,
        color: MUTED,
      });
      h += 1;
    } else {
      h = fitAt(doc, cells[c.key] ?? "", x + 2, rowY + 5, { width: c.w - 4, size: 7, align: c.align });
    }
    rowH = Math.max(rowH, h + 10);
    x += c.w;
  }
  box(doc, PAGE.left, rowY, PAGE.width, rowH);
  x = PAGE.left;
  for (const c of COLS.slice(0, -1)) {
    x += c.w;
    doc
      .lineWidth(0.4)
      .strokeColor("#c8c8c8")
      .moveTo(x, y)
      .lineTo(x, rowY + rowH)
      .stroke();
  }
  return rowY + rowH;
}

type SummaryRow = { label: string; values: string[]; bold?: boolean; shade?: boolean };

function summaryRows(s: InvoiceSnapshot): SummaryRow[] {
  const sets = s.currency ? [s.currency.figures, s.inr] : [s.inr];
  const codes = s.currency ? [s.currency.code, "INR"] : ["INR"];
  const col = (pick: (f: Figures) => number | null) => sets.map((f, i) => money(pick(f), codes[i] ?? "INR"));
  const rows: SummaryRow[] = [];
  if (s.inr.metal !== null) {
    rows.push({
      label: "Metal + stone + making",
      values: col((f) => (f.metal ?? 0) + (f.stones ?? 0) + (f.making ?? 0)),
    });
    rows.push({ label: "Less: discount", values: col((f) => (f.discount === null ? null : -f.discount)) });
    rows.push({ label: "Rounding to the price charged", values: col((f) => f.rounding) });
  }
  rows.push({ label: "Taxable value", values: col((f) => f.taxable), bold: true });
  if (s.supply === "intra") {
    rows.push({ label: "CGST @ 1.5%", values: col((f) => f.cgst) });
    rows.push({ label: "SGST @ 1.5%", values: col((f) => f.sgst) });
  } else if (s.supply !== "zero-rated") {
    rows.push({ label: "IGST @ 3%", values: col((f) => f.igst) });
  }
  rows.push({ label: "Invoice total", values: col((f) => f.total), bold: true, shade: true });
  return rows;
}

/** Draws the tax summary box at the right from `y`; returns the y below it. */
export function drawSummary(doc: Doc, s: InvoiceSnapshot, y: number): number {
  const rows = summaryRows(s);
  const width = s.currency ? 290 : 230;
  const x = PAGE.right - width;
  const valueW = 72;
  const labelW = width - valueW * (s.currency ? 2 : 1);
  let top = y;
  if (s.currency) {
    box(doc, x, top, width, 14, SHADE);
    textAt(doc, s.currency.code, x + labelW, top + 3, {
      width: valueW - 6,
      size: 7,
      bold: true,
      align: "right",
    });
    textAt(doc, "INR (₹)", x + labelW + valueW, top + 3, {
      width: valueW - 6,
      size: 7,
      bold: true,
      align: "right",
    });
    top += 14;
  }
  for (const r of rows) {
    const h = 15;
    box(doc, x, top, width, h, r.shade ? SHADE : undefined);
    textAt(doc, r.label, x + 5, top + 4, { width: labelW - 8, size: 7.5, bold: r.bold });
    r.values.forEach((v, i) => {
      fitAt(doc, v, x + labelW + i * valueW, top + 4, {
        width: valueW - 6,
        size: 7.5,
        bold: r.bold,
        align: "right",
      });
    });
    top += h;
  }
  rule(doc, x, x + width, top, INK, 0.8);
  return top;
}
