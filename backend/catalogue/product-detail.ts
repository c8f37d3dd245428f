/**
 * Product detail (lib/store-api/contract/product.ts) with the price breakup computed from the rates table, for the
 * country's supply: GST 3% in India, none on an export (lib/tax/supply.ts).
 */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { ColourName, productDetailSchema } from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import type { CountryContext } from "./country";
import { countryAmount, milliToFixed3, rupees } from "./money-format";
import { computePrice } from "./pricing";
import { loadRateTables, priceInputsFor } from "./recompute-prices";

export type ProductDetailOut = z.input<typeof productDetailSchema>;

type DetailRow = {
  id: number;
  name: string;
  sku: string;
  alias: string;
  description: string;
  gross_weight_mg: number;
  net_metal_weight_mg: number;
  diamond_count: number;
  diamond_weight_mct: number;
  diamond_clarity: string;
  diamond_colour: string;
  other_stone_kind: string;
  other_stone_count: number;
  other_stone_weight_mct: number;
  length_tenth_mm: number;
  width_tenth_mm: number;
  height_tenth_mm: number;
  making_charge_bp: number;
  discount_bp: number;
  certification: string;
  huid: string;
  is_restricted: boolean;
  in_stock: boolean;
  meta_title: string;
  meta_description: string;
  price_paise: number;
  final_price_paise: number;
  export_price_paise: number;
  export_final_price_paise: number;
  category_id: number;
  category_name: string;
  metal_type: string;
  purity: string;
  design: string;
  avg_rating: string | null;
  review_count: number;
};

async function loadDetailRow(db: Db, productId: number): Promise<DetailRow | undefined> {
  const { rows } = await db.execute<DetailRow>(sql`
    SELECT p.*, c.name AS category_name, mt.name AS metal_type, mt.purity,
           (SELECT round(avg(rating)::numeric, 1)::text FROM reviews r WHERE r.product_id = p.id) AS avg_rating,
           (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id) AS review_count
    FROM products p
    JOIN categories c ON c.id = p.category_id
    JOIN metal_types mt ON mt.id = p.metal_type_id
    WHERE p.id = ${productId}`);
  return rows[0];
}

type ColourMediaRow = {
  colour_id: number;
  colour_name: ColourName;
  kind: "image" | "video";
  url: string | null;
};

async function loadColourMedia(db: Db, productId: number): Promise<ColourMediaRow[]> {
  const { rows } = await db.execute<ColourMediaRow>(sql`
    SELECT pc.colour_id, col.name AS colour_name, m.kind, m.url
    FROM product_colours pc
    JOIN colours col ON col.id = pc.colour_id
    LEFT JOIN product_media m ON m.product_id = pc.product_id AND m.colour_id = pc.colour_id
    WHERE pc.product_id = ${productId}
    ORDER BY pc.position, m.kind, m.position`);
  return rows;
}

async function loadSizes(db: Db, productId: number) {
  const { rows } = await db.execute<{ id: number; name: string; description: string }>(sql`
    SELECT s.id, s.name, s.description FROM product_sizes ps JOIN sizes s ON s.id = ps.size_id
    WHERE ps.product_id = ${productId} ORDER BY s.position`);
  return rows;
}

/**
 * Reads one product's detail in the country's currency.
 * @returns undefined when the product does not exist
 */
export async function getProductDetail(
  db: Db,
  productId: number,
  country: CountryContext,
): Promise<ProductDetailOut | undefined> {
  const row = await loadDetailRow(db, productId);
  if (!row) return undefined;
  const [media, sizeRows] = await Promise.all([loadColourMedia(db, productId), loadSizes(db, productId)]);

  const colors: { id: number; colour_name: ColourName }[] = [];
  const image: ProductDetailOut["image"] = {};
  const video: ProductDetailOut["video"] = {};
  for (const m of media) {
    if (!image[m.colour_name]) {
      colors.push({ id: m.colour_id, colour_name: m.colour_name });
      image[m.colour_name] = { thumbnail: "", thumbnail_color_id: m.colour_id, multiple_images: [] };
      video[m.colour_name] = { multiple_videos: [] };
    }
    if (!m.url) continue;
    if (m.kind === "image") {
      const entry = image[m.colour_name]!;
      if (!entry.thumbnail) entry.thumbnail = m.url;
      entry.multiple_images.push(m.url);
    } else {
      video[m.colour_name]!.multiple_videos.push(m.url);
    }
  }

  // The same rate lookup as recomputeProductPrices, so the breakup always explains the stored shelf price.
  const inputs = priceInputsFor(
    {
      id: row.id,
      purity: row.purity,
      design: row.design,
      netMetalWeightMg: row.net_metal_weight_mg,
      diamondWeightMct: row.diamond_weight_mct,
      diamondClarity: row.diamond_clarity,
      otherStoneKind: row.other_stone_kind,
      otherStoneWeightMct: row.other_stone_weight_mct,
      makingChargeBp: row.making_charge_bp,
      discountBp: row.discount_bp,
    },
    await loadRateTables(db),
  );
  const breakup = computePrice(inputs);
  const amount = (paise: number) => countryAmount(paise, country);
  const exported = country.supply === "export";
  // Shelf prices come from the stored derived columns, so the card, the detail and the cart always agree.
  const shelf = exported
    ? { price: row.export_price_paise, final: row.export_final_price_paise }
    : { price: row.price_paise, final: row.final_price_paise };

  return {
    id: row.id,
    product_name: row.name,
    sku: row.sku,
    alias: row.alias,
    description: row.description,
    gross_weight: milliToFixed3(row.gross_weight_mg),
    net_weight: milliToFixed3(row.net_metal_weight_mg),
    diamond_weight: milliToFixed3(row.diamond_weight_mct),
    diamond_count: row.diamond_count,
    diamond_clarity: row.diamond_clarity || null,
    diamond_colour: row.diamond_colour,
    other_stone_weight: milliToFixed3(row.other_stone_weight_mct),
    other_stone_count: row.other_stone_count,
    other_stone_kind: row.other_stone_kind,
    length: row.length_tenth_mm / 10,
    width: row.width_tenth_mm / 10,
    height: row.height_tenth_mm / 10,
    is_on_discount: row.discount_bp > 0,
    country_total_price: amount(shelf.price),
    country_discount_price: amount(shelf.final),
    discount_price: rupees(shelf.final),
    total_price_final: rupees(shelf.final),
    discount_percentage: row.discount_bp / 100,
    avg_rating: row.avg_rating === null ? 0 : Number(row.avg_rating),
    review_count: row.review_count,
    wishlist_id: null,
    is_restricted: row.is_restricted,
    in_stock: row.in_stock,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    metal_type: row.metal_type,
    category: { id: row.category_id, name: row.category_name },
    certification: row.certification,
    huid: row.huid,
    size_names: sizeRows.map((s) => s.name),
    size_chart: sizeRows.map((s) => ({ id: s.id, size_name: s.name, description: s.description })),
    colors,
    image,
    video,
    currency_code: country.currencyCode,
    price_breakup: {
      metal: amount(breakup.metal),
      diamonds: amount(breakup.diamonds),
      other_stones: amount(breakup.otherStones),
      making_charges: amount(breakup.making),
      discount: amount(breakup.discount),
      gst: exported ? 0 : amount(breakup.gst),
      total: amount(exported ? breakup.exportFinalPrice : breakup.finalPrice),
      metal_rate_per_gram: amount(inputs.metalRatePaisePerGram),
      supply: country.supply,
    },
  };
}
