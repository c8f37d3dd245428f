/**
 * Per-product draws used by products.ts: stones (milli-carats), colours, tags, certification, HUIDs, finishes and
 * dimensions (tenths of a millimetre). Each helper consumes the shared generator in a fixed order.
 */
import type { MetalColour, TagSlug } from "../media/spec";
import type { Range, StyleProfile } from "./profile-types";
import type { Rng } from "./random";
import { DIAMOND_CLARITIES, type GemKind, type Purity } from "./reference-data";

const MELEE_CLARITY_WEIGHTS = [55, 20, 10, 7, 5, 3]; // SI2 .. VVS1: most catalogue melee is SI2
const SOLITAIRE_CLARITIES = ["SI1", "VS2", "VS1", "VVS2", "VVS1"];
const DIAMOND_COLOURS = ["G-H", "F-G", "E-F"];

function inRange(rng: Rng, [min, max]: Range, skew = 1): number {
  return min + (max - min) * Math.pow(rng.next(), skew);
}

/** Diamonds of one product; weights in milli-carats, `eachMct` is the (average) weight of one stone. */
export interface DiamondDraw {
  count: number;
  weightMct: number;
  eachMct: number;
  clarity: string;
  colour: string;
}

/** Draws the diamonds of a piece (none when the style has none or the style's `chance` says so). */
export function drawDiamonds(rng: Rng, style: StyleProfile): DiamondDraw {
  const spec = style.diamonds;
  if (!spec || rng.next() >= (spec.chance ?? 1))
    return { count: 0, weightMct: 0, eachMct: 0, clarity: "", colour: "" };
  const count = rng.int(...spec.count);
  let eachMct = inRange(rng, spec.mctEach, style.solitaire ? 1.6 : 1);
  // Solitaires are quoted to the hundredth of a carat.
  if (style.solitaire) eachMct = Math.round(eachMct / 10) * 10;
  const clarity =
    spec.grade?.[0] ??
    (style.solitaire
      ? rng.pick(SOLITAIRE_CLARITIES)
      : rng.weighted(DIAMOND_CLARITIES, MELEE_CLARITY_WEIGHTS));
  const colour =
    spec.grade?.[1] ?? rng.weighted(DIAMOND_COLOURS, style.solitaire ? [30, 40, 30] : [70, 18, 12]);
  return { count, weightMct: Math.round(count * eachMct), eachMct, clarity, colour };
}

/** Coloured gemstones of one product (kind null = none). */
export interface GemDraw {
  kind: GemKind | null;
  count: number;
  weightMct: number;
}

export function drawGems(rng: Rng, style: StyleProfile): GemDraw {
  const spec = style.gem;
  if (!spec || rng.next() >= (spec.chance ?? 1)) return { kind: null, count: 0, weightMct: 0 };
  const kind = rng.pick(spec.kinds);
  const count = rng.int(...spec.count);
  return { kind, count, weightMct: Math.round(count * inRange(rng, spec.mctEach)) };
}

/** Platinum is pt only; 22K and 24K are yellow only (as they are alloyed in practice); 14K/18K 1-3 colours. */
export function chooseColours(rng: Rng, purity: Purity): MetalColour[] {
  if (purity === "PT950") return ["pt"];
  if (purity === "22K" || purity === "24K") return ["yellow"];
  const n = rng.weighted([1, 2, 3], [35, 35, 30]);
  return rng.sample(["yellow", "rose", "white"] as const, n);
}

/** The style's primary tag plus up to two of its other candidates. */
export function chooseTags(rng: Rng, tags: TagSlug[]): TagSlug[] {
  const [primary, ...rest] = tags;
  if (!primary) throw new Error("style without tags");
  return [primary, ...rng.sample(rest, rng.int(0, Math.min(2, rest.length)))];
}

/**
 * Certificate shown to shoppers: GIA for solitaires above 0.5 ct, Platinum Guild India for platinum, IGI or SGL
 * for diamond-set gold, BIS Hallmark for plain (or gemstone-only) gold.
 */
export function certificationFor(
  style: StyleProfile,
  purity: Purity,
  diamonds: DiamondDraw,
  rng: Rng,
): string {
  if (style.solitaire && diamonds.eachMct > 500) return "GIA";
  if (purity === "PT950") return "Platinum Guild India";
  if (diamonds.weightMct > 0) return rng.chance(0.7) ? "IGI" : "SGL";
  return "BIS Hallmark";
}

/** White rhodium plating only makes sense on white gold and platinum pieces. */
export function finishesFor(style: StyleProfile, colours: MetalColour[]): string[] {
  const white = colours.includes("white") || colours.includes("pt");
  const usable = style.finishes.filter((f) => white || !f.includes("white rhodium"));
  return usable.length > 0 ? usable : ["a high-polish finish"];
}

const HUID_CHARS = [..."ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"];

/** Hands out unique 6-character BIS HUIDs (uppercase letters and digits). */
export function huidIssuer(rng: Rng): () => string {
  const issued = new Set<string>();
  return () => {
    let huid: string;
    do huid = Array.from({ length: 6 }, () => rng.pick(HUID_CHARS)).join("");
    while (issued.has(huid));
    issued.add(huid);
    return huid;
  };
}

/** A dimension in tenths of a mm: the range scaled by the weight position t (0..1), with a little jitter. */
export function tenthMm(rng: Rng, [min, max]: Range, t: number): number {
  const jitter = (rng.next() - 0.5) * 0.3;
  const f = Math.min(1, Math.max(0, t + jitter));
  return Math.max(1, Math.round((min + (max - min) * f) * 10));
}
