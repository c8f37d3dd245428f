/** Country selector labels (IND, USA, UAE, KSA). */

const SELECTOR_LABELS: Record<string, string> = {
  india: "IND",
  "united states": "USA",
  "united states of america": "USA",
  "united arab emirates": "UAE",
  "saudi arabia": "KSA",
  "kingdom of saudi arabia": "KSA",
};

/**
 * The selector label of a country (IND, USA, UAE, KSA). The reference backend sends it;
 * the production store sends only `country_name`, so it is derived from the name there.
 */
export function countryLabel(name: string, label?: string | null): string {
  return label || SELECTOR_LABELS[name.trim().toLowerCase()] || name.trim().slice(0, 3).toUpperCase();
}
