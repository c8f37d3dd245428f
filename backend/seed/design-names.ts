/**
 * Product names from the design that is drawn: "Aarohi Diamond Halo Ring" is a ring whose picture shows a diamond
 * halo. Every word after the first comes from the product's ArtForm (backend/media/art-forms.ts), the same
 * description the renderer draws from, plus the metal (Gold / Platinum) and, for men's pieces, "Men's". The
 * first word is evocative (name-words.ts) and only evokes what the piece shows.
 *
 * nameDesigns() names any number of designs (the seed's 350 or a larger generated catalogue), uniquely and
 * deterministically.
 */
import { artForm, type ArtForm, type Motif, type PieceKind } from "../media/art-forms";
import type { GemShape } from "../media/render/stones";
import type { ProductArt } from "../media/spec";
import { FIRST_WORDS, MEN_FIRST_WORDS, type FirstWord } from "./name-words";
import { createRng, type Rng } from "./random";
import type { Purity } from "./reference-data";

/** What a name is made from: the drawn art, the metal it is made in and who it is for. */
export interface DesignToName {
  art: ProductArt;
  /** gold for 24K..14K, platinum for PT950 */
  metal: "gold" | "platinum";
  audience?: "men";
}

/** Phrases of one form: `set` when stones are drawn, `plain` when the piece is metal only. */
interface FormPhrases {
  set?: string[];
  plain?: string[];
}

/**
 * Phrase templates per piece and motif. Tokens: {S} stone (Diamond, Ruby, Emerald, Sapphire), {M} metal (Gold,
 * Platinum), {Shape} the centre stone's cut (phrases with it are skipped when the cut says nothing: round, or an
 * emerald-cut emerald), {Prongs} Four-Prong / Six-Prong. Only words that the picture bears out.
 */
