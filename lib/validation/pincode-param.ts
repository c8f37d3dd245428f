import { z } from "zod";
import { PINCODE_MESSAGES } from "./pincode";

/** zod schema of the `?pincode=` query of `GET /api/pincode`, with the same messages. */
export const pincodeParamSchema = z
  .string({ error: PINCODE_MESSAGES.empty })
  .trim()
  .min(1, PINCODE_MESSAGES.empty)
  .regex(/^\d{6}$/, PINCODE_MESSAGES.length);
