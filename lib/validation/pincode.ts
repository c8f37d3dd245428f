/**
 * Delivery pincode rules (digits only, max 6; empty 'Enter Pincode'; a pincode
 * has 6 digits). Shared by the header pincode dialog (client) and `GET /api/pincode` (server); free of zod so the dialog,
 * which is on every page, does not pull a validation library into every page's JavaScript.
 */
export const PINCODE_LENGTH = 6;

export const PINCODE_MESSAGES = {
  empty: "Enter Pincode",
  length: "Pincode must be 6 digits",
} as const;

/**
 * What the pincode input keeps of a keystroke or paste: digits only, at most 6 ('68a20-1' -> '68201').
 * @param raw the input's raw value
 */
export function sanitizePincodeInput(raw: string): string {
  return raw.replace(/\D+/g, "").slice(0, PINCODE_LENGTH);
}

/**
 * The message to show for a typed pincode, or null when it is a well-formed 6-digit pincode.
 * @param value the (already sanitised) input value
 */
export function pincodeError(value: string): string | null {
  const v = value.trim();
  if (!v) return PINCODE_MESSAGES.empty;
  if (!/^\d{6}$/.test(v)) return PINCODE_MESSAGES.length;
  return null;
}
