/**
 * First-visit country guess (with no stored country it is guessed from the
 * device's location; India and the UAE map to themselves, any other place to the United States; a stored id
 * overrides). The storefront guesses from the browser time zone instead of asking for geolocation: no prompt,
 * no third-party call. Saudi Arabia maps to itself since the store sells there. Pure module.
 */

/** A country of the selector, as the client receives it. */
export interface CountryChoice {
  id: number;
  name: string;
  /** IND, USA, UAE, KSA */
  label: string;
  flag: string;
}

type Region = "IND" | "UAE" | "KSA" | "USA";

const TIME_ZONE_REGIONS: Record<string, Region> = {
  "Asia/Kolkata": "IND",
  "Asia/Calcutta": "IND",
  "Asia/Dubai": "UAE",
  "Asia/Riyadh": "KSA",
};

const REGION_NAMES: Record<Region, string> = {
  IND: "india",
  UAE: "united arab emirates",
  KSA: "saudi arabia",
  USA: "united states",
};

function findRegion(region: Region, countries: readonly CountryChoice[]): CountryChoice | undefined {
  return countries.find(
    (c) => c.label.toUpperCase() === region || c.name.trim().toLowerCase() === REGION_NAMES[region],
  );
}

/**
 * The country a browser time zone suggests, from the store's country list; undefined when the time zone is
 * unknown (the default country stays). Kolkata/Calcutta -> India, Dubai -> UAE, Riyadh -> Saudi Arabia,
 * any other zone -> United States.
 */
export function guessCountryFromTimeZone(
  timeZone: string | undefined | null,
  countries: readonly CountryChoice[],
): CountryChoice | undefined {
  if (!timeZone) return undefined;
  const region = TIME_ZONE_REGIONS[timeZone] ?? "USA";
  return findRegion(region, countries) ?? (region === "KSA" ? findRegion("USA", countries) : undefined);
}

/** A time zone outside TIME_ZONE_REGIONS: it stands for "any other place" in countryGuessTable. */
const ANY_OTHER_ZONE = "Etc/Unknown";

/**
 * The guess as data for the inline first-visit script (`country-guess-script.tsx`): the country id of each time
 * zone the store maps to itself, and the id of any other zone (United States; null when the store lists none).
 */
export function countryGuessTable(countries: readonly CountryChoice[]): {
  zones: Record<string, number>;
  otherwise: number | null;
} {
  const zones: Record<string, number> = {};
  for (const zone of Object.keys(TIME_ZONE_REGIONS)) {
    const guess = guessCountryFromTimeZone(zone, countries);
    if (guess) zones[zone] = guess.id;
  }
  return { zones, otherwise: guessCountryFromTimeZone(ANY_OTHER_ZONE, countries)?.id ?? null };
}

/** Stores a country through the BFF (`POST /api/country`), which validates it and sets the cookie. */
export async function saveCountry(countryId: number): Promise<boolean> {
  const response = await fetch("/api/country", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ countryId }),
  });
  return response.ok;
}
