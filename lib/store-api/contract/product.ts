/**
 * Product detail, similar products and reviews (the store API's product detail, similar and review endpoints).
 */
import { z } from "zod";
import { reviewMediaSchema } from "./review";
import { envelope, id, mediaUrl, money, numeric } from "./primitives";

export const colourNameSchema = z.enum(["rose", "white", "yellow", "pt"]);
export type ColourName = z.infer<typeof colourNameSchema>;

const colourImages = z.object({
  thumbnail: mediaUrl,
  /** the colour id sent to cart, wishlist and trial calls */
  thumbnail_color_id: id,
  multiple_images: z.array(mediaUrl),
});

/**
 * Reference extra: the price build-up in the country's currency (metal, stones, making, discount, GST). `supply`
 * 'export' marks a zero-rated export price: `gst` is 0 and the total carries no GST (lib/tax/supply.ts).
 */
export const priceBreakupSchema = z.object({
  metal: money,
  diamonds: money,
  other_stones: money,
  making_charges: money,
  discount: money,
  gst: money,
  total: money,
  metal_rate_per_gram: money,
  supply: z.enum(["domestic", "export"]).optional(),
});
export type PriceBreakup = z.output<typeof priceBreakupSchema>;

export const productDetailSchema = z.object({
  id,
  product_name: z.string(),
  sku: z.string(),
  alias: z.string(),
  description: z.string(),
  /** grams */
  gross_weight: numeric,
  /** carats */
  diamond_weight: numeric,
  diamond_count: numeric,
  diamond_clarity: z.string().nullable(),
  other_stone_weight: numeric,
  other_stone_count: numeric,
  /** millimetres */
  length: numeric,
  width: numeric,
  height: numeric,
  is_on_discount: z.boolean(),
  country_total_price: money,
  country_discount_price: money,
  discount_price: money,
  discount_percentage: numeric,
  avg_rating: numeric,
  wishlist_id: id.nullable(),
  is_restricted: z.boolean(),
  meta_title: z.string(),
  meta_description: z.string(),
  size_names: z.array(z.string()),
  size_chart: z.array(z.object({ id, size_name: z.string(), description: z.string().optional() })),
  colors: z.array(z.object({ id, colour_name: colourNameSchema })),
  image: z.partialRecord(colourNameSchema, colourImages),
  video: z.partialRecord(colourNameSchema, z.object({ multiple_videos: z.array(mediaUrl) })),
  /** reference extras */
  total_price_final: money.optional(),
  net_weight: numeric.optional(),
  diamond_colour: z.string().optional(),
  other_stone_kind: z.string().optional(),
  metal_type: z.string().optional(),
  category: z.object({ id, name: z.string() }).optional(),
  certification: z.string().optional(),
  huid: z.string().optional(),
  in_stock: z.boolean().optional(),
  review_count: numeric.optional(),
  currency_code: z.string().optional(),
  price_breakup: priceBreakupSchema.optional(),
});
export type ProductDetail = z.output<typeof productDetailSchema>;
export const productDetailResponse = envelope(productDetailSchema);

export const similarProductSchema = z.object({
  product_id: id,
  colour_id: id,
  product_name: z.string(),
  alias: z.string(),
  thumbnail_image: mediaUrl,
  country_total_price: money,
  discount_price: money,
});
export type SimilarProduct = z.output<typeof similarProductSchema>;
/** `GET ecom/products/<id>` without `country`: `results.similar_data[]`. */
export const similarProductsResponse = z.object({
  results: z.object({
    status_code: z.number().int(),
    similar_data: z.array(similarProductSchema),
  }),
});

export const reviewSchema = z.object({
  product_id: id,
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  review_title: z.string(),
  review_image: mediaUrl.nullable(),
  updated_at: z.string(),
  user_name: z.string(),
  /** reference extra: the review's photos and video (review_image is the first photo) */
  review_media: z.array(reviewMediaSchema).optional(),
});
export type Review = z.output<typeof reviewSchema>;
export const reviewsResponse = z.object({
  results: z.object({
    status: z.number().int(),
    data: z.array(reviewSchema),
    count: numeric,
    review_image_count: numeric,
  }),
});
