/**
 * Product descriptions (2-3 sentences naming metal, purity, stones, finish and occasion) and meta descriptions
 * (140-160 characters). Sentences are assembled from several interchangeable patterns so that neighbouring
 * products do not read like one template with blanks. The wording is the project's own.
 */
import type { MetalColour, TagSlug } from "../media/spec";
import type { StyleProfile } from "./profile-types";
import type { Rng } from "./random";
import type { GemKind, Purity } from "./reference-data";

/** What the copy needs to know about one product. */
export interface CopyFacts {
  name: string;
  style: StyleProfile;
  purity: Purity;
  colours: MetalColour[];
  diamondCount: number;
  diamondWeightMct: number;
  diamondClarity: string;
  diamondColour: string;
  gem: GemKind | null;
  gemCount: number;
  gemWeightMct: number;
  finish: string;
  primaryTag: TagSlug;
  certification: string;
  /** the cut of the centre stone as drawn ("round brilliant", "pear-shaped"), null when the picture has no centre */
  centreCut: string | null;
}

const FINENESS: Record<Purity, string> = {
  "24K": "999",
  "22K": "916",
  "18K": "750",
  "14K": "585",
  PT950: "950",
};
const ADJECTIVES = [
  "graceful",
  "understated",
  "classic",
  "contemporary",
  "timeless",
  "sculpted",
  "refined",
  "elegant",
];

/**
 * Occasion sentences, three per tag, so that products sharing a tag still read differently. Tokens agree with the
 * noun: {them} = it / them, {they} = it / they, {s} = verb ending s / nothing.
 */
const OCCASIONS: Record<TagSlug, string[]> = {
  "daily-wear": [
    "Comfortable from morning to night, this is jewellery made for every single day",
    "Wear {them} to the market, to work and to dinner without a second thought",
    "This is the kind of piece that quietly becomes part of your everyday look",
  ],
  "office-wear": [
    "Polished without being loud, {they} suit{s} a boardroom as well as a video call",
    "Pair {them} with crisp cottons or a blazer for a neat workday look",
    "Small and sure, {they} add{s} just enough shine to office attire",
  ],
  "party-wear": [
    "Save {them} for evenings out, when the lights are low and the sparkle counts",
    "Expect compliments at cocktail parties and wedding receptions",
    "Wear {them} with a silk saree or a little black dress and let {them} take the spotlight",
  ],
  engagement: [
    "Made for the question and for every anniversary that follows it",
    "A piece to mark a promise, certified for a lifetime of wear",
    "Many couples choose this design for the ring ceremony and wear it daily ever after",
  ],
  bridal: [
    "Made for the wedding day and for the family album that follows",
    "Brides pair {them} with Kanjeevaram silk and heritage gold for the muhurtham",
    "A piece to be worn at the wedding and handed down years later",
  ],
  festive: [
    "Bring {them} out for Onam, Diwali, Eid and every family celebration in between",
    "Festivals feel complete with a little extra gold, and this is that gold",
    "Among lamps, flowers and festive silks, {they} shine{s} brightest",
  ],
  gifting: [
    "Gift-boxed and ready to give for a birthday, an anniversary or a thank-you",
    "A thoughtful present that will be treasured, not forgotten in a drawer",
    "Choose {them} as a gift for a daughter, a sister or yourself",
  ],
};

