import { COUNTRY_COOKIE, COUNTRY_COOKIE_MAX_AGE } from "@/lib/country/country-cookie";
import { serializeJsonLd } from "@/lib/seo/json-ld";
import { COUNTRY_GUESS_CONFIG_ID, COUNTRY_GUESS_SOURCE } from "@/lib/country/country-guess-inline.mjs";
import type { CountryGuessConfig } from "./country-guess-apply";
import { countryGuessTable, type CountryChoice } from "./country-guess";

/**
 * Inline `<head>` script for the first-visit country guess (see
 * `applyCountryGuess`). It runs before the body is parsed, so a shopper outside India gets the page in their
 * currency at once instead of an Indian page that re-renders itself after hydration. Server component: the
 * cached page of each country carries the same few hundred bytes and nothing personal. The settings go in a JSON
 * block (never run) and the script is fixed text, so the Content-Security-Policy of pages rendered per request can
 * allow it by one hash (lib/http/content-security-policy.mjs).
 */
export function CountryGuessScript({
  countries,
  currentId,
  secure,
}: {
  countries: readonly CountryChoice[];
  currentId: number;
  secure: boolean;
}) {
  const config: CountryGuessConfig = {
    cookie: COUNTRY_COOKIE,
    maxAge: COUNTRY_COOKIE_MAX_AGE,
    secure,
    current: currentId,
    ...countryGuessTable(countries),
  };
  return (
    <>
      <script
        type="application/json"
        id={COUNTRY_GUESS_CONFIG_ID}
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(config) }}
      />
      <script dangerouslySetInnerHTML={{ __html: COUNTRY_GUESS_SOURCE }} />
    </>
  );
}