const PHRASES: Record<PieceKind, Partial<Record<Motif, FormPhrases>>> = {
  ring: {
    band: { plain: ["{M} Band", "Court {M} Band", "Polished {M} Band", "Comfort-Fit {M} Band"] },
    eternity: { set: ["{S} Half Eternity Ring", "{S} Pave Ring"] },
    "three-stone": {
      set: ["{S} Three-Stone Ring", "{S} Trilogy Ring", "{Shape} {S} Three-Stone Ring"],
      plain: ["{M} Trio Ring", "Triple Dome {M} Ring"],
    },
    cluster: { set: ["{S} Cluster Ring", "{S} Flower Ring"], plain: ["{M} Flower Ring", "Floral {M} Ring"] },
    bezel: {
      set: ["{S} Bezel Ring", "{Shape} {S} Bezel Ring"],
      plain: ["{M} Dome Ring", "Polished Dome Ring"],
    },
    signet: { set: ["{S} Signet Ring", "{M} {S} Signet Ring"], plain: ["{M} Signet Ring"] },
    halo: { set: ["{S} Halo Ring", "{Shape} {S} Halo Ring"], plain: ["Beaded Halo {M} Ring"] },
    solitaire: {
      set: ["Solitaire Ring", "{S} Solitaire Ring", "{Shape} Solitaire Ring", "{Prongs} Solitaire Ring"],
      plain: ["{M} Dome Ring"],
    },
    cathedral: {
      set: ["Cathedral Solitaire Ring", "{Shape} Cathedral Solitaire Ring"],
      plain: ["Cathedral {M} Dome Ring"],
    },
  },
  studs: {
    solitaire: {
      set: ["Solitaire Studs", "{S} Solitaire Studs", "{Prongs} Solitaire Studs", "{Shape} {S} Studs"],
      plain: ["{M} Ball Studs", "{M} Dome Studs"],
    },
    cluster: {
      set: ["{S} Cluster Studs", "{S} Flower Studs"],
      plain: ["{M} Flower Studs", "Beaded Flower Studs"],
    },
    halo: { set: ["{S} Halo Studs"], plain: ["Beaded Halo Studs", "{M} Halo Studs"] },
    bezel: {
      set: ["{S} Bezel Studs", "{Shape} {S} Bezel Studs"],
      plain: ["{M} Dome Studs", "Polished Bezel Studs"],
    },
  },
  drops: {
    drop: {
      set: ["{S} Pear Drops", "{S} Teardrop Earrings", "{S} Drop Earrings"],
      plain: ["{M} Drop Earrings", "Polished {M} Drops"],
    },
    line: {
      set: ["{S} Linear Drops", "{S} Line Drop Earrings"],
      plain: ["{M} Bead Drops", "Linear {M} Drops"],
    },
    halo: { set: ["{S} Halo Drops", "{S} Halo Drop Earrings"], plain: ["Beaded Halo Drops"] },
  },
  jhumkas: {
    jhumka: {
      set: ["{S} Jhumkas", "{S} Temple Jhumkas"],
      plain: ["{M} Jhumkas", "Temple Jhumkas", "Bell Jhumkas"],
    },
  },
  hoops: { hoop: { set: ["{S} Hoops", "{S} Pave Hoops"], plain: ["{M} Hoops", "Polished {M} Hoops"] } },
  pendant: {
    heart: {
      set: ["{S} Heart Pendant", "Open Heart {S} Pendant"],
      plain: ["{M} Heart Pendant", "Open Heart Pendant"],
    },
    halo: { set: ["{S} Halo Pendant"], plain: ["Beaded Halo Pendant"] },
    drop: {
      set: ["{S} Pear Drop Pendant", "{S} Teardrop Pendant", "{S} Drop Pendant"],
      plain: ["{M} Drop Pendant"],
    },
    cluster: { set: ["{S} Flower Pendant", "{S} Cluster Pendant"], plain: ["{M} Flower Pendant"] },
    star: {
      set: ["{S} Star Pendant", "Open Star {S} Pendant"],
      plain: ["{M} Star Pendant", "Open Star Pendant"],
    },
    letter: {
      set: ["{S} Initial Pendant", "{S} Alphabet Pendant", "{S} Letter Pendant"],
      plain: ["{M} Initial Pendant"],
    },
    crescent: {
      set: ["{S} Crescent Pendant", "{S} Moon Pendant"],
      plain: ["{M} Crescent Pendant", "{M} Moon Pendant"],
    },
    solitaire: {
      set: [
        "Solitaire Pendant",
        "{S} Solitaire Pendant",
        "{Shape} Solitaire Pendant",
        "{Prongs} Solitaire Pendant",
      ],
      plain: ["{M} Dome Pendant"],
    },
  },
  necklace: {
    riviera: { set: ["{S} Riviera Necklace", "{S} Drop Necklace"], plain: ["Graduated {M} Necklace"] },
    cluster: { set: ["{S} Flower Necklace", "{S} Floral Necklace"], plain: ["{M} Flower Necklace"] },
    "bead-collar": {
      set: ["{S} Bead Collar", "{S} {M} Bead Necklace"],
      plain: ["{M} Bead Necklace", "{M} Bead Collar"],
    },
    layered: { set: ["{S} Layered Necklace", "Two-Layer {S} Necklace"], plain: ["Layered {M} Necklace"] },
  },
  chain: {
    cable: { plain: ["Cable Chain", "{M} Cable Chain"] },
    rope: { plain: ["Rope Chain", "{M} Rope Chain"] },
    ball: { plain: ["Ball Chain", "{M} Bead Chain"] },
  },
  bangle: {
    kada: { plain: ["{M} Kada", "Polished {M} Kada", "{M} Kada Bangle"] },
    eternity: { set: ["{S} Eternity Bangle", "{S} Line Bangle"] },
    rope: { plain: ["Twisted {M} Bangle", "Rope {M} Bangle"] },
    cluster: { set: ["{S} Flower Bangle", "{S} Floral Bangle"], plain: ["{M} Flower Bangle"] },
  },
  bracelet: {
    tennis: { set: ["{S} Tennis Bracelet", "{S} Line Bracelet"] },
    stations: {
      set: ["{S} Station Bracelet", "{S} Chain Bracelet"],
      plain: ["{M} Station Bracelet", "{M} Chain Bracelet", "{M} Link Bracelet"],
    },
    beads: { plain: ["{M} Bead Bracelet", "{M} Ball Bracelet"] },
    kada: { plain: ["{M} Kada Bracelet", "Polished {M} Kada"] },
  },
  mangalsutra: {
    cluster: {
      set: ["{S} Flower Mangalsutra", "{S} Cluster Mangalsutra"],
      plain: ["{M} Flower Mangalsutra"],
    },
    vati: {
      set: ["{S} Vati Mangalsutra", "Twin Vati {S} Mangalsutra"],
      plain: ["Twin Vati Mangalsutra", "{M} Vati Mangalsutra"],
    },
    drop: { set: ["{S} Drop Mangalsutra", "{S} Pear Mangalsutra"], plain: ["{M} Drop Mangalsutra"] },
  },
  "nose pin": {
    solitaire: {
      set: ["{S} Solitaire Nose Pin", "{S} Nose Pin"],
      plain: ["{M} Nose Stud", "{M} Ball Nose Pin"],
    },
    cluster: {
      set: ["{S} Flower Nose Pin", "{S} Cluster Nose Pin"],
      plain: ["{M} Flower Nose Pin", "Flower Mookuthi"],
    },
    bezel: { set: ["{S} Bezel Nose Pin", "{Shape} {S} Nose Pin"], plain: ["{M} Mookuthi", "{M} Nose Stud"] },
  },
  coin: {
    lotus: { set: ["{S} Lotus Gold Coin"], plain: ["Lotus Gold Coin"] },
    sunburst: { set: ["{S} Sunburst Gold Coin"], plain: ["Sunburst Gold Coin"] },
    mandala: { set: ["{S} Mandala Gold Coin"], plain: ["Mandala Gold Coin"] },
  },
};