/** Short verb clauses for the two-sentence pattern ("With ..., it {clause}."), in the singular. */
const OCCASION_CLAUSES: Record<TagSlug, string> = {
  "daily-wear": "is made to be worn every single day",
  "office-wear": "suits the office and the weekend alike",
  "party-wear": "is ready for evenings out and celebrations",
  engagement: "is made to mark a promise",
  bridal: "is made for the wedding day and the years after it",
  festive: "brings a festive glow to every family celebration",
  gifting: "makes a gift that will be treasured for years",
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

function carats(mct: number): string {
  return (mct / 1000).toFixed(2);
}

function listWords(items: string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/** "18K (750) gold in rose and white" / "22K (916) hallmarked yellow gold" / "Pt950 platinum". */
export function metalPhrase(purity: Purity, colours: MetalColour[]): string {
  if (purity === "PT950") return "Pt950 platinum";
  const base = `${purity} (${FINENESS[purity]})${purity === "22K" || purity === "24K" ? " hallmarked" : ""}`;
  if (colours.length === 1) return `${base} ${colours[0]} gold`;
  return `${base} gold (${listWords(colours, "or")})`;
}

/** The stones in words, or null for plain metal pieces. */
function stonePhrase(f: CopyFacts, rng: Rng): string | null {
  const grade = `${f.diamondClarity} clarity, ${f.diamondColour} colour`;
  let diamonds: string | null = null;
  if (f.style.solitaire && f.diamondCount === 2) {
    diamonds = `two matched solitaires of ${carats(f.diamondWeightMct / 2)} ct each (${grade})`;
  } else if (f.style.solitaire) {
    diamonds = `a ${carats(f.diamondWeightMct)} ct ${f.centreCut ?? "round brilliant"} solitaire of ${f.diamondClarity} clarity and ${f.diamondColour} colour`;
  } else if (f.diamondCount === 1) {
    diamonds = `a single round diamond of ${carats(f.diamondWeightMct)} ct (${grade})`;
  } else if (f.diamondCount > 1) {
    diamonds = rng.pick([
      `${f.diamondCount} round brilliant diamonds totalling ${carats(f.diamondWeightMct)} ct (${grade})`,
      `${f.diamondCount} natural diamonds, ${carats(f.diamondWeightMct)} ct in all, graded ${f.diamondClarity} ${f.diamondColour}`,
    ]);
  }
  if (!f.gem) return diamonds;
  const gemWord = f.gemCount === 1 ? f.gem : `${f.gem === "ruby" ? "rubies" : `${f.gem}s`}`;
  // a single gem is cut as it is drawn; several are described by the style's cut (cabochons, ovals)
  const gems =
    f.gemCount === 1
      ? `${article(`${carats(f.gemWeightMct)} ct`)} ${f.centreCut ?? f.style.gem?.cut ?? "oval"} ${gemWord}`
      : `${f.gemCount} ${f.style.gem?.cut ?? "oval"} ${gemWord} (${carats(f.gemWeightMct)} ct)`;
  return diamonds ? `${gems} with ${diamonds}` : gems;
}

/** The 2-3 sentence product description. */
export function describeProduct(f: CopyFacts, rng: Rng): string {
  const metal = metalPhrase(f.purity, f.colours);
  const stones = stonePhrase(f, rng);
  const noun = f.style.noun;
  // "pair of studs" and named pairs ("... Jhumkas") take plural verbs and pronouns.
  const plural = noun.startsWith("pair of");
  const [is, it, them, its] = plural ? ["are", "they", "them", "their"] : ["is", "it", "it", "its"];
  const agree = (text: string) =>
    text
      .replaceAll("{them}", them)
      .replaceAll("{they}", it)
      .replaceAll("{s}", plural ? "" : "s");
  const adj = rng.pick(ADJECTIVES);
  const openers = stones
    ? [
        `The ${f.name} ${is} made in ${metal} and set with ${stones}.`,
        `Crafted in ${metal}, this ${adj} ${noun} carries ${stones}.`,
        `${cap(article(adj))} ${noun} in ${metal}, set with ${stones}.`,
        `We make this ${noun} in ${metal} and light it up with ${stones}.`,
      ]
    : [
        `The ${f.name} ${is} made entirely of ${metal}, with no stones to distract from the metalwork.`,
        `Nothing but ${metal} goes into this ${adj} ${noun}.`,
        `${cap(article(adj))} ${noun} in ${metal}, kept plain so the ${f.purity === "PT950" ? "platinum" : "gold"} does the talking.`,
      ];
  const opener = rng.pick(openers);
  const detail = rng.pick(f.style.details);
  const roll = rng.next();
  if (roll < 0.25)
    return `${opener} With ${f.finish}, ${it} ${clause(OCCASION_CLAUSES[f.primaryTag], plural)}.`;
  const occasion = agree(rng.pick(OCCASIONS[f.primaryTag]));
  const middle =
    roll < 0.45
      ? `${detail}, and ${f.finish} completes ${them}.`
      : rng.pick([
          `${detail}; the surface is given ${f.finish}.`,
          `${cap(f.finish)} brings out ${its} lines, and ${lowerFirst(detail)}.`,
          `${detail}, and ${it} ${plural ? "leave" : "leaves"} our workshop with ${f.finish}.`,
        ]);
  return `${opener} ${middle} ${occasion}.`;
}

/** Turns a singular verb clause plural: "is made" -> "are made", "makes a gift" -> "make a gift". */
function clause(text: string, plural: boolean): string {
  if (!plural) return text;
  return text.replace(/^is /, "are ").replace(/^(\w+?)s /, "$1 ");
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const META_FILLERS = [
  " Try it at home first.",
  " Certified and hallmarked.",
  " Pay securely online.",
  " Gift-ready box.",
];

/** Meta description of 140-160 characters, naming the piece, metal, stones and the store's promises. */
export function metaDescription(f: CopyFacts, rng: Rng): string {
  const metal = f.purity === "PT950" ? "Pt950 platinum" : `${f.purity} ${f.colours[0] ?? "yellow"} gold`;
  const gems = f.gem ? (f.gem === "ruby" ? "rubies" : `${f.gem}s`) : "";
  const stones = f.gem
    ? ` with ${gems}${f.diamondCount > 0 ? " and diamonds" : ""}`
    : f.diamondWeightMct > 0
      ? ` with ${carats(f.diamondWeightMct)} ct diamonds`
      : "";
  const certified = f.certification === "BIS Hallmark" ? "BIS hallmarked" : `${f.certification} certified`;
  const templates = rng.shuffle([
    `Buy the ${f.name} in ${metal}${stones}. ${cap(certified)}, free shipping, 15-day money back and lifetime exchange at SWA Diamonds.`,
    `Shop the ${f.name}: ${metal}${stones}, ${certified}. Free shipping and lifetime exchange from SWA Diamonds.`,
    `${f.name} in ${metal}${stones}. Order online from SWA Diamonds with free shipping, easy returns and lifetime buyback.`,
    `${f.name}, ${metal}${stones}. ${cap(certified)}, free delivery, 15-day returns, lifetime exchange. SWA Diamonds.`,
  ]);
  for (const text of templates) {
    let out = text;
    for (const filler of META_FILLERS) {
      if (out.length >= 140) break;
      if (out.length + filler.length <= 160) out += filler;
    }
    if (out.length >= 140 && out.length <= 160) return out;
  }
  // Long names: take the shortest template, cut it at a word boundary and close the sentence.
  const shortest = [...templates].sort((a, b) => a.length - b.length)[0] ?? "";
  const cut = shortest
    .slice(0, 159)
    .replace(/\s+\S*$/, "")
    .replace(/[\s.,;:]+$/, "");
  return `${cut}.`;
}
