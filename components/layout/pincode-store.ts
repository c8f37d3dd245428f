"use client";

/**
 * The shopper's delivery pincode in the browser (storage key `pincode`:
 * a valid pincode is stored; the delivery check needs one, otherwise the pincode dialog opens).
 * Other screens (product detail, listings) read it with useStoredPincode() and ask the header to open its
 * dialog with requestPincodeDialog(), so there is one dialog and one source of truth.
 */
import { useSyncExternalStore } from "react";

export const PINCODE_STORAGE_KEY = "pincode";
/** window event fired when this tab stores a new pincode */
export const PINCODE_CHANGED_EVENT = "swa:pincode-changed";
/** window event asking the header to open the pincode dialog */
export const PINCODE_DIALOG_EVENT = "swa:open-pincode-dialog";

/** The stored 6-digit pincode, or null (none, malformed, or storage unavailable). */
export function readStoredPincode(): string | null {
  try {
    const value = window.localStorage.getItem(PINCODE_STORAGE_KEY);
    return value && /^\d{6}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores a checked pincode and tells every listener in this tab (other tabs get the `storage` event). */
export function storePincode(pincode: string): void {
  try {
    window.localStorage.setItem(PINCODE_STORAGE_KEY, pincode);
  } catch {
    // storage blocked: the pincode still applies to this page through the event below
  }
  window.dispatchEvent(new CustomEvent(PINCODE_CHANGED_EVENT, { detail: pincode }));
}

/** Opens the header's pincode dialog from anywhere (e.g. a product page's delivery check). */
export function requestPincodeDialog(): void {
  window.dispatchEvent(new Event(PINCODE_DIALOG_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PINCODE_STORAGE_KEY) onChange();
  };
  window.addEventListener(PINCODE_CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(PINCODE_CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored pincode, kept current; null on the server and during hydration (no mismatch). */
export function useStoredPincode(): string | null {
  return useSyncExternalStore(subscribe, readStoredPincode, () => null);
}
