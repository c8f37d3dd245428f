/**
 * Product names, SKUs and URL aliases. Names pair an evocative first word (Sanskrit, Hindi, Tamil, Malayalam,
 * Arabic and Urdu words that suit jewellery) with the style's design phrase, e.g. "Aarohi Diamond Halo Ring".
 * All of it is the project's own wording.
 */
import type { CategorySlug } from "../media/spec";
import type { Rng } from "./random";
import type { GemKind, Purity } from "./reference-data";

/** First words for women's and unisex pieces. */
const NAME_WORDS = [
  "Aarohi",
  "Meher",
  "Noor",
  "Zoya",
  "Ira",
  "Anika",
  "Tara",
  "Kavya",
  "Diya",
  "Ananya",
  "Saanvi",
  "Chandni",
  "Roshni",
  "Prisha",
  "Nila",
  "Ponnu",
  "Thinkal",
  "Nilavu",
  "Mazha",
  "Kaveri",
  "Tulsi",
  "Mallika",
  "Chembakam",
  "Thamara",
  "Padma",
  "Aditi",
  "Ishani",
  "Amara",
  "Layla",
  "Yasmin",
  "Farah",
  "Amal",
  "Zahra",
  "Husna",
  "Jannat",
  "Sitara",
  "Veda",
  "Vedika",
  "Mira",
  "Nakshatra",
  "Swara",
  "Raga",
  "Sargam",
  "Utsav",
  "Shubh",
  "Saubhagya",
  "Lavanya",
  "Prakriti",
  "Varsha",
  "Kiran",
  "Jyoti",
  "Aabha",
  "Prabha",
  "Kanak",
  "Swarna",
  "Hema",
  "Rukmini",
  "Shringar",
  "Alankara",
  "Mayil",
  "Hamsa",
  "Rangoli",
  "Sakhi",
  "Preet",
  "Bandhan",
  "Mehfil",
  "Gulnaar",
  "Rabia",
  "Inaya",
  "Aafreen",
  "Ruhani",
  "Kesar",
  "Champa",
  "Malar",
  "Poovu",
  "Kanmani",
  "Ilakkiya",
  "Minnal",
  "Ambili",
  "Vaani",
  "Dhwani",
  "Ojas",
  "Tejas",
  "Anvi",
  "Myra",
  "Avani",
  "Ishita",
  "Niharika",
  "Shanaya",
  "Kalyani",
];

/** First words for men's pieces. */
const MEN_WORDS = [
  "Rudra",
  "Veer",
  "Shaurya",
  "Vikram",
  "Arjun",
  "Kabir",
  "Dhruv",
  "Zayan",
  "Samar",
  "Rehan",
  "Aryan",
  "Advait",
  "Tejas",
  "Ojas",
  "Aditya",
  "Yash",
  "Faris",
  "Zaid",
  "Raees",
  "Vijay",
];

const GEM_NAMES: Record<GemKind, string> = { ruby: "Ruby", emerald: "Emerald", sapphire: "Sapphire" };

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

/** Hands out names that are unique across the catalogue. */
export class NameBook {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Rng) {}

  /**
   * A unique product name from one of the style's phrases.
   * @param phrases design phrases; `{Gem}` is replaced by the gem's name
   */
  productName(phrases: string[], gem: GemKind | null, audience?: "men"): string {
    const words = audience === "men" ? MEN_WORDS : NAME_WORDS;
    for (let attempt = 0; attempt < 200; attempt++) {
      const phrase = this.rng.pick(phrases).replace("{Gem}", gem ? GEM_NAMES[gem] : "Gemstone");
      const name = `${this.rng.pick(words)} ${phrase}`;
      if (this.claim(name)) return name;
    }
    throw new Error(`ran out of unique names for ${phrases[0] ?? "?"}`);
  }

  /** Coins are named by motif, purity and weight ("Lakshmi 24K Gold Coin 2 g"), not by a first word. */
  coinName(phrases: string[], purity: Purity, grams: number): string {
    for (let attempt = 0; attempt < 50; attempt++) {
      const phrase = this.rng.pick(phrases).replace("Gold Coin", `${purity} Gold Coin`);
      const name = `${phrase} ${grams} g`;
      if (this.claim(name)) return name;
    }
    throw new Error(`ran out of coin names for ${purity} ${grams} g`);
  }

  private claim(name: string): boolean {
    if (this.used.has(name)) return false;
    this.used.add(name);
    return true;
  }
}

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