const STONE_WORDS: Record<ProductArt["stone"], string> = {
  diamond: "Diamond",
  ruby: "Ruby",
  emerald: "Emerald",
  sapphire: "Sapphire",
  none: "",
};

const SHAPE_WORDS: Record<GemShape, string> = {
  round: "",
  oval: "Oval",
  pear: "Pear",
  marquise: "Marquise",
  emerald: "Emerald-Cut",
};

/** Pieces a man's name starts with "Men's" on. */
const MENS_PIECES: ReadonlySet<PieceKind> = new Set(["ring", "bracelet", "chain"]);

/** The cut as a name word; '' when it adds nothing (a round stone, or an emerald-cut emerald). */
function shapeWord(form: ArtForm, art: ProductArt): string {
  if (!form.centre || (form.centre === "emerald" && art.stone === "emerald")) return "";
  return SHAPE_WORDS[form.centre];
}

/**
 * Every phrase (the name without its first word) that describes this design truly, e.g. ["Diamond Halo Ring",
 * "Oval Diamond Halo Ring"]. Never empty.
 * @throws Error for a piece and motif the table has no words for (a new form needs its phrases)
 */
export function designPhrases(d: DesignToName): string[] {
  const form = artForm(d.art);
  const entry = PHRASES[form.piece][form.motif];
  const templates = form.stones === "none" ? entry?.plain : entry?.set;
  if (!templates?.length)
    throw new Error(`no name phrases for ${form.piece} ${form.motif} (${form.stones} stones)`);
  const tokens: Record<string, string> = {
    "{S}": STONE_WORDS[d.art.stone],
    "{M}": d.metal === "platinum" ? "Platinum" : "Gold",
    "{Shape}": shapeWord(form, d.art),
    "{Prongs}": form.prongs === 6 ? "Six-Prong" : form.prongs === 4 ? "Four-Prong" : "",
  };
  const men = d.audience === "men" && MENS_PIECES.has(form.piece) ? "Men's " : "";
  const phrases = templates
    .filter((t) => Object.entries(tokens).every(([token, word]) => word !== "" || !t.includes(token)))
    .map(
      (t) => men + Object.entries(tokens).reduce((text, [token, word]) => text.replaceAll(token, word), t),
    );
  return [...new Set(phrases)];
}

