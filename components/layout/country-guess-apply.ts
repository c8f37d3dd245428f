/**
 * The first-visit country guess: its settings, and the script's body run as a
 * function. The script itself is text in lib/country/country-guess-inline.mjs (its CSP hash must not depend on a
 * bundle's minifier).
 */
import { COUNTRY_GUESS_BODY } from "@/lib/country/country-guess-inline.mjs";

/** What the inline script needs, computed on the server from the store's country list. */
export interface CountryGuessConfig {
  /** cookie holding the country id (COUNTRY_COOKIE) */
  cookie: string;
  /** cookie lifetime, seconds */
  maxAge: number;
  /** true on an https site (the cookie gets `Secure`, as the BFF sets it) */
  secure: boolean;
  /** the country id the page was rendered for */
  current: number;
  /** country id per time zone the store maps to itself (Asia/Kolkata -> India, ...) */
  zones: Record<string, number>;
  /** country id for any other time zone (United States), null when there is none */
  otherwise: number | null;
}

/** "kept": the page stays as rendered; "reload": the guess was stored and the page is being fetched again. */
export type CountryGuessOutcome = "kept" | "reload";

/**
 * Runs the country guess script's body (lib/country/country-guess-inline.mjs) with `config`, as the inline
 * script does in the browser: on a first visit (no country cookie) it guesses the country from the browser time
 * zone and, when the guess differs from the country the page was rendered for, stores it in the cookie and reloads
 * the page before anything is painted. Does nothing for crawlers (they index the default country's page), when the
 * time zone is unknown, or when the browser refuses the cookie (a reload would then loop). Never throws. Used by the
 * tests; pages carry the script's text, whose hash the Content-Security-Policy allows.
 */
export function applyCountryGuess(config: CountryGuessConfig): CountryGuessOutcome {
  return new Function("a", COUNTRY_GUESS_BODY)(config) as CountryGuessOutcome;
}
