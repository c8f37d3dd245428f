/** Pincode check and outlets (`ecom/pincode_check/`, `ecom/outlet-details/`): not wrapped. */
import { z } from "zod";

export const pincodeCheckResponse = z.object({
  IsSuccess: z.boolean(),
  PincodeData: z.array(
    z.object({ Area: z.string(), District: z.string().optional(), State: z.string().optional() }),
  ),
  pincode: z.string().optional(),
  Pincode: z.string().optional(),
});
export type PincodeCheck = z.output<typeof pincodeCheckResponse>;

export const outletSchema = z.object({
  /** reference extra: the id a visit booking names */
  id: z.number().int().optional(),
  name: z.string(),
  location: z.string(),
  address: z.string(),
  phone_number: z.string(),
  /** reference extras for 'Use your current location' */
  country: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type Outlet = z.output<typeof outletSchema>;
export const outletDetailsResponse = z.object({
  status: z.number().int().optional(),
  data: z.array(outletSchema),
});

export const healthResponse = z.object({ status: z.literal("ok") });
