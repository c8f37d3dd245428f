/**
 * The pickup address form of a return (state from a fixed list of
 * the 36 Indian states and union territories; landmark optional; no other checks shown). The contract's body
 * (`pickupAddressBody`) with the state held to that list, and the return's reason. Pure module (zod only).
 */
import { z } from "zod";
import { INDIA_STATES, INDIA_UNION_TERRITORIES, stateCode } from "@/lib/geo/states";
import {
  CANCEL_REASONS,
  RETURN_REASON_REQUIRED_MESSAGE,
  pickupAddressBody,
} from "@/lib/store-api/contract/after-sale";

/** The 28 states and 8 union territories of India, as the select lists them. */
export const PICKUP_STATES: readonly string[] = [...INDIA_STATES, ...INDIA_UNION_TERRITORIES];

export const pickupAddressForm = pickupAddressBody.extend({
  state: z.string().refine((s) => PICKUP_STATES.includes(s), "Select a state"),
});
export type PickupAddressForm = z.input<typeof pickupAddressForm>;

/**
 * The Return / Exchange form: the pickup address and the reason ('' until one is chosen: 'Please select a reason
 * for return.'), every message at once.
 */
export const returnRequestForm = pickupAddressForm.extend({
  reason: z.enum(CANCEL_REASONS, { message: RETURN_REASON_REQUIRED_MESSAGE }),
});

/** The list's label of a stored state ('kerala', 'Tamil Nadu', 'tamil_nadu'), or '' when it is none of them. */
export function pickupStateOf(stored: string): string {
  const code = stateCode(stored);
  return PICKUP_STATES.find((label) => stateCode(label) === code) ?? "";
}
