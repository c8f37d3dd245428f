/** Product detail and review fixtures shaped like the reference store API's answers (already parsed). */
import type { ProductDetail, Review } from "@/lib/store-api/contract";

const img = (art: string, colour: string, view: number) => `/media/products/${art}/${colour}-${view}-w640.webp`;

/** An 18K diamond ring in rose and white gold, on discount, with ring sizes. */
export function diamondRing(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const art = "ring-diamond-7";
  return {
    id: 42,
    product_name: "Aarohi Diamond Halo Ring",
    sku: "RG0042",
    alias: "aarohi-diamond-halo-ring-rg0042",
    description: "A halo of round diamonds around a centre stone.\n\nMade in 18K gold.",
    gross_weight: 3.12,
    net_weight: 2.9,
    diamond_weight: 0.24,
    diamond_count: 18,
    diamond_clarity: "VS1",
    diamond_colour: "E-F",
    other_stone_weight: 0,
    other_stone_count: 0,
    other_stone_kind: "",
    length: 20,
    width: 9.5,
    height: 6,
    is_on_discount: true,
    country_total_price: 60000,
    country_discount_price: 54000,
    discount_price: 54000,
    total_price_final: 54000,
    discount_percentage: 10,
    avg_rating: 4.5,
    review_count: 4,
    wishlist_id: null,
    is_restricted: false,
    in_stock: true,
    meta_title: "Aarohi Diamond Halo Ring in 18K Gold | SWA Diamonds",
    meta_description: "An 18K gold halo ring set with 18 IGI-certified diamonds.",
    metal_type: "Gold 18K",
    category: { id: 1, name: "Rings" },
    certification: "IGI",
    huid: "AB12CD",
    size_names: ["12", "14"],
    size_chart: [
      { id: 8, size_name: "12", description: "51.9 mm inner circumference, 16.5 mm diameter (US 7)" },
      { id: 10, size_name: "14", description: "54.4 mm inner circumference, 17.3 mm diameter (US 8)" },
    ],
    colors: [
      { id: 2, colour_name: "rose" },
      { id: 3, colour_name: "white" },
    ],
    image: {
      rose: { thumbnail: img(art, "rose", 0), thumbnail_color_id: 2, multiple_images: [0, 1, 2].map((v) => img(art, "rose", v)) },
      white: { thumbnail: img(art, "white", 0), thumbnail_color_id: 3, multiple_images: [0, 1].map((v) => img(art, "white", v)) },
    },
    video: { rose: { multiple_videos: [`/media/videos/${art}/rose.mp4`] }, white: { multiple_videos: [] } },
    currency_code: "INR",
    price_breakup: {
      metal: 18000,
      diamonds: 30000,
      other_stones: 0,
      making_charges: 8000,
      discount: 5600,
      gst: 1600,
      total: 54000,
      metal_rate_per_gram: 6200,
    },
    ...overrides,
  };
}

/** n reviews, newest first; every other one carries a photo. */
export function reviews(n: number): Review[] {
  return Array.from({ length: n }, (_, i) => ({
    product_id: 42,
    rating: 5 - (i % 2),
    review: `Review text ${i + 1}`,
    review_title: `Title ${i + 1}`,
    review_image: i % 2 === 0 ? `/media/reviews/${i}.webp` : null,
    updated_at: `2025-0${(i % 9) + 1}-10T10:00:00.000Z`,
    user_name: `Shopper ${i + 1}`,
  }));
}
