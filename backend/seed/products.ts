/**
 * Generates the product catalogue from the style profiles: weights, stones, colours, sizes, tags, flags and copy.
 * Output is plain data (no ids); index.ts inserts it. Units: milligrams, milli-carats, tenths of mm, basis points.
 */
import { artForm } from "../media/art-forms";
import type { GemShape } from "../media/render/stones";
import type { CategorySlug, Design, MetalColour, ProductArt, Stone, TagSlug } from "../media/spec";
import { describeProduct, metaDescription, type CopyFacts } from "./descriptions";
import { ArtVariants } from "./art-variants";
import { NameBook } from "./design-names";
import { makeAlias, makeSku } from "./naming";
import {
  certificationFor,
  chooseColours,
  chooseTags,
  drawDiamonds,
  drawGems,
  finishesFor,
  huidIssuer,
  tenthMm,
} from "./product-traits";
import { STYLES } from "./styles";
import { createRng, seedTimestamp, type Rng } from "./random";
import type { Purity } from "./reference-data";
import { pickSizes, type SizeRef } from "./product-sizes";

/** One product before insertion; weights in mg / milli-carats, dimensions in tenths of mm, rates in bp (schema units). */
export interface ProductDraft {
  sku: string;
  alias: string;
  name: string;
  description: string;
  category: CategorySlug;
  purity: Purity;
  design: Design;
  artStone: Stone;
  artVariant: number;
  grossWeightMg: number;
  netMetalWeightMg: number;
  diamondCount: number;
  diamondWeightMct: number;
  diamondClarity: string;
  diamondColour: string;
  otherStoneKind: string;
  otherStoneCount: number;
  otherStoneWeightMct: number;
  lengthTenthMm: number;
  widthTenthMm: number;
  heightTenthMm: number;
  makingChargeBp: number;
  discountBp: number;
  certification: string;
  huid: string;
  isRestricted: boolean;
  inStock: boolean;
  popularity: number;
  metaTitle: string;
  metaDescription: string;
  createdAt: Date;
  colours: MetalColour[];
  tags: TagSlug[];
  sizes: SizeRef[];
  hasVideo: boolean;
}

/** A product before numbering and the catalogue-wide flags. */
type DraftCore = Omit<ProductDraft, "sku" | "alias" | "discountBp" | "isRestricted" | "inStock" | "hasVideo">;

/** Share of products on discount, restricted from sale, out of stock and with a turntable video. */
const DISCOUNT_SHARE = 0.2;
const RESTRICTED_SHARE = 0.03;
const OUT_OF_STOCK_SHARE = 0.02;
const VIDEO_SHARE = 0.15;
const DISCOUNT_STEPS_BP = [500, 800, 1000, 1200, 1500, 1800, 2000, 2500];

const MILLI = 1000;
/** 1 ct = 200 mg, so milli-carats / 5 = milligrams. */
const MCT_PER_MG = 5;

