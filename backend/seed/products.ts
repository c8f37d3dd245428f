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
import type { StyleProfile } from "./profile-types";
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

/** Products the seed makes when SEED_PRODUCTS is not set: the style profiles' counts, 350 in all. */
export const DEFAULT_PRODUCT_COUNT = STYLES.reduce((n, s) => n + s.count, 0);

/** The draws one product consumes, shared by the base catalogue and each further round. */
interface DraftStreams {
  rng: Rng;
  copyRng: Rng;
  names: NameBook;
  nextHuid: () => string;
  variants: ArtVariants;
}

/**
 * Generates the catalogue deterministically; every product's name describes its own pictures.
 *
 * The first DEFAULT_PRODUCT_COUNT products are always the same (ids, SKUs, names, prices), whatever `count`.
 * Beyond them the catalogue grows in rounds: every non-coin style again with its profile count, drawn from
 * streams of their own and numbered on from 351. Coins stay at the base twelve, since a coin is named by its
 * relief, purity and standard weight and there are only so many of those. A larger count extends a smaller
 * one: the first n products of any catalogue are the catalogue of n.
 * @param count products wanted, 1 or more (SEED_PRODUCTS); a count below 350 keeps the first `count`
 */
export function generateProducts(count = DEFAULT_PRODUCT_COUNT): ProductDraft[] {
  const rng = createRng("products");
  const names = new NameBook(createRng("names"));
  const base: DraftStreams = {
    rng,
    copyRng: createRng("copy"),
    names,
    nextHuid: huidIssuer(rng),
    variants: new ArtVariants(rng),
  };
  const catalogue = finish(rng, draftStyles(base, STYLES), 1);
  if (count <= catalogue.length) return catalogue.slice(0, count);

  const extraRng = createRng("products-extra");
  const extra: DraftStreams = {
    rng: extraRng,
    copyRng: createRng("copy-extra"),
    names,
    // The base issuer, so a HUID is never issued twice across the whole catalogue.
    nextHuid: base.nextHuid,
    variants: new ArtVariants(extraRng),
  };
  const roundStyles = STYLES.filter((s) => s.design !== "coin");
  while (catalogue.length < count) {
    const round = finish(extraRng, draftStyles(extra, roundStyles), catalogue.length + 1);
    catalogue.push(...round.slice(0, count - catalogue.length));
  }
  return catalogue;
}

/** One draft per unit of each style's count, in style order. */
function draftStyles(streams: DraftStreams, styles: StyleProfile[]): DraftCore[] {
  const drafts: DraftCore[] = [];
  for (const style of styles) for (let i = 0; i < style.count; i++) drafts.push(draftOne(streams, style, i));
  return drafts;
}

/** The i-th product of a style: metal, weight, stones, art, name, sizes and copy. */
function draftOne(
  { rng, copyRng, names, nextHuid, variants }: DraftStreams,
  style: StyleProfile,
  i: number,
): DraftCore {
  const purities = Object.keys(style.metals) as Purity[];
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
  return {
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
  };
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

/**
 * Shuffles a batch of drafts, numbers it from `firstSeq` (SKU, alias) and flags exact shares of the batch for
 * discount, restriction, stock and video.
 */
function finish(rng: Rng, drafts: DraftCore[], firstSeq: number): ProductDraft[] {
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
    const seq = firstSeq + i;
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
