/**
 * Drawing primitives of the invoice PDF on pdfkit: the embedded DejaVu fonts (they have the ₹ sign), colours, and
 * small helpers for boxed text, so the layout in pdf.ts reads as a list of blocks.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";

/** The pdfkit document type. */
export type Doc = InstanceType<typeof PDFDocument>;

const fontDir = path.join(
  path.dirname(createRequire(__filename).resolve("dejavu-fonts-ttf/package.json")),
  "ttf",
);
/** DejaVu Sans regular and bold (TTF, embedded as subsets). */
export const FONTS = {
  regular: path.join(fontDir, "DejaVuSans.ttf"),
  bold: path.join(fontDir, "DejaVuSans-Bold.ttf"),
};

/** A font as pdfkit takes it: a parsed fontkit font (anything with `layout`). */
type ParsedFont = { layout: (text: string) => unknown };
let parsed: { regular: ParsedFont; bold: ParsedFont } | undefined;

/**
 * The two fonts parsed once per process with the fontkit pdfkit itself uses (resolved from pdfkit's own location):
 * parsing a 700 kB TTF and laying out its glyphs for every invoice would cost more than the rest of the render.
 */
function parsedFonts(): { regular: ParsedFont; bold: ParsedFont } {
  if (parsed) return parsed;
  const fontkit = createRequire(createRequire(__filename).resolve("pdfkit"))("fontkit") as {
    create: (data: Uint8Array) => ParsedFont;
  };
  parsed = {
    regular: fontkit.create(readFileSync(FONTS.regular)),
    bold: fontkit.create(readFileSync(FONTS.bold)),
  };
  return parsed;
}

export const INK = "#1f1f1f";
export const MUTED = "#5f5f5f";
export const RULE = "#9a9a9a";
export const ACCENT = "#7a1f3d";
export const SHADE = "#f3eef0";

/** A4 with 36 pt margins: the usable frame. */
export const PAGE = { left: 36, top: 36, width: 523.28, right: 559.28 };

/** Creates the document: A4, the DejaVu fonts registered, fixed metadata (deterministic output). */
export function newDoc(info: { title: string; subject: string; author: string; createdAt: Date }): Doc {
  const fonts = parsedFonts();
  // pdfkit accepts a parsed font object (PDFFontFactory.open); its typings only list paths and buffers.
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.left,
    font: fonts.regular as unknown as string,
    info: {
      Title: info.title,
      Subject: info.subject,
      Author: info.author,
      Creator: "SWA Diamonds store",
      Producer: "pdfkit",
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
  });
  doc.registerFont("regular", fonts.regular as unknown as string);
  doc.registerFont("bold", fonts.bold as unknown as string);
  return doc;
}

/** Writes text at a position in a box of `width`; returns the height it took. */
export function textAt(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  opts: { width: number; size?: number; bold?: boolean; color?: string; align?: "left" | "right" | "center" },
): number {
  doc
    .font(opts.bold ? "bold" : "regular")
    .fontSize(opts.size ?? 8)
    .fillColor(opts.color ?? INK);
  const options = { width: opts.width, align: opts.align ?? "left", lineGap: 1 } as const;
  const height = doc.heightOfString(text, options);
  doc.text(text, x, y, options);
  return height;
}

/**
 * Writes one line of text that must not wrap (a figure): the font shrinks, down to 5 pt, until it fits `width`.
 * @returns the height it took
 */
export function fitAt(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  opts: { width: number; size: number; bold?: boolean; align?: "left" | "right" | "center" },
): number {
  let size = opts.size;
  doc.font(opts.bold ? "bold" : "regular");
  while (size > 5 && doc.fontSize(size).widthOfString(text) > opts.width) size -= 0.25;
  return textAt(doc, text, x, y + (opts.size - size) / 2, { ...opts, size });
}

/** Writes lines one under another (first line optionally bold); returns the total height. */
export function linesAt(
  doc: Doc,
  lines: string[],
  x: number,
  y: number,
  opts: { width: number; size?: number; boldFirst?: boolean; color?: string },
): number {
  let h = 0;
  lines.forEach((line, i) => {
    h += textAt(doc, line, x, y + h, {
      width: opts.width,
      size: opts.size,
      bold: opts.boldFirst === true && i === 0,
      color: opts.color,
    });
  });
  return h;
}

/** A stroked rectangle (thin grey rule). */
export function box(doc: Doc, x: number, y: number, w: number, h: number, fill?: string): void {
  if (fill) doc.rect(x, y, w, h).fill(fill);
  doc.lineWidth(0.6).strokeColor(RULE).rect(x, y, w, h).stroke();
}

/** A horizontal rule. */
export function rule(doc: Doc, x1: number, x2: number, y: number, color = RULE, width = 0.6): void {
  doc.lineWidth(width).strokeColor(color).moveTo(x1, y).lineTo(x2, y).stroke();
}

/** Collects the document's bytes once it is ended. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
