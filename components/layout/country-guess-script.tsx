import { COUNTRY_COOKIE, COUNTRY_COOKIE_MAX_AGE } from "@/lib/country/country-cookie";
import { serializeJsonLd } from "@/lib/seo/json-ld";
import { applyCountryGuess, type CountryGuessConfig } from "./country-guess-apply";
import { countryGuessTable, type CountryChoice } from "./country-guess";

/**
 * Inline `<head>` script for the first-visit country guess (specification section 4 "Country"; see
 * `applyCountryGuess`). It runs before the body is parsed, so a shopper outside India gets the page in their
 * currency at once instead of an Indian page that re-renders itself after hydration. Server component: the
 * cached page of each country carries the same few hundred bytes and nothing personal.
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
  const source = `(${applyCountryGuess.toString()})(${serializeJsonLd(config)})`;
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
