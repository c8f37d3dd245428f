/**
 * GST state codes (the first two digits of a GSTIN and the "place of supply" code on an invoice), with the spellings
 * shoppers and the India Post directory use ('Tamil Nadu', 'ANDAMAN & NICOBAR ISLANDS', 'Pondicherry', 'Orissa').
 * Source: GSTN state code list; 96 = a foreign country (exports), as on e-invoices.
 */
import { lookupPincode } from "../catalogue/pincodes";

/** A state or union territory as printed on an invoice: its official name and two-digit GST code. */
export interface GstState {
  name: string;
  code: string;
}

const STATES: [code: string, name: string, ...aliases: string[]][] = [
  ["01", "Jammu and Kashmir"],
  ["02", "Himachal Pradesh"],
  ["03", "Punjab"],
  ["04", "Chandigarh"],
  ["05", "Uttarakhand", "Uttaranchal"],
  ["06", "Haryana"],
  ["07", "Delhi", "New Delhi", "NCT of Delhi"],
  ["08", "Rajasthan"],
  ["09", "Uttar Pradesh"],
  ["10", "Bihar"],
  ["11", "Sikkim"],
  ["12", "Arunachal Pradesh"],
  ["13", "Nagaland"],
  ["14", "Manipur"],
  ["15", "Mizoram"],
  ["16", "Tripura"],
  ["17", "Meghalaya"],
  ["18", "Assam"],
  ["19", "West Bengal"],
  ["20", "Jharkhand"],
  ["21", "Odisha", "Orissa"],
  ["22", "Chhattisgarh", "Chattisgarh"],
  ["23", "Madhya Pradesh"],
  ["24", "Gujarat"],
  ["26", "Dadra and Nagar Haveli and Daman and Diu", "Dadra and Nagar Haveli", "Daman and Diu", "DNH and DD"],
  ["27", "Maharashtra"],
  ["29", "Karnataka"],
  ["30", "Goa"],
  ["31", "Lakshadweep"],
  ["32", "Kerala"],
  ["33", "Tamil Nadu"],
  ["34", "Puducherry", "Pondicherry"],
  ["35", "Andaman and Nicobar Islands", "Andaman and Nicobar"],
  ["36", "Telangana"],
  ["37", "Andhra Pradesh"],
  ["38", "Ladakh"],
];

/** GST code of a supply to a place outside India. */
export const FOREIGN_COUNTRY: GstState = { name: "Outside India", code: "96" };

function key(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z]+/g, " ")
    .trim();
}

const BY_KEY = new Map<string, GstState>();
const BY_CODE = new Map<string, GstState>();
for (const [code, name, ...aliases] of STATES) {
  const state = { name, code };
  BY_CODE.set(code, state);
  for (const spelling of [name, ...aliases]) BY_KEY.set(key(spelling), state);
}

/** The state a name means ('kerala', 'TAMIL NADU', 'Andaman & Nicobar Islands'), or null. */
export function gstStateByName(name: string): GstState | null {
  return BY_KEY.get(key(name)) ?? null;
}

/** The state of a two-digit GST code ('32' -> Kerala), or null. */
export function gstStateByCode(code: string): GstState | null {
  return BY_CODE.get(code) ?? null;
}

/**
 * The state of an Indian delivery address: the state as typed, else the state India Post gives its pincode.
 * @returns null when neither names a known state
 */
export function gstStateOfAddress(state: string, pincode: string): GstState | null {
  const typed = gstStateByName(state);
  if (typed) return typed;
  if (!/^\d{6}$/.test(pincode)) return null;
  const office = lookupPincode(pincode)[0];
  return office ? gstStateByName(office.State) : null;
}

const INDIA = new Set(["india", "in", "ind", "bharat", "republic of india"]);

/** Whether an address's country field means India (addresses store the country as typed, e.g. 'India'). */
export function isIndia(country: string): boolean {
  return INDIA.has(key(country));
}
