/**
 * The checkout state the browser keeps in sessionStorage (the UI creates the
 * Idempotency-Key once per checkout attempt and keeps it in sessionStorage), so a reload, a cancelled
 * payment or a second click never makes a second order:
 * - the guest's form draft (a reload keeps what was typed; never a card detail, only the address form);
 * - the payment attempt: its Idempotency-Key, what it was for (fingerprint), the order and payment order ids
 *   the BFF answered, and the method chosen.
 * Storage errors (private mode, quota) are ignored: the flow still works, only without surviving a reload.
 */
import type { CheckoutFormValues } from "@/lib/checkout/form";
import type { CheckoutAnswer } from "@/lib/checkout/types";

const DRAFT_KEY = "swa:checkout:draft";
const ATTEMPT_KEY = "swa:checkout:attempt";
const METHOD_KEY = "swa:checkout:method";

export type PaymentMethod = "credit_card" | "upi" | "cash";

/** One attempt at placing an order: reused until the order is paid or what is being bought changes. */
export interface CheckoutAttempt {
  /** what the attempt is for: flow, address, mode and the payable the shopper saw */
  fingerprint: string;
  /** the Idempotency-Key sent with every try of this attempt (a UUID) */
  key: string;
  method: PaymentMethod | null;
  /** the BFF's answer once the order exists */
  order?: CheckoutAnswer;
  /** a payment the gateway took whose confirmation did not go through: confirm again, never pay again */
  payment?: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string };
}

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readJson<T>(key: string): T | null {
  try {
    const raw = store()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or private mode: the state just does not survive a reload.
  }
}

function remove(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** A random v4 UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The saved form draft of this tab, if any. */
export function loadDraft(): Partial<CheckoutFormValues> | null {
  return readJson<Partial<CheckoutFormValues>>(DRAFT_KEY);
}

export function saveDraft(values: CheckoutFormValues): void {
  writeJson(DRAFT_KEY, values);
}

export function clearDraft(): void {
  remove(DRAFT_KEY);
}

/** The current attempt when it is for this fingerprint; otherwise null (a changed cart starts a new one). */
export function loadAttempt(fingerprint: string): CheckoutAttempt | null {
  const saved = readJson<CheckoutAttempt>(ATTEMPT_KEY);
  return saved && saved.fingerprint === fingerprint && typeof saved.key === "string" ? saved : null;
}

/**
 * The attempt for a fingerprint: the saved one (same key, so a retry returns the same order), or a new one with
 * a fresh key, saved at once so a second click or a reload finds it.
 */
export function attemptFor(fingerprint: string, method: PaymentMethod | null): CheckoutAttempt {
  const saved = loadAttempt(fingerprint);
  if (saved) return saved;
  const fresh: CheckoutAttempt = { fingerprint, key: newIdempotencyKey(), method };
  writeJson(ATTEMPT_KEY, fresh);
  return fresh;
}

/** The saved attempt whose order is `orderId` (an order waiting for its payment), or null. */
export function attemptForOrder(orderId: number): CheckoutAttempt | null {
  const saved = readJson<CheckoutAttempt>(ATTEMPT_KEY);
  return saved?.order?.orderId === orderId ? saved : null;
}

export function saveAttempt(attempt: CheckoutAttempt): void {
  writeJson(ATTEMPT_KEY, attempt);
}

const METHODS: readonly PaymentMethod[] = ["credit_card", "upi", "cash"];

/** The payment method chosen in this tab (kept across a reload). */
export function loadMethod(): PaymentMethod | null {
  const saved = readJson<unknown>(METHOD_KEY);
  return METHODS.includes(saved as PaymentMethod) ? (saved as PaymentMethod) : null;
}

export function saveMethod(method: PaymentMethod): void {
  writeJson(METHOD_KEY, method);
}

/** The order is placed (cash) or paid (online): the next checkout is a new attempt. */
export function finishCheckout(): void {
  remove(ATTEMPT_KEY);
  remove(DRAFT_KEY);
  remove(METHOD_KEY);
}
