/**
 * What a product picture shows, in words: the one description of every design the renderer draws.
 *
 * A product's art (design + stone + variant) picks one form of its design, `variant % forms`; the builders in
 * render/ draw by `artForm(art).motif`, and the catalogue names its products from the same ArtForm
 * (backend/seed/design-names.ts). Picture and name therefore cannot disagree: a "Band" is a plain band because
 * the form that is drawn is the plain band, a "Heart Pendant" because the heart outline is drawn.
 */
import { shapeFor } from "./render/design";
import type { GemShape } from "./render/stones";
import type { Design, ProductArt } from "./spec";

/** The object drawn (earrings come as a pair of studs, drops, hoops or jhumkas). */
export type PieceKind =
  | "ring"
  | "studs"
  | "drops"
  | "hoops"
  | "jhumkas"
  | "pendant"
  | "necklace"
  | "chain"
  | "bangle"
  | "bracelet"
  | "mangalsutra"
  | "nose pin"
  | "coin";

/**
 * The motif the eye reads first. band: a plain band (the eternity form without stones); eternity: a row of flush-set stones over the top of a
 * band; three-stone: a centre stone between two smaller ones; cluster: a centre stone ringed by petal stones (a
 * flower); bezel: a centre stone in a rub-over collar; signet: a broad flat face; solitaire: one claw-set stone;
 * cathedral: a solitaire whose arms sweep up to the head; halo: a centre stone ringed by small stones; heart,
 * star, letter (the letter A), crescent: outlines; drop: a pear-shaped drop; line: graduated stones in a line;
 * jhumka: a bell with a bead fringe; hoop: a hoop; riviera: graduated stones along the front of a necklace with a
 * pear drop; layered: a riviera over a second, longer chain; bead-collar: gold beads with set stones; cable,
 * rope, ball: chain styles; kada: a wide polished bangle; stations: a fine chain with a few set stones; tennis:
 * an unbroken line of stones; beads: gold beads; vati: the twin gold cups of a mangalsutra; lotus, sunburst,
 * mandala: coin reliefs.
 */
export type Motif =
  | "band"
  | "eternity"
  | "three-stone"
  | "cluster"
  | "bezel"
  | "signet"
  | "solitaire"
  | "cathedral"
  | "halo"
  | "heart"
  | "star"
  | "letter"
  | "crescent"
  | "drop"
  | "line"
  | "jhumka"
  | "hoop"
  | "riviera"
  | "layered"
  | "bead-collar"
  | "cable"
  | "rope"
  | "ball"
  | "kada"
  | "stations"
  | "tennis"
  | "beads"
  | "vati"
  | "lotus"
  | "sunburst"
  | "mandala";

/** How many stones one piece shows (one earring of a pair): none (plain metal), one, or many. */
export type StoneCount = "none" | "one" | "many";

/** One product picture described. */
export interface ArtForm {
  piece: PieceKind;
  motif: Motif;
  /** two pieces are drawn (earrings) */
  pair: boolean;
  /** stones on one piece; with stone "none" every form is plain metal */
  stones: StoneCount;
  /** outline of the centre stone (or of the polished dome in its place), null when the form has no centre */
  centre: GemShape | null;
  /** how the centre stone is held, null without a centre */
  setting: "claw" | "bezel" | "flush" | null;
  /** claws of a claw setting, null otherwise */
  prongs: 4 | 6 | null;
}

/** A form as its design draws it with stones (artForm then accounts for plain metal). */
type FormSpec = Omit<ArtForm, "stones"> & { stones: Exclude<StoneCount, "none"> };

/** One form of a design as a function of the art (the variant varies outline and claws within a form). */
type FormFn = (art: ProductArt) => FormSpec;

/** A form without a centre stone: stones (if any) run along the motif, or it is metal only. */
const uncentred =
  (piece: PieceKind, motif: Motif): FormFn =>
  () => ({
    piece,
    motif,
    pair: false,
    stones: "many",
    centre: null,
    setting: null,
    prongs: null,
  });

/** Variant within a form: the part of the variant left after the form is chosen. */
const within = (art: ProductArt, forms: number): number => Math.floor(art.variant / forms);

/** Shapes a solitaire comes in, by the variant within its form (round brilliant most often). */
const SOLITAIRE_SHAPES: GemShape[] = ["round", "round", "oval", "pear", "emerald", "round", "marquise"];

