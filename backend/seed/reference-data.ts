/**
 * Reference rows of the catalogue: countries, exchange rates, metal and stone rates, metal types, colours and
 * store settings. Figures come from /work/shared/catalogue/jewellery-facts.md (IBJA rates, melee diamond
 * retail prices, GST). Units follow backend/db/schema.ts: paise, paise per gram, paise per carat, basis points.
 */
import { GEM_QUALITY, SOLITAIRE_QUALITY } from "../catalogue/recompute-prices";
import { certificateVideoPath, type MetalColour } from "../media/spec";

/** Metal purity keys used by metal_rates.purity and metal_types.purity. */
export type Purity = "24K" | "22K" | "18K" | "14K" | "PT950";

/** Countries in selector order; ids 1..4 follow this order (India first, the default). */
export const COUNTRIES = [
  { name: "India", isoCode: "IN", label: "IND", currencyCode: "INR" },
  { name: "United States", isoCode: "US", label: "USA", currencyCode: "USD" },
  { name: "United Arab Emirates", isoCode: "AE", label: "UAE", currencyCode: "AED" },
  { name: "Saudi Arabia", isoCode: "SA", label: "KSA", currencyCode: "SAR" },
].map((c, position) => ({ ...c, position, flagImage: `/media/flags/${c.isoCode}.svg` }));

/** Operator exchange table: paise per one unit of each currency (USD 8_450 = 84.50 rupees per dollar). */
export const EXCHANGE_RATES = [
  { currencyCode: "INR", symbol: "₹", paisePerUnit: 100 },
  { currencyCode: "USD", symbol: "$", paisePerUnit: 8_450 },
  { currencyCode: "AED", symbol: "AED", paisePerUnit: 2_300 },
  { currencyCode: "SAR", symbol: "SAR", paisePerUnit: 2_250 },
];

/** IBJA 24K rate of 24 Dec 2025: 1,36,635 rupees per 10 g, i.e. 13,663.50 rupees = 13,66,350 paise per gram. */
const GOLD_24K_PAISE_PER_GRAM = 1_366_350;
/** Platinum, about 4,600 rupees per gram (Nov 2025). */
const PLATINUM_PAISE_PER_GRAM = 460_000;

/**
 * Metal rates in paise per gram (excluding GST). Lower gold purities are the 24K rate times their fineness
 * share, the way IBJA derives them, rounded to whole paise.
 */
export const METAL_RATES: {
  purity: Purity;
  metal: string;
  fineness: number;
  ratePaisePerGram: number;
  effectiveDate: string;
}[] = [
  {
    purity: "24K",
    metal: "gold",
    fineness: 999,
    ratePaisePerGram: GOLD_24K_PAISE_PER_GRAM,
    effectiveDate: "2025-12-24",
  },
  {
    purity: "22K",
    metal: "gold",
    fineness: 916,
    ratePaisePerGram: Math.round(GOLD_24K_PAISE_PER_GRAM * 0.916),
    effectiveDate: "2025-12-24",
  },
  {
    purity: "18K",
    metal: "gold",
    fineness: 750,
    ratePaisePerGram: Math.round(GOLD_24K_PAISE_PER_GRAM * 0.75),
    effectiveDate: "2025-12-24",
  },
  {
    purity: "14K",
    metal: "gold",
    fineness: 585,
    ratePaisePerGram: Math.round(GOLD_24K_PAISE_PER_GRAM * 0.585),
    effectiveDate: "2025-12-24",
  },
  {
    purity: "PT950",
    metal: "platinum",
    fineness: 950,
    ratePaisePerGram: PLATINUM_PAISE_PER_GRAM,
    effectiveDate: "2025-11-28",
  },
];

/** Diamond clarity grades used for melee, cheapest (most common in the catalogue) first. */
export const DIAMOND_CLARITIES = ["SI2", "SI1", "VS2", "VS1", "VVS2", "VVS1"] as const;
export type DiamondClarity = (typeof DIAMOND_CLARITIES)[number];

/** Coloured gemstones the catalogue uses; priced by the 'standard' quality row. */
export type GemKind = "ruby" | "emerald" | "sapphire";

/**
 * Stone rates in paise per carat. Melee: small natural diamonds retail at roughly 1.2-1.5 lakh rupees per carat,
 * better clarities higher; solitaire-grade stones (0.1 ct and up, certified) are priced well above melee.
 */
export const STONE_RATES: { stone: string; quality: string; ratePaisePerCarat: number }[] = [
  { stone: "diamond", quality: "SI2", ratePaisePerCarat: 12_000_000 },
  { stone: "diamond", quality: "SI1", ratePaisePerCarat: 13_500_000 },
  { stone: "diamond", quality: "VS2", ratePaisePerCarat: 15_500_000 },
  { stone: "diamond", quality: "VS1", ratePaisePerCarat: 17_000_000 },
  { stone: "diamond", quality: "VVS2", ratePaisePerCarat: 19_500_000 },
  { stone: "diamond", quality: "VVS1", ratePaisePerCarat: 22_000_000 },
  { stone: "diamond", quality: SOLITAIRE_QUALITY, ratePaisePerCarat: 42_000_000 },
  { stone: "ruby", quality: GEM_QUALITY, ratePaisePerCarat: 2_200_000 },
  { stone: "emerald", quality: GEM_QUALITY, ratePaisePerCarat: 2_800_000 },
  { stone: "sapphire", quality: GEM_QUALITY, ratePaisePerCarat: 1_800_000 },
];

/**
 * Metal types in id order: ids 1..4 are the four the storefront filters on; Gold 24K (id 5) exists only for
 * investment coins, which are minted at 999 fineness. `position` orders the filter list by purity.
 */
export const METAL_TYPES: { name: string; purity: Purity; position: number }[] = [
  { name: "Gold 22K", purity: "22K", position: 1 },
  { name: "Gold 18K", purity: "18K", position: 2 },
  { name: "Gold 14K", purity: "14K", position: 3 },
  { name: "Platinum 950", purity: "PT950", position: 4 },
  { name: "Gold 24K", purity: "24K", position: 0 },
];

/** Metal colours in id order (1..4). */
export const COLOURS: { name: MetalColour; label: string }[] = [
  { name: "yellow", label: "Yellow Gold" },
  { name: "rose", label: "Rose Gold" },
  { name: "white", label: "White Gold" },
  { name: "pt", label: "Platinum" },
];

/** GST on finished jewellery (HSN 7113): 3% = 300 basis points of the whole bill. */
export const GST_BP = 300;

/** Store-wide settings rows. */
export const SETTINGS = [
  { key: "gst_bp", value: String(GST_BP) },
  { key: "certificate_video", value: certificateVideoPath() },
  { key: "support_phone", value: "1800 699 888" },
];
