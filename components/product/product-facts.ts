/**
 * What the product page says about a piece, derived from the product detail (weight
 * text, certification, details table; the reference price breakup). Pure functions, unit-tested;
 * the tables in product-facts-tables.tsx only lay them out.
 */
import type { ProductDetail } from "@/lib/store-api/contract";
import { formatPrice } from "@/lib/money/format";
import { EXPORT_GST_ROW, GST_LABEL } from "@/lib/tax/tax-notice";

/** One label/value row of a table. */
export interface FactRow {
  label: string;
  value: string;
  /** a total or a deduction, styled apart */
  emphasis?: "total" | "discount";
}

const grams = (n: number) => `${n.toFixed(3)} g`;
const carats = (n: number) => `${n.toFixed(3)} ct`;
const mm = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

const isPlatinum = (d: Pick<ProductDetail, "metal_type">) => /platinum|pt\s?950/i.test(d.metal_type ?? "");
const isGold = (d: Pick<ProductDetail, "metal_type">) => /gold|\b(14|18|22|24)k\b/i.test(d.metal_type ?? "");

/** The short weight line under the name: 'Gross weight 3.120 g · Diamond 0.240 ct'. */
export function weightText(d: Pick<ProductDetail, "gross_weight" | "diamond_weight">): string {
  const parts = [`Gross weight ${grams(d.gross_weight)}`];
  if (d.diamond_weight > 0) parts.push(`Diamond ${carats(d.diamond_weight)}`);
  return parts.join(" · ");
}

/** Savings against the pre-discount price, or null when the product is not on discount. */
export function savings(
  d: Pick<ProductDetail, "is_on_discount" | "country_total_price" | "country_discount_price">,
): { amount: number; percent: number } | null {
  const amount = d.country_total_price - d.country_discount_price;
  if (!d.is_on_discount || amount <= 0 || d.country_total_price <= 0) return null;
  return { amount, percent: Math.round((amount / d.country_total_price) * 100) };
}

/** A certificate the piece carries. */
export interface Certification {
  kind: "hallmark" | "lab" | "platinum";
  title: string;
  detail: string;
}

const LABS: Record<string, string> = {
  IGI: "International Gemological Institute",
  GIA: "Gemological Institute of America",
  SGL: "Solitaire Gemmological Laboratories",
};

/**
 * Certificates to show: BIS Hallmark with the HUID for gold; the lab certificate (IGI, GIA, SGL) for diamond
 * pieces and solitaires; Platinum Guild India for platinum.
 */
export function certificationsFor(
  d: Pick<ProductDetail, "metal_type" | "certification" | "huid" | "diamond_count" | "diamond_weight">,
): Certification[] {
  const list: Certification[] = [];
  if (isGold(d)) {
    list.push({
      kind: "hallmark",
      title: "BIS Hallmark",
      detail: d.huid
        ? `HUID ${d.huid}: the gold purity is registered with the Bureau of Indian Standards.`
        : "Gold purity certified by the Bureau of Indian Standards.",
    });
  }
  const lab = (d.certification ?? "").toUpperCase();
  if (LABS[lab] && (d.diamond_count > 0 || d.diamond_weight > 0)) {
    list.push({
      kind: "lab",
      title: `${lab} certified diamonds`,
      detail: `Graded for cut, colour, clarity and carat by the ${LABS[lab]}.`,
    });
  }
  if (isPlatinum(d)) {
    list.push({
      kind: "platinum",
      title: "Platinum Guild India",
      detail: "Pt 950 platinum, certified for purity with a unique ID.",
    });
  }
  return list;
}

/** Rows of the details table; rows without a value (no diamonds, no other stones) are left out. */
export function specRows(d: ProductDetail): FactRow[] {
  const rows: FactRow[] = [];
  if (d.metal_type) rows.push({ label: "Metal type / purity", value: d.metal_type });
  rows.push({ label: "Gross weight", value: grams(d.gross_weight) });
  if (d.net_weight !== undefined && d.net_weight > 0)
    rows.push({ label: "Net metal weight", value: grams(d.net_weight) });
  if (d.diamond_count > 0) {
    rows.push({ label: "Diamonds", value: String(d.diamond_count) });
    rows.push({ label: "Diamond weight", value: carats(d.diamond_weight) });
    if (d.diamond_clarity) rows.push({ label: "Diamond clarity", value: d.diamond_clarity });
    if (d.diamond_colour) rows.push({ label: "Diamond colour", value: d.diamond_colour });
  }
  if (d.other_stone_count > 0) {
    const kind = d.other_stone_kind
      ? `${d.other_stone_kind[0]?.toUpperCase()}${d.other_stone_kind.slice(1)}`
      : "Stones";
    rows.push({
      label: "Other stones",
      value: `${kind} × ${d.other_stone_count}, ${carats(d.other_stone_weight)}`,
    });
  }
  const dims = [d.length, d.width, d.height];
  if (dims.some((n) => n > 0))
    rows.push({ label: "Dimensions (L × W × H)", value: `${dims.map(mm).join(" × ")} mm` });
  return rows;
}

/**
 * Rows of the price breakup in the shopper's currency: metal (with the rate per gram and net weight), diamonds,
 * other stones, making charges, discount, GST 3% and the total. An export price (breakup `supply` 'export') says
 * GST is not charged instead of a GST figure. Zero-value stone and discount rows are left out.
 * @returns an empty list when the store API sends no breakup
 */
export function breakupRows(d: ProductDetail, currency: string): FactRow[] {
  const b = d.price_breakup;
  if (!b) return [];
  const money = (n: number) => formatPrice(n, currency);
  const weight = d.net_weight ?? d.gross_weight;
  const metalLabel = `${d.metal_type ?? "Metal"} (${grams(weight)} × ${money(b.metal_rate_per_gram)}/g)`;
  const rows: FactRow[] = [{ label: metalLabel, value: money(b.metal) }];
  if (b.diamonds > 0) rows.push({ label: "Diamonds", value: money(b.diamonds) });
  if (b.other_stones > 0) rows.push({ label: "Other stones", value: money(b.other_stones) });
  rows.push({ label: "Making charges", value: money(b.making_charges) });
  if (b.discount > 0) rows.push({ label: "Discount", value: `− ${money(b.discount)}`, emphasis: "discount" });
  rows.push(b.supply === "export" ? { ...EXPORT_GST_ROW } : { label: GST_LABEL, value: money(b.gst) });
  rows.push({ label: "Total", value: money(b.total), emphasis: "total" });
  return rows;
}