/** The forms of every design, in variant order (form = variant % count). */
export const DESIGN_FORMS: Record<Design, FormFn[]> = {
  ring: [
    () => ({
      piece: "ring",
      motif: "eternity",
      pair: false,
      stones: "many",
      centre: null,
      setting: "flush",
      prongs: null,
    }),
    (art) => ({
      piece: "ring",
      motif: "three-stone",
      pair: false,
      stones: "many",
      centre: shapeFor(art, ["round", "oval", "round"]),
      setting: "claw",
      prongs: 4,
    }),
    () => ({
      piece: "ring",
      motif: "cluster",
      pair: false,
      stones: "many",
      centre: "round",
      setting: "claw",
      prongs: 6,
    }),
    (art) => ({
      piece: "ring",
      motif: "bezel",
      pair: false,
      stones: "many",
      centre: shapeFor(art, ["oval", "emerald", "marquise", "pear"]),
      setting: "bezel",
      prongs: null,
    }),
    () => ({
      piece: "ring",
      motif: "signet",
      pair: false,
      stones: "one",
      centre: "round",
      setting: "flush",
      prongs: null,
    }),
    (art) => ({
      piece: "ring",
      motif: "halo",
      pair: false,
      stones: "many",
      centre: shapeFor(art, ["round", "oval", "round"]),
      setting: "claw",
      prongs: 4,
    }),
  ],
  solitaire: [
    (art) => solitaireHead(art, "ring", "solitaire"),
    (art) => solitaireHead(art, "ring", "cathedral"),
    (art) => ({
      ...solitaireHead(art, "studs", "solitaire"),
      pair: true,
      centre: art.stone === "emerald" ? "emerald" : "round",
    }),
    (art) => solitaireHead(art, "pendant", "solitaire"),
  ],
  stud: [
    (art) => ({
      piece: "studs",
      motif: "solitaire",
      pair: true,
      stones: "one",
      centre: shapeFor(art, ["round"]),
      setting: "claw",
      prongs: art.variant % 2 ? 6 : 4,
    }),
    () => ({
      piece: "studs",
      motif: "cluster",
      pair: true,
      stones: "many",
      centre: "round",
      setting: "claw",
      prongs: 6,
    }),
    () => ({
      piece: "studs",
      motif: "halo",
      pair: true,
      stones: "many",
      centre: "round",
      setting: "claw",
      prongs: 4,
    }),
    (art) => ({
      piece: "studs",
      motif: "bezel",
      pair: true,
      stones: "one",
      centre: shapeFor(art, ["pear", "oval", "marquise"]),
      setting: "bezel",
      prongs: null,
    }),
  ],
  drop: [
    () => ({
      piece: "drops",
      motif: "drop",
      pair: true,
      stones: "many",
      centre: "pear",
      setting: "claw",
      prongs: 4,
    }),
    () => ({
      piece: "drops",
      motif: "line",
      pair: true,
      stones: "many",
      centre: "pear",
      setting: "bezel",
      prongs: null,
    }),
    () => ({
      piece: "drops",
      motif: "halo",
      pair: true,
      stones: "many",
      centre: "round",
      setting: "claw",
      prongs: 6,
    }),
    () => ({
      piece: "jhumkas",
      motif: "jhumka",
      pair: true,
      stones: "one",
      centre: null,
      setting: null,
      prongs: null,
    }),
    () => ({
      piece: "hoops",
      motif: "hoop",
      pair: true,
      stones: "many",
      centre: null,
      setting: "flush",
      prongs: null,
    }),
  ],
  pendant: [
    () => ({
      piece: "pendant",
      motif: "heart",
      pair: false,
      stones: "one",
      centre: "round",
      setting: "claw",
      prongs: 4,
    }),
    () => ({
      piece: "pendant",
      motif: "halo",
      pair: false,
      stones: "many",
      centre: "round",
      setting: "claw",
      prongs: 6,
    }),
    () => ({
      piece: "pendant",
      motif: "drop",
      pair: false,
      stones: "one",
      centre: "pear",
      setting: "claw",
      prongs: 4,
    }),
    () => ({
      piece: "pendant",
      motif: "cluster",
      pair: false,
      stones: "many",
      centre: "round",
      setting: "claw",
      prongs: 6,
    }),
    () => ({
      piece: "pendant",
      motif: "star",
      pair: false,
      stones: "one",
      centre: "round",
      setting: "claw",
      prongs: 4,
    }),
    uncentred("pendant", "letter"),
    uncentred("pendant", "crescent"),
  ],
  nosepin: [
    (art) => ({
      piece: "nose pin",
      motif: "solitaire",
      pair: false,
      stones: "one",
      centre: "round",
      setting: "claw",
      prongs: art.variant % 2 ? 6 : 4,
    }),
    () => ({
      piece: "nose pin",
      motif: "cluster",
      pair: false,
      stones: "many",
      centre: "round",
      setting: "claw",
      prongs: 6,
    }),
    (art) => ({
      piece: "nose pin",
      motif: "bezel",
      pair: false,
      stones: "one",
      centre: shapeFor(art, ["round", "marquise", "pear"]),
      setting: "bezel",
      prongs: null,
    }),
  ],
  necklace: [
    uncentred("necklace", "riviera"),
    () => ({
      piece: "necklace",
      motif: "cluster",
      pair: false,
      stones: "many",
      centre: "round",
      setting: "claw",
      prongs: 6,
    }),
    uncentred("necklace", "bead-collar"),
    uncentred("necklace", "layered"),
  ],
  chain: [uncentred("chain", "cable"), uncentred("chain", "rope"), uncentred("chain", "ball")],
  bangle: [
    uncentred("bangle", "kada"),
    uncentred("bangle", "eternity"),
    uncentred("bangle", "rope"),
    uncentred("bangle", "cluster"),
  ],
  bracelet: [
    uncentred("bracelet", "tennis"),
    uncentred("bracelet", "stations"),
    uncentred("bracelet", "beads"),
    uncentred("bracelet", "kada"),
  ],
  mangalsutra: [
    () => ({
      piece: "mangalsutra",
      motif: "cluster",
      pair: false,
      stones: "many",
      centre: "round",
      setting: "claw",
      prongs: 6,
    }),
    () => ({
      piece: "mangalsutra",
      motif: "vati",
      pair: false,
      stones: "one",
      centre: "round",
      setting: "bezel",
      prongs: null,
    }),
    () => ({
      piece: "mangalsutra",
      motif: "drop",
      pair: false,
      stones: "one",
      centre: "pear",
      setting: "claw",
      prongs: 4,
    }),
  ],
  coin: (["lotus", "sunburst", "mandala"] as const).map((motif): FormFn => () => ({
    piece: "coin",
    motif,
    pair: false,
    stones: "one",
    centre: "round",
    setting: "bezel",
    prongs: null,
  })),
};

