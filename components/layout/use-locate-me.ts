"use client";

import { useState } from "react";
import { readStoredPincode, storePincode } from "./pincode-store";

export type LocateState =
  | { kind: "idle" }
  | { kind: "locating" }
  | { kind: "found"; pincode: string; area: string | null }
  | { kind: "error"; message: string };

/** Shown when the locate code cannot load; the stored pincode is untouched. */
export const LOCATE_UNAVAILABLE = "We could not find your location just now. Please try again.";

/**
 * 'Locate me' on the product page: locatePincode() -> stored as the delivery pincode (the same store the header
 * dialog uses, so delivery tags refresh). Any failure leaves the stored pincode and says so.
 */
export function useLocateMe(): { state: LocateState; locate: () => void } {
  const [state, setState] = useState<LocateState>({ kind: "idle" });

  function locate() {
    const kept = readStoredPincode();
    setState({ kind: "locating" });
    // The geolocation and lookup code loads on the first press: most visits never use it.
    void import("./locate-pincode")
      .then(async ({ locatePincode, locateMessage }) => {
        const result = await locatePincode();
        if (result.kind === "found") {
          storePincode(result.pincode);
          setState(result);
        } else {
          setState({ kind: "error", message: locateMessage(result.reason, kept) });
        }
      })
      .catch(() => {
        // The code itself did not arrive (offline, a new deployment): nothing was located or changed.
        setState({ kind: "error", message: LOCATE_UNAVAILABLE });
      });
  }

  return { state, locate };
}
