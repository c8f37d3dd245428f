/**
 * Shape of a catalogue "style": one family of designs (plain 22K bands, diamond studs, temple jhumkas ...) with the
 * ranges its products are drawn from. The generator in products.ts turns each style into `count` products.
 */
import type { Motif, PieceKind } from "../media/art-forms";
import type { CategorySlug, Design, TagSlug } from "../media/spec";
import type { DiamondClarity, GemKind, Purity } from "./reference-data";

/** [min, max], both inclusive. */
export type Range = [number, number];

/** Melee or centre diamonds: how many stones and how heavy each one is, in milli-carats. */
export interface DiamondSpec {
  count: Range;
  mctEach: Range;
  /** probability (0..1) that a piece of this style carries diamonds at all; default 1 */
  chance?: number;
  /** fixed clarity and colour grade instead of the usual mix (e.g. SI2, G-H) */
  grade?: [DiamondClarity, string];
}

/** Coloured gemstones: which kinds, how many, milli-carats per stone and the cut named in the copy. */
export interface GemSpec {
  kinds: GemKind[];
  count: Range;
  mctEach: Range;
  cut: string;
  chance?: number;
}

/**
 * How a style is sized: ring (women's 6-10 consecutive sizes around 6-16), ring-men (larger sizes),
 * bangle (bangle chart), chain (mostly 18/20/24 in), mangalsutra (16/18 in). Absent = no sizes.
 */
export type SizePlan = "ring" | "ring-men" | "bangle" | "chain" | "mangalsutra";

export interface StyleProfile {
  key: string;
  category: CategorySlug;
  /** media design the images are rendered from */
  design: Design;
  /** number of products generated from this style */
  count: number;
  /** relative weights of the metal purities this style is made in */
  metals: Partial<Record<Purity, number>>;
  /** net metal weight in grams (drawn skewed towards the light end, as real catalogues are) */
  grams: Range;
  /** exact net weights in grams, used in order instead of `grams` (gold coins) */
  gramsList?: number[];
  /** making charges, basis points of the metal value */
  making: Range;
  diamonds?: DiamondSpec;
  gem?: GemSpec;
  /** centre stones priced at the solitaire rate and certified by GIA above 0.5 ct */
  solitaire?: boolean;
  /** candidate occasion tags, the first one is always used */
  tags: TagSlug[];
  sizes?: SizePlan;
  /** length, width, height ranges in mm; scaled with the drawn weight */
  dims: [Range, Range, Range];
  /**
   * The forms of `design` this style is made in (backend/media/art-forms.ts): each product is drawn in one of
   * them, and its name is made from the form drawn (design-names.ts)
   */
  forms: Motif[];
  /** the forms of its pieces without stones, when they differ (a plain platinum band is a band, not a signet) */
  plainForms?: Motif[];
  /** only the forms that draw this piece (solitaire rings, studs and pendants share the "solitaire" design) */
  piece?: PieceKind;
  /** what the copy calls one piece: "ring", "pair of studs" */
  noun: string;
  /** surface finishes named in the copy */
  finishes: string[];
  /** sentences (without final full stop) about construction or feel, one is used per description */
  details: string[];
  /** name pool: men's pieces take masculine names */
  audience?: "men";
}
