/**
 * Finding the shopper's pincode from the browser's position (locate-me
 * fills the pincode), for the product page's Locate me and the header's pincode dialog. Loaded only
 * when a shopper asks: the product page imports it on the first press (`useLocateMe`).
 */

/** Why a locate attempt found no pincode: refused permission, no API, no position / timeout, outside India. */
export type LocateFailure = "denied" | "unsupported" | "failed" | "timeout" | "outside";

/** Texts of 'Locate me' (a refused permission keeps the stored pincode and says so). */
export function locateMessage(reason: LocateFailure, kept: string | null): string {
  const keep = kept ? ` We kept your pincode ${kept}.` : " Please enter your pincode instead.";
  switch (reason) {
    case "denied":
      return `Location access was refused.${keep}`;
    case "unsupported":
      return `Your browser cannot share its location.${keep}`;
    case "timeout":
      return `Finding your location took too long.${keep}`;
    case "outside":
      return `We deliver in India only and found no Indian pincode near you.${keep}`;
    default:
      return `We could not find your location just now.${keep}`;
  }
}

/** What one locate attempt gave: the nearest Indian pincode (6 digits) and its area, or why there is none. */
export type LocateResult =
  { kind: "found"; pincode: string; area: string | null } | { kind: "error"; reason: LocateFailure };

/** GeolocationPositionError codes (W3C Geolocation API): 1 refused, 2 unavailable, 3 timeout. */
function failureOf(code: number): LocateFailure {
  if (code === 1) return "denied";
  if (code === 3) return "timeout";
  return "failed";
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 10_000,
      maximumAge: 300_000,
    }),
  );
}

/**
 * The browser's position -> `POST /api/pincode/locate` (our own BFF and store API find the nearest Indian pincode
 * offline from a shipped data set; the coordinates go to no map service). Stores nothing; never throws.
 */
export async function locatePincode(): Promise<LocateResult> {
  if (typeof navigator === "undefined" || !navigator.geolocation)
    return { kind: "error", reason: "unsupported" };
  let pos: GeolocationPosition;
  try {
    pos = await currentPosition();
  } catch (err) {
    return { kind: "error", reason: failureOf((err as { code?: number }).code ?? 0) };
  }
  try {
    const res = await fetch("/api/pincode/locate", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ latitude: pos.coords.latitude, longitude: pos.coords.longitude }),
    });
    const body = (await res.json().catch(() => null)) as { pincode?: unknown; area?: unknown } | null;
    if (res.ok && typeof body?.pincode === "string" && /^\d{6}$/.test(body.pincode)) {
      return { kind: "found", pincode: body.pincode, area: typeof body.area === "string" ? body.area : null };
    }
    return { kind: "error", reason: res.status === 404 ? "outside" : "failed" };
  } catch {
    return { kind: "error", reason: "failed" };
  }
}
