/**
 * Delivery check, video call and visit requests, nearest pincode (`ecom/check-delivery-date/`,
 * `ecom/add_video_call/`; reference extensions `ecom/book-visit/` and `ecom/nearest-pincode/`).
 */
import { z } from "zod";
import { validateVideoCall, normalisePhoneNumber } from "../../validation/video-call";
import { validateVisit } from "../../validation/visit";

/** The three delivery tags, exactly as the store sends them (contract). */
export const DELIVERY_TAGS = [
  "Delivery in 24 hrs",
  "Shipment in next day",
  "Shipment in next 5 working days",
] as const;
export type DeliveryTag = (typeof DELIVERY_TAGS)[number];

/** Delivery check messages. */
export const DELIVERY_CHECK_MESSAGES = {
  productRequired: "Product ID is required",
  colourRequired: "Color ID is required",
  pincodeRequired: "Pincode is required",
  sizeRequired: "Size is required",
  pincodeInvalid: "Pincode must be 6 digits",
} as const;

/** A positive int id sent as a number or a numeric string; missing, empty or 0 -> `required` message. */
const requiredId = (required: string) =>
  z.preprocess(
    (v) =>
      v === null || v === undefined || v === "" || v === 0 || v === "0"
        ? undefined
        : typeof v === "string" && /^\s*\d+\s*$/.test(v)
          ? Number(v)
          : v,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? required : `${required.replace(" is required", "")} must be a number`,
      })
      .int()
      .positive()
      .max(2_147_483_647),
  );

/** Body of `POST ecom/check-delivery-date/`; size_id may be empty for a product without sizes. */
export const deliveryCheckBody = z.object({
  product_id: requiredId(DELIVERY_CHECK_MESSAGES.productRequired),
  color_id: requiredId(DELIVERY_CHECK_MESSAGES.colourRequired),
  size_id: z.preprocess(
    (v) => (v === null || v === undefined || v === "" || v === "0" ? 0 : v),
    z.coerce.number().int().min(0).max(2_147_483_647),
  ),
  pincode: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    z
      .string({ error: DELIVERY_CHECK_MESSAGES.pincodeRequired })
      .trim()
      .min(1, DELIVERY_CHECK_MESSAGES.pincodeRequired)
      .regex(/^\d{6}$/, DELIVERY_CHECK_MESSAGES.pincodeInvalid),
  ),
});
export type DeliveryCheckBody = z.output<typeof deliveryCheckBody>;

export const deliveryShopSchema = z.object({
  shop_name: z.string(),
  delivery_in_24_hr: z.boolean(),
  delivery_in_next_day: z.boolean(),
  /** reference extras */
  location: z.string().optional(),
  distance_km: z.number().optional(),
});

export const deliveryCheckResponse = z.object({
  results: z.object({
    status_code: z.number().int().optional(),
    message: z.enum(DELIVERY_TAGS),
    data: z.array(deliveryShopSchema),
    /** reference extra: YYYY-MM-DD, 5 working days ahead (weekends and Indian public holidays skipped) */
    delivery_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
});
export type DeliveryCheck = z.output<typeof deliveryCheckResponse>["results"];

/** Body of `POST ecom/add_video_call/` (contract), checked with lib/validation/video-call.ts. */
export const videoCallBody = z
  .object({
    product_id: requiredId("Product ID is required"),
    phone_code: z.string().max(8),
    phone_number: z.string().max(32),
    email: z.string().max(320),
    language: z.string().max(40),
    description: z.string().max(4000).optional().default(""),
  })
  .superRefine((b, ctx) => {
    const errors = validateVideoCall({
      phoneCode: b.phone_code,
      phoneNumber: b.phone_number,
      email: b.email,
      language: b.language,
      description: b.description,
    });
    const wire = {
      phoneCode: "phone_code",
      phoneNumber: "phone_number",
      email: "email",
      language: "language",
      description: "description",
    } as const;
    for (const [field, message] of Object.entries(errors)) {
      ctx.addIssue({ code: "custom", path: [wire[field as keyof typeof wire]], message });
    }
  })
  .transform((b) => ({
    ...b,
    phone_code: b.phone_code.trim(),
    phone_number: normalisePhoneNumber(b.phone_number),
    email: b.email.trim(),
    language: b.language.trim(),
    description: b.description.trim(),
  }));
export type VideoCallBody = z.output<typeof videoCallBody>;

/** Answer of `ecom/add_video_call/`: `status` 200 (contract); `id` is a reference extra. */
export const videoCallResponse = z.object({
  status: z.literal(200),
  message: z.string().optional(),
  id: z.number().int().optional(),
});

/**
 * Body of `POST ecom/book-visit/` (reference extension for the outlets page's 'Book a Visit').
 * `today` is the earliest acceptable date as YYYY-MM-DD in the caller's view; see backend/leads/visits.ts.
 */
export const visitBody = z
  .object({
    outlet_id: requiredId("Outlet ID is required"),
    name: z.string().max(120),
    email: z.string().max(320),
    phone: z.string().max(32),
    date: z.string().max(10),
    time: z.string().max(8),
  })
  .superRefine((b, ctx) => {
    // The past-date check is the caller's (it knows the outlet's day); here only the shape and the calendar rules.
    const errors = validateVisit(b, new Date(2000, 0, 1));
    for (const [field, message] of Object.entries(errors))
      ctx.addIssue({ code: "custom", path: [field], message });
  })
  .transform((b) => ({
    ...b,
    name: b.name.trim(),
    email: b.email.trim(),
    phone: b.phone.replace(/[\s()-]/g, ""),
  }));
export type VisitBody = z.output<typeof visitBody>;

export const visitResponse = z.object({ status: z.literal(200), id: z.number().int() });

/** Body of `POST ecom/nearest-pincode/` (reference extension for 'Locate me'): decimal degrees. */
export const nearestPincodeBody = z.object({
  latitude: z.number({ error: "latitude is required" }).min(-90).max(90),
  longitude: z.number({ error: "longitude is required" }).min(-180).max(180),
});

export const nearestPincodeResponse = z.object({
  results: z.object({
    status_code: z.number().int().optional(),
    data: z.object({
      pincode: z.string().regex(/^\d{6}$/),
      area: z.string().nullable(),
      distance_km: z.number(),
    }),
  }),
});