/** Whether a first word may go on this design: what it evokes is drawn (a star, a crescent, a flower) or is its metal. */
function fits(word: FirstWord, d: DesignToName): boolean {
  const motif = artForm(d.art).motif;
  switch (word.evokes) {
    case undefined:
      return true;
    case "star":
      return motif === "star";
    case "moon":
      return motif === "crescent";
    case "flower":
      return motif === "cluster" || motif === "lotus" || motif === "mandala";
    case "gold":
      return d.metal === "gold";
  }
}

/**
 * The i-th first word in fallback order: each word alone, then every ordered pair of two different words
 * ("Aarohi Tara"), the pairs in the order of their first word.
 */
function fallbackFirst(words: string[], i: number): string {
  if (i < words.length) return words[i]!;
  const pair = i - words.length;
  const a = Math.floor(pair / (words.length - 1));
  const b = pair % (words.length - 1);
  return `${words[a]} ${words[b >= a ? b + 1 : b]}`;
}

/** Hands out names that are unique across a catalogue, from one seeded stream. */
export class NameBook {
  private readonly used = new Set<string>();
  /** Per word list and phrase list, how far into the fallback order every name is taken. */
  private readonly scans = new Map<string, number>();

  constructor(private readonly rng: Rng) {}

  /**
   * A unique name for a design: a first word that fits it plus one of its phrases ("Aarohi Diamond Halo Ring").
   * Tries random pairs first, then every pair in order, then two first words, so it always finds one. Runs in
   * constant time per name even when tens of thousands of one list's names are taken.
   */
  productName(d: DesignToName): string {
    const phrases = designPhrases(d);
    const words = (d.audience === "men" ? MEN_FIRST_WORDS : FIRST_WORDS)
      .filter((w) => fits(w, d))
      .map((w) => w.word);
    const key = `${words.join(",")}|${phrases.join(",")}`;
    // Once the in-order scan has passed every one-word name, random one-word tries cannot succeed: skip them.
    const oneWordTaken = (this.scans.get(key) ?? 0) >= words.length * phrases.length;
    for (let attempt = 0; attempt < 200 && !oneWordTaken; attempt++) {
      const phrase = this.rng.pick(phrases);
      const name = `${this.rng.pick(words)} ${phrase}`;
      if (this.claim(name)) return name;
    }
    // Names before the cursor are claimed and stay claimed, so the scan resumes where it stopped: the same
    // first free name in order, without rereading the taken ones (a catalogue of 50,000 takes most of them).
    const total = (words.length + words.length * (words.length - 1)) * phrases.length;
    for (let k = this.scans.get(key) ?? 0; k < total; k++) {
      const name = `${fallbackFirst(words, Math.floor(k / phrases.length))} ${phrases[k % phrases.length]}`;
      if (this.claim(name)) {
        this.scans.set(key, k + 1);
        return name;
      }
    }
    throw new Error(`ran out of names for ${phrases[0] ?? "?"}`);
  }

  /**
   * Catalogue coins are named by relief, purity and weight ("Lotus 24K Gold Coin 2 g"), not by a first word.
   * @throws Error when two coins of one relief, purity and weight would share the name
   */
  coinName(art: ProductArt, purity: Purity, grams: number): string {
    const [phrase = ""] = designPhrases({ art, metal: "gold" });
    const name = `${phrase.replace("Gold Coin", `${purity} Gold Coin`)} ${grams} g`;
    if (!this.claim(name)) throw new Error(`two coins would both be named ${name}`);
    return name;
  }

  private claim(name: string): boolean {
    if (this.used.has(name)) return false;
    this.used.add(name);
    return true;
  }
}

/**
 * Names for any number of designs, in order, unique among themselves and the same for the same input. A larger
 * catalogue generator can name its products with this: every name describes its own picture.
 * @param seed the random stream's name; the same designs and seed always give the same names
 */
export function nameDesigns(designs: DesignToName[], seed = "names"): string[] {
  const book = new NameBook(createRng(seed));
  return designs.map((d) => book.productName(d));
}
