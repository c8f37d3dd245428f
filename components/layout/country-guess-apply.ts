/**
 * The first-visit country guess as it runs in the browser (specification section 4 "Country"). The function is
 * serialised into an inline `<head>` script (`country-guess-script.tsx`), so it must stay self-contained: no
 * imports, no closures, only what every supported browser has.
 */

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
 * On a first visit (no country cookie) guesses the country from the browser time zone. When the guess differs
 * from the country the page was rendered for, it stores the guess in the cookie and reloads the page before
 * anything is painted, so the shopper never sees another country's prices and the page is not rendered twice.
 * Does nothing for crawlers (they index the default country's page), when the time zone is unknown, or when the
 * browser refuses the cookie (a reload would then loop). Never throws.
 */
export function applyCountryGuess(config: CountryGuessConfig): CountryGuessOutcome {
  try {
    if (/bot|crawl|spider|slurp/i.test(navigator.userAgent)) return "kept";
    const cookies = ";" + document.cookie.replace(/\s+/g, "");
    if (cookies.indexOf(";" + config.cookie + "=") >= 0) return "kept";
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return "kept";
    const id = Object.prototype.hasOwnProperty.call(config.zones, zone)
      ? config.zones[zone]
      : config.otherwise;
    if (id == null || id === config.current) return "kept";
    document.cookie =
      config.cookie +
      "=" +
      id +
      "; path=/; max-age=" +
      config.maxAge +
      "; samesite=lax" +
      (config.secure ? "; secure" : "");
    if ((";" + document.cookie.replace(/\s+/g, "")).indexOf(";" + config.cookie + "=" + id) < 0)
      return "kept";
    // Hidden until the page in the guessed currency replaces this one; shown again should the reload not happen.
    const root = document.documentElement;
    root.style.visibility = "hidden";
    setTimeout(function () {
      root.style.visibility = "";
    }, 4000);
    location.replace(location.href);
    return "reload";
  } catch {
    return "kept";
  }
}
