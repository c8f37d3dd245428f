/**
 * The Cancel product form: the reason, '' until one is chosen ('Please select a reason for cancellation.').
 * Pure module (zod only); the notes and the refund choice need no check.
 */
import { z } from "zod";
import { CANCEL_REASONS, CANCEL_REASON_REQUIRED_MESSAGE } from "@/lib/store-api/contract/after-sale";

export const cancelRequestForm = z.object({
  reason: z.enum(CANCEL_REASONS, { message: CANCEL_REASON_REQUIRED_MESSAGE }),
});
