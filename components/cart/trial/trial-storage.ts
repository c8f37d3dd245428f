"use client";

/**
 * The chosen trial date and slot in localStorage (storage keys 'selected date' and 'selected
 * time slot': both saved locally, cleared after booking). Read with
 * useSyncExternalStore, so the server render and hydration see nothing saved (no mismatch) and another tab's
 * choice shows up. Storage errors (private mode) are ignored: the choice then lasts for the page only.
 */
import { useSyncExternalStore } from "react";
import { TRIAL_STORAGE, isTrialSlot, parseIsoDate, type TrialSlot } from "@/lib/cart/trial-schedule";

/** window event fired when this tab changes the saved choice */
const CHANGED_EVENT = "swa:trial-choice";

/** What was chosen in this tab when storage refuses to keep it. */
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string | null): void {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // quota or private mode: kept in memory above
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** The saved date, when it is a real `YYYY-MM-DD`. */
export function readTrialDate(): string | null {
  const value = read(TRIAL_STORAGE.date);
  return value && parseIsoDate(value) ? value : null;
}

/** The saved slot, when it is one of the trial slots. */
export function readTrialSlot(): TrialSlot | null {
  const value = read(TRIAL_STORAGE.slot);
  return value && isTrialSlot(value) ? value : null;
}

export function saveTrialDate(date: string | null): void {
  write(TRIAL_STORAGE.date, date);
}

export function saveTrialSlot(slot: string | null): void {
  write(TRIAL_STORAGE.slot, slot);
}

/** After booking: the next trial starts from a clean choice. */
export function clearTrialChoice(): void {
  write(TRIAL_STORAGE.date, null);
  write(TRIAL_STORAGE.slot, null);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TRIAL_STORAGE.date || event.key === TRIAL_STORAGE.slot)
      onChange();
  };
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

const none = () => null;

/** The saved date and slot, kept current; null on the server and during hydration. */
export function useTrialChoice(): { date: string | null; slot: TrialSlot | null } {
  const date = useSyncExternalStore(subscribe, readTrialDate, none);
  const slot = useSyncExternalStore(subscribe, readTrialSlot, none);
  return { date, slot };
}