/** Generates the whole catalogue deterministically; every product's name describes its own pictures. */
export function generateProducts(): ProductDraft[] {
  const rng = createRng("products");
  const copyRng = createRng("copy");
  const names = new NameBook(createRng("names"));
  const nextHuid = huidIssuer(rng);
  const variants = new ArtVariants(rng);
  const drafts: DraftCore[] = [];

  for (const style of STYLES) {
    const purities = Object.keys(style.metals) as Purity[];
    for (let i = 0; i < style.count; i++) {
      const purity = rng.weighted(
        purities,
        purities.map((p) => style.metals[p] ?? 0),
      );
      const listed = style.gramsList?.[i % style.gramsList.length];
      const t = listed === undefined ? Math.pow(rng.next(), 1.5) : i / Math.max(1, style.count - 1);
      const grams = listed ?? style.grams[0] + (style.grams[1] - style.grams[0]) * t;
      const netMetalWeightMg = Math.round(grams * MILLI);

      const diamonds = drawDiamonds(rng, style);
      const gems = drawGems(rng, style);
      const colours = chooseColours(rng, purity);
      const tags = chooseTags(rng, style.tags);
      const certification = certificationFor(style, purity, diamonds, rng);
      const huid = purity === "PT950" ? "" : nextHuid();
      // The art shows the coloured gem when there is one: it is what the eye goes to.
      const artStone: Stone = gems.kind ?? (diamonds.count > 0 ? "diamond" : "none");
      const artVariant = variants.pick(style, artStone, diamonds.count + gems.count);
      // The name is made from the picture: the form drawn, its stone and the metal.
      const art: ProductArt = { design: style.design, stone: artStone, variant: artVariant };
      const name =
        style.design === "coin"
          ? names.coinName(art, purity, grams)
          : names.productName({
              art,
              metal: purity === "PT950" ? "platinum" : "gold",
              audience: style.audience,
            });

      const lengthTenthMm = tenthMm(rng, style.dims[0], t);
      const facts: CopyFacts = {
        name,
        style,
        purity,
        colours,
        diamondCount: diamonds.count,
        diamondWeightMct: diamonds.weightMct,
        diamondClarity: diamonds.clarity,
        diamondColour: diamonds.colour,
        gem: gems.kind,
        gemCount: gems.count,
        gemWeightMct: gems.weightMct,
        finish: rng.pick(finishesFor(style, colours)),
        primaryTag: tags[0] ?? "gifting",
        certification,
        centreCut: centreCut(art),
      };
      drafts.push({
        name,
        description: describeProduct(facts, copyRng),
        category: style.category,
        purity,
        design: style.design,
        artStone,
        artVariant,
        grossWeightMg: netMetalWeightMg + Math.round((diamonds.weightMct + gems.weightMct) / MCT_PER_MG),
        netMetalWeightMg,
        diamondCount: diamonds.count,
        diamondWeightMct: diamonds.weightMct,
        diamondClarity: diamonds.clarity,
        diamondColour: diamonds.colour,
        otherStoneKind: gems.kind ?? "",
        otherStoneCount: gems.count,
        otherStoneWeightMct: gems.weightMct,
        lengthTenthMm,
        // Coins are round: width = diameter = length.
        widthTenthMm: style.design === "coin" ? lengthTenthMm : tenthMm(rng, style.dims[1], t),
        heightTenthMm: tenthMm(rng, style.dims[2], t),
        makingChargeBp: Math.round(rng.int(...style.making) / 25) * 25,
        certification,
        huid,
        popularity: Math.min(1000, Math.floor(1001 * Math.pow(rng.next(), 2.2))),
        metaTitle: `${name} | SWA Diamonds`,
        metaDescription: metaDescription(facts, copyRng),
        createdAt: seedTimestamp(rng.int(0, 540), rng.int(0, 1439)),
        colours,
        tags,
        sizes: pickSizes(rng, style.sizes),
      });
    }
  }
  return finish(rng, drafts);
}

const CUT_WORDS: Record<GemShape, string> = {
  round: "round brilliant",
  oval: "oval",
  pear: "pear-shaped",
  marquise: "marquise",
  emerald: "emerald-cut",
};

/** The centre stone's cut as the picture shows it ("pear-shaped"), for the description; null without a centre. */
function centreCut(art: ProductArt): string | null {
  const { centre } = artForm(art);
  if (!centre) return null;
  return art.stone === "diamond" ? CUT_WORDS[centre] : centre === "round" ? "round" : CUT_WORDS[centre];
}

/** Shuffles the catalogue, numbers it (SKU, alias) and flags exact shares for discount, restriction, stock, video. */
function finish(rng: Rng, drafts: DraftCore[]): ProductDraft[] {
  const ordered = rng.shuffle(drafts);
  const n = ordered.length;
  const pickIndexes = (share: number, eligible: (i: number) => boolean): Set<number> => {
    const candidates = ordered.map((_, i) => i).filter(eligible);
    return new Set(rng.sample(candidates, Math.round(n * share)));
  };
  // Coins follow the day's gold rate and are never discounted.
  const discounted = pickIndexes(DISCOUNT_SHARE, (i) => ordered[i]?.design !== "coin");
  const restricted = pickIndexes(RESTRICTED_SHARE, () => true);
  const outOfStock = pickIndexes(OUT_OF_STOCK_SHARE, (i) => !restricted.has(i));
  const withVideo = pickIndexes(VIDEO_SHARE, () => true);
  return ordered.map((d, i) => {
    const seq = i + 1;
    return {
      ...d,
      sku: makeSku(d.category, d.purity, seq),
      alias: makeAlias(d.name, d.category, seq),
      discountBp: discounted.has(i) ? rng.pick(DISCOUNT_STEPS_BP) : 0,
      isRestricted: restricted.has(i),
      inStock: !outOfStock.has(i),
      hasVideo: withVideo.has(i),
    };
  });
}
