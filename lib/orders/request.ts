/**
 * What the BFF's `POST /api/orders/cancel` accepts: the contract's `ecom/cancel-order` bodies without `country`
 * (lib/store-api/contract/after-sale.ts), told apart by `cancel_type` and, for a return, `refund_type`. Pure
 * module (zod only).
 */
import type { z } from "zod";
import { cancelFinalBody, cancelInitialBody, returnFinalBody } from "@/lib/store-api/contract/after-sale";

export type CancelInitialBody = z.output<typeof cancelInitialBody>;
export type CancelFinalBody = z.output<typeof cancelFinalBody>;
export type ReturnFinalBody = z.output<typeof returnFinalBody>;

/** A cancel-order request, by kind. */
export type CancelRequest =
  | { kind: "initial"; body: CancelInitialBody }
  | { kind: "cancel"; body: CancelFinalBody }
  | { kind: "return"; body: ReturnFinalBody };

/**
 * Parses a cancel-order body: `cancel_type: initial`; `final` with `refund_type` is a return (pickup address
 * required), `final` without one a cancellation.
 */
export function parseCancelRequest(
  value: unknown,
): { success: true; data: CancelRequest } | { success: false; error: z.ZodError } {
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  if (record.cancel_type === "initial") {
    const r = cancelInitialBody.safeParse(value);
    return r.success ? { success: true, data: { kind: "initial", body: r.data } } : r;
  }
  if (record.refund_type !== undefined) {
    const r = returnFinalBody.safeParse(value);
    return r.success ? { success: true, data: { kind: "return", body: r.data } } : r;
  }
  const r = cancelFinalBody.safeParse(value);
  return r.success ? { success: true, data: { kind: "cancel", body: r.data } } : r;
}