/** Motifs drawn in metal only, whatever the art's stone (a kada, a rope, a chain, gold beads). */
const METAL_ONLY: ReadonlySet<Motif> = new Set(["kada", "rope", "cable", "ball", "beads"]);

/** A single claw-set stone: its shape and claws vary with the variant within the form (six claws every third). */
function solitaireHead(art: ProductArt, piece: PieceKind, motif: Motif): FormSpec {
  const q = within(art, DESIGN_FORMS.solitaire.length);
  const shape =
    art.stone === "diamond" || art.stone === "none"
      ? SOLITAIRE_SHAPES[q % SOLITAIRE_SHAPES.length]!
      : shapeFor({ ...art, variant: q }, ["round"]);
  return {
    piece,
    motif,
    pair: false,
    stones: "one",
    centre: shape,
    setting: "claw",
    prongs: q % 3 === 1 ? 6 : 4,
  };
}

/**
 * The form a product's art is drawn in. Plain pieces (stone "none") show polished metal domes where stones
 * would sit, so their stone count is "none"; the eternity ring without stones is a plain band, a plain bracelet
 * draws the station chain or the beads rather than a line of domes, and the plain version of the bangle's stone
 * line is the kada.
 */
export function artForm(art: ProductArt): ArtForm {
  const forms = DESIGN_FORMS[art.design];
  let index = art.variant % forms.length;
  if (art.stone === "none" && art.design === "bracelet" && index === 0)
    index = 1 + (within(art, forms.length) % 2);
  if (art.stone === "none" && art.design === "bangle" && index === 1) index = 0;
  const spec = forms[index]!(art);
  const stones: StoneCount = art.stone === "none" || METAL_ONLY.has(spec.motif) ? "none" : spec.stones;
  if (spec.motif === "eternity" && art.design === "ring" && stones === "none")
    return { ...spec, motif: "band", stones, setting: null };
  return { ...spec, stones };
}

/** The variants (0..99) of a design that draw `motif`, in ascending order. */
export function variantsOf(design: Design, stone: ProductArt["stone"], motif: Motif): number[] {
  return Array.from({ length: 100 }, (_, v) => v).filter(
    (v) => artForm({ design, stone, variant: v }).motif === motif,
  );
}
