/**
 * SKUs and URL aliases: `SWA-RG-18K-0012` and `aarohi-diamond-halo-ring-rg0012`. Product names themselves come from
 * the drawn design (design-names.ts).
 */
import type { CategorySlug } from "../media/spec";
import type { Purity } from "./reference-data";

/** Short codes used in SKUs and alias tails. */
export const CATEGORY_CODES: Record<CategorySlug, string> = {
  rings: "RG",
  earrings: "ER",
  pendants: "PD",
  necklaces: "NK",
  bangles: "BG",
  bracelets: "BR",
  chains: "CH",
  mangalsutra: "MS",
  "nose-pins": "NP",
  solitaires: "SL",
  "gold-coins": "GC",
};

const PURITY_CODES: Record<Purity, string> = {
  "24K": "24K",
  "22K": "22K",
  "18K": "18K",
  "14K": "14K",
  PT950: "PT",
};

/** SKU such as `SWA-RG-18K-0012`: brand, category code, purity code and a 4-digit catalogue number. */
export function makeSku(category: CategorySlug, purity: Purity, seq: number): string {
  return `SWA-${CATEGORY_CODES[category]}-${PURITY_CODES[purity]}-${String(seq).padStart(4, "0")}`;
}

/** Lowercase hyphenated URL slug of any text ("Men's Diamond Ring" -> "mens-diamond-ring"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f']/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** URL alias: slug of the name plus the SKU tail (`aarohi-diamond-halo-ring-rg0012`); unique because SKUs are. */
export function makeAlias(name: string, category: CategorySlug, seq: number): string {
  return `${slugify(name)}-${CATEGORY_CODES[category].toLowerCase()}${String(seq).padStart(4, "0")}`;
}
