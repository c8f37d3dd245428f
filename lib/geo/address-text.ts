/**
 * How the parts of a saved address read when printed: the address book, order pages, order e-mails and invoices
 * all format the place line and the landmark here, so a state stored as its code ('kerala') or a city typed in one
 * case ('kochi', 'KOCHI') prints the same proper way everywhere. Pure module: safe in the BFF, the store API and
 * client components.
 */
import { properPlaceName } from "./place-name";
import { stateLabel } from "./states";

/**
 * 'Kochi, Kerala': the city in proper case and the state's name from the state list (a stored code becomes its
 * label; free text is proper-cased). Either part may be missing; both missing gives ''.
 */
export function cityAndState(address: {
  city?: string | null;
  state?: string | null;
  country?: string | null;
}): string {
  const state = (address.state ?? "").trim();
  return [properPlaceName(address.city), state ? stateLabel(address.country, state) : ""]
    .filter(Boolean)
    .join(", ");
}

/**
 * The address book's landmark line: 'Near <landmark>', unless the shopper already wrote it that way
 * ('Near the metro' stays 'Near the metro', 'near metro' becomes 'Near metro'). Empty landmark gives ''.
 */
export function nearLandmark(landmark: string | null | undefined): string {
  const t = (landmark ?? "").trim();
  if (!t) return "";
  const typed = /^near\b\s*/i.exec(t);
  return typed ? `Near ${t.slice(typed[0].length)}`.trim() : `Near ${t}`;
}
