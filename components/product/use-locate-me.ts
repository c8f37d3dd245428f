"use client";

import { useState } from "react";
import { readStoredPincode, storePincode } from "@/components/layout/pincode-store";

export type LocateState =
  | { kind: "idle" }
  | { kind: "locating" }
  | { kind: "found"; pincode: string; area: string | null }
  | { kind: "error"; message: string };

/** Texts of 'Locate me' (issue 13 item 8: a refused permission keeps the stored pincode and says so). */
export function locateMessage(
  reason: "denied" | "unsupported" | "failed" | "outside",
  kept: string | null,
): string {
  const keep = kept ? ` We kept your pincode ${kept}.` : " Please enter your pincode instead.";
  switch (reason) {
    case "denied":
      return `Location access was refused.${keep}`;
    case "unsupported":
      return `Your browser cannot share its location.${keep}`;
    case "outside":
      return `We deliver in India only and found no Indian pincode near you.${keep}`;
    default:
      return `We could not find your location just now.${keep}`;
  }
}

/**
 * 'Locate me': the browser's position -> `POST /api/pincode/locate` (our own store finds the nearest pincode
 * offline; nothing goes to a map service) -> stored as the delivery pincode. Any failure leaves the stored pincode.
 */
export function useLocateMe(): { state: LocateState; locate: () => void } {
  const [state, setState] = useState<LocateState>({ kind: "idle" });

  function locate() {
    const kept = readStoredPincode();
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setState({ kind: "error", message: locateMessage("unsupported", kept) });
      return;
    }
    setState({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      async (pos) => {
        try {
          const res = await fetch("/api/pincode/locate", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ latitude: pos.coords.latitude, longitude: pos.coords.longitude }),
          });
          const body = (await res.json().catch(() => null)) as {
            pincode?: string;
            area?: string | null;
          } | null;
          if (res.ok && body?.pincode) {
            storePincode(body.pincode);
            setState({ kind: "found", pincode: body.pincode, area: body.area ?? null });
          } else {
            setState({
              kind: "error",
              message: locateMessage(res.status === 404 ? "outside" : "failed", kept),
            });
          }
        } catch {
          setState({ kind: "error", message: locateMessage("failed", kept) });
        }
      },
      (err) =>
        setState({ kind: "error", message: locateMessage(err.code === 1 ? "denied" : "failed", kept) }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return { state, locate };
}
