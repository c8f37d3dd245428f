/** Proper case for place names typed in one case (cities, free-text states). Pure module. */

/**
 * A place name typed all in lower or all in upper case, in proper case: 'kochi' -> 'Kochi',
 * 'NEW DELHI' -> 'New Delhi', 'thiruvananthapuram (trivandrum)' -> 'Thiruvananthapuram (Trivandrum)'.
 * Text typed in mixed case ('McLeod Ganj') is the shopper's own spelling and is kept; spaces are collapsed.
 */
export function properPlaceName(text: string | null | undefined): string {
  const t = (text ?? "").trim().replace(/\s+/g, " ");
  const mixed = /\p{Lu}/u.test(t) && /\p{Ll}/u.test(t);
  if (mixed) return t;
  return t
    .toLowerCase()
    .replace(/(^|[\s\-./(])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
