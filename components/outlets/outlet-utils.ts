/**
 * Pure helpers of the outlets page: search filter, distance sort, tel: links.
 */
import type { Outlet } from "@/lib/store-api/contract";

/** Working hours shown on every outlet. */
export const OUTLET_HOURS = "10:00AM TO 10:00PM";

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Outlet with its distance from the shopper in km (undefined when either side has no coordinates). */
export type RankedOutlet = Outlet & { distanceKm?: number };

const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

/**
 * Outlets whose name, city (location) or address contain every word of the query (case and accent
 * insensitive). An empty query keeps all outlets, in their order.
 */
export function filterOutlets<T extends Outlet>(outlets: readonly T[], query: string): T[] {
  const words = normalise(query)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return [...outlets];
  return outlets.filter((o) => {
    const haystack = normalise(`${o.name} ${o.location} ${o.address}`);
    return words.every((w) => haystack.includes(w));
  });
}

/** Great-circle distance in km between two points (haversine, mean Earth radius 6371 km). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Outlets nearest first from `from`, each with `distanceKm`; outlets without coordinates keep their order at
 * the end. Without `from`, returns the outlets unchanged.
 */
export function rankOutlets(outlets: readonly Outlet[], from: LatLng | null): RankedOutlet[] {
  if (!from) return [...outlets];
  const ranked = outlets.map((o, index) => ({
    outlet: o,
    index,
    d:
      typeof o.latitude === "number" && typeof o.longitude === "number"
        ? distanceKm(from, { latitude: o.latitude, longitude: o.longitude })
        : undefined,
  }));
  ranked.sort((x, y) => (x.d ?? Infinity) - (y.d ?? Infinity) || x.index - y.index);
  return ranked.map(({ outlet, d }) => ({ ...outlet, distanceKm: d }));
}

/** '12 km away', '850 m away', '1,240 km away'. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m away`;
  return `${Math.round(km).toLocaleString("en-IN")} km away`;
}

/** tel: URL of a displayed phone number ('+91 484 235 8810' -> 'tel:+914842358810'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
