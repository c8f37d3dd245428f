/**
 * States, union territories, emirates and regions of the four shop countries, for address forms
 * (state choices depend on the country; default state
 * kerala). Pure module: safe in server and client components and in tests.
 *
 * Values are lowercase underscore codes ('kerala', 'tamil_nadu', 'abu_dhabi'), as the trial booking
 * form sends states; labels are what shoppers read. Addresses saved with a free-text
 * state (older data) still display: stateLabel() falls back to the stored text.
 */

import { properPlaceName } from "./place-name";

/** The shop countries by their selector label (IND, USA, UAE, KSA). */
export type GeoCountry = "IND" | "UAE" | "USA" | "KSA";

export interface StateOption {
  value: string;
  label: string;
}

/** Turns 'Tamil Nadu' into 'tamil_nadu' (the stored code). */
export function stateCode(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

function options(labels: readonly string[]): StateOption[] {
  return labels.map((label) => ({ value: stateCode(label), label }));
}

/** The 28 states of India (Andhra Pradesh to West Bengal). */
export const INDIA_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

/** India's 8 union territories (addresses may be in Delhi, Chandigarh, Puducherry...). */
export const INDIA_UNION_TERRITORIES = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

/** The seven emirates. */
export const UAE_EMIRATES = [
  "Abu Dhabi",
  "Ajman",
  "Dubai",
  "Fujairah",
  "Ras Al Khaimah",
  "Sharjah",
  "Umm Al Quwain",
] as const;

/** The 50 states and the District of Columbia. */
export const USA_STATES = [
  "Alabama",
  "Alaska",
  "Arizona",
  "Arkansas",
  "California",
  "Colorado",
  "Connecticut",
  "Delaware",
  "District of Columbia",
  "Florida",
  "Georgia",
  "Hawaii",
  "Idaho",
  "Illinois",
  "Indiana",
  "Iowa",
  "Kansas",
  "Kentucky",
  "Louisiana",
  "Maine",
  "Maryland",
  "Massachusetts",
  "Michigan",
  "Minnesota",
  "Mississippi",
  "Missouri",
  "Montana",
  "Nebraska",
  "Nevada",
  "New Hampshire",
  "New Jersey",
  "New Mexico",
  "New York",
  "North Carolina",
  "North Dakota",
  "Ohio",
  "Oklahoma",
  "Oregon",
  "Pennsylvania",
  "Rhode Island",
  "South Carolina",
  "South Dakota",
  "Tennessee",
  "Texas",
  "Utah",
  "Vermont",
  "Virginia",
  "Washington",
  "West Virginia",
  "Wisconsin",
  "Wyoming",
] as const;

/** The 13 administrative regions of Saudi Arabia. */
export const KSA_REGIONS = [
  "Al Bahah",
  "Al Jawf",
  "Al Madinah",
  "Al Qassim",
  "Asir",
  "Eastern Province",
  "Hail",
  "Jazan",
  "Makkah",
  "Najran",
  "Northern Borders",
  "Riyadh",
  "Tabuk",
] as const;

/** State choices per country, in the order the select lists them. */
export const STATES_BY_COUNTRY: Record<GeoCountry, StateOption[]> = {
  IND: options([...INDIA_STATES, ...INDIA_UNION_TERRITORIES]),
  UAE: options(UAE_EMIRATES),
  USA: options(USA_STATES),
  KSA: options(KSA_REGIONS),
};

/** What the state select is called in each country. */
export const STATE_FIELD_LABEL: Record<GeoCountry, string> = {
  IND: "State / Union territory",
  UAE: "Emirate",
  USA: "State",
  KSA: "Region",
};

/** Default state (kerala for India); elsewhere the shopper must choose. */
export const DEFAULT_STATE: Record<GeoCountry, string> = { IND: "kerala", UAE: "", USA: "", KSA: "" };

/** Country names as the store spells them (ecom/country-details), keyed by selector label. */
export const COUNTRY_NAMES: Record<GeoCountry, string> = {
  IND: "India",
  UAE: "United Arab Emirates",
  USA: "United States",
  KSA: "Saudi Arabia",
};

export const GEO_COUNTRIES = Object.keys(COUNTRY_NAMES) as GeoCountry[];

/**
 * The GeoCountry of a stored country text ('India', 'IND', 'united states', 'USA', 'UAE'...), or null for
 * anything else.
 */
export function geoCountryOf(text: string | null | undefined): GeoCountry | null {
  const t = (text ?? "").trim().toLowerCase();
  if (!t) return null;
  for (const code of GEO_COUNTRIES) {
    if (t === code.toLowerCase() || t === COUNTRY_NAMES[code].toLowerCase()) return code;
  }
  if (t === "united states of america" || t === "us") return "USA";
  if (t === "uae" || t === "emirates") return "UAE";
  if (t === "ksa" || t === "saudi") return "KSA";
  return null;
}

/**
 * Display label of a stored state: the list's label for a known code or name ('kerala' -> 'Kerala'), else the
 * text as stored, in proper case when it was typed all in one case ('goa old town' -> 'Goa Old Town').
 */
export function stateLabel(country: string | null | undefined, stored: string): string {
  const code = stateCode(stored);
  const lists = (() => {
    const geo = geoCountryOf(country);
    return geo ? [STATES_BY_COUNTRY[geo]] : Object.values(STATES_BY_COUNTRY);
  })();
  for (const list of lists) {
    const hit = list.find((s) => s.value === code);
    if (hit) return hit.label;
  }
  return properPlaceName(stored);
}
