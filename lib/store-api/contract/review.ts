/**
 * Writing a review (`POST ecom/products/review/` multipart and `GET ecom/review/<product_id>`).
 * Shared by the reference backend, the BFF and the form.
 *
 * Reference extras: `shipment_id` in the POST body names the delivered shipment (order line) the review is for, so
 * "one review per product per order" holds; `review_media` on each review lists its photos and video.
 */
import { z } from "zod";
import { id, mediaUrl, requestId } from "./primitives";

export const REVIEW_REQUIRED_MESSAGE = "This field is required";
export const REVIEW_RATING_MESSAGE = "Please select a rating from 1 to 5 stars";
export const REVIEW_TOO_MANY_FILES_MESSAGE = "Add up to 5 photos and one video.";
export const REVIEW_WRONG_TYPE_MESSAGE =
  "Upload photos as jpg, jpeg, png, gif, bmp, tiff or webp, and videos as mp4, avi, mov, mkv, flv or wmv.";
export const REVIEW_NOT_DELIVERED_MESSAGE =
  "You can rate and review this product once it has been delivered.";
export const REVIEW_ORDER_NOT_FOUND_MESSAGE = "We could not find this product in your orders.";
export const REVIEW_SAVED_MESSAGE = "Thank you for your review!";

/** Upload limits (README "Reviews"): bytes per photo, per video, and how many of each one review may carry. */
export const REVIEW_LIMITS = {
  photoBytes: 10 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  photos: 5,
  videos: 1,
  titleChars: 100,
  reviewChars: 2000,
} as const;
export const REVIEW_PHOTO_TOO_LARGE_MESSAGE = "Each photo must be 10 MB or smaller.";
export const REVIEW_VIDEO_TOO_LARGE_MESSAGE = "The video must be 50 MB or smaller.";
/** Whole multipart body cap: every file at its limit plus room for the text fields and framing. */
export const REVIEW_MAX_BODY_BYTES =
  REVIEW_LIMITS.photos * REVIEW_LIMITS.photoBytes + REVIEW_LIMITS.videoBytes + 256 * 1024;

/** Extensions the picker offers; the server decides by the bytes, not by these. */
export const REVIEW_IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "bmp", "tiff", "webp"] as const;
export const REVIEW_VIDEO_EXTENSIONS = ["mp4", "avi", "mov", "mkv", "flv", "wmv"] as const;

const required = (max: number) =>
  z
    .string({ error: REVIEW_REQUIRED_MESSAGE })
    .trim()
    .min(1, REVIEW_REQUIRED_MESSAGE)
    .max(max, `Keep this under ${max} characters`);

/** The text fields of a review as the form and the POST body carry them (strings: it is multipart). */
export const reviewFields = z.object({
  product_id: requestId,
  rating: z.coerce
    .number({ error: REVIEW_RATING_MESSAGE })
    .int(REVIEW_RATING_MESSAGE)
    .min(1, REVIEW_RATING_MESSAGE)
    .max(5, REVIEW_RATING_MESSAGE),
  review_title: required(REVIEW_LIMITS.titleChars),
  review: required(REVIEW_LIMITS.reviewChars),
  shipment_id: z.preprocess((v) => (v === "" ? undefined : v), requestId.optional()),
});
export type ReviewFields = z.output<typeof reviewFields>;

/**
 * The review form's own fields (the ids come from the page): the rating as its radio's value ("" while no star is
 * chosen, "1" to "5"), title and text. Every message at once; outputs the rating as a number and trimmed texts.
 */
export const reviewFormSchema = reviewFields.pick({ rating: true, review_title: true, review: true });
export interface ReviewFormValues {
  rating: string;
  review_title: string;
  review: string;
}

export const reviewMediaSchema = z.object({
  kind: z.enum(["image", "video"]),
  url: mediaUrl,
  poster: mediaUrl.nullable(),
});
export type ReviewMedia = z.output<typeof reviewMediaSchema>;

/** `GET ecom/review/<product_id>[?shipment_id=N]`: the shopper's own review (`data` empty when none). */
export const ownReviewResponse = z.object({
  results: z.object({
    status: z.number().int(),
    data: z.array(
      z.object({
        product_id: id,
        rating: z.number().int().min(1).max(5),
        review: z.string(),
        review_title: z.string(),
        shipment_id: id.optional(),
        review_media: z.array(reviewMediaSchema).optional(),
      }),
    ),
  }),
});

/** `POST ecom/products/review/` success. */
export const reviewSavedResponse = z.object({
  results: z.object({
    status_code: z.number().int(),
    message: z.string().optional(),
    data: z.object({ product_id: id, rating: z.number().int(), edited: z.boolean().optional() }).optional(),
  }),
});
