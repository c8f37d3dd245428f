/**
 * Reads a shopper's search text: budget words become a price limit, the rest becomes lower-case words for the
 * full-text matcher (backend/catalogue/search-match.ts). Pure: no database.
 */

/** Words after which a number is a budget: 'under 20000', 'below 20k', 'within 30,000', 'upto 1 lakh'. */
const BUDGET =
  /(?:^|\s)(?:under|below|within|upto|up\s+to|less\s+than|max|maximum|budget|<=?)\s*(?:rs\.?|inr|₹|\$|usd|aed|sar)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|l|lakhs?|lacs?)?(?=\s|$)/i;

/** Most words the matcher looks at; anything longer is not a product search. */
const MAX_WORDS = 12;

/** A search text read into its parts. */
export interface ParsedSearch {
  /** lower-case words (letters and digits), budget phrase removed, apostrophes dropped ("men's" -> "mens") */
  words: string[];
  /** the whole text lower-cased and trimmed, for an exact SKU match */
  exact: string;
  /** highest price in the shopper's currency units (rupees, dollars...), when the text names a budget */
  maxPrice?: number;
}

/** The amount a budget phrase names in currency units: '20k' -> 20000, '1.5 lakh' -> 150000, '30,000' -> 30000. */
function budgetAmount(digits: string, unit: string | undefined): number {
  const value = Number(digits.replace(/,/g, ""));
  const u = (unit ?? "").toLowerCase();
  const factor = u === "k" || u === "thousand" ? 1000 : u.startsWith("l") ? 100_000 : 1;
  return Math.round(value * factor);
}

/**
 * Splits a search text into words and an optional budget.
 * E.g. 'Studs under 30,000' -> { words: ['studs'], maxPrice: 30000 }; 'Men's chain' -> ['mens', 'chain'].
 */
export function parseSearch(raw: string): ParsedSearch {
  const exact = raw.trim().toLowerCase();
  let text = raw.toLowerCase();
  let maxPrice: number | undefined;
  const budget = BUDGET.exec(text);
  if (budget) {
    const amount = budgetAmount(budget[1]!, budget[2]);
    if (amount > 0) {
      maxPrice = amount;
      text = text.slice(0, budget.index) + " " + text.slice(budget.index + budget[0].length);
    }
  }
  const words = text
    .replace(/['’`]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .slice(0, MAX_WORDS);
  return maxPrice === undefined ? { words, exact } : { words, exact, maxPrice };
}
