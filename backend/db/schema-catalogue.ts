/**
 * Drizzle (pg-core) schema of the reference store API's catalogue.
 *
 * Units used throughout (never floats for money or weights):
 * - money: integer paise (1 rupee = 100 paise); other currencies are converted at read time
 * - metal and gross weights: integer milligrams
 * - stone weights: integer milli-carats (1 ct = 1000 mct)
 * - dimensions: tenths of a millimetre
 * - percentages: basis points (1% = 100 bp)
 *
 * Prices are not typed in per product: `products.price_paise` is derived from the metal and stone rate tables by
 * `backend/catalogue/pricing.ts` and refreshed whenever an operator changes a rate (recomputeProductPrices).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** PostgreSQL full-text document; read by SQL only (the search matcher), never by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Shopper countries (India, United States, UAE, Saudi Arabia) and the currency each one sees. */
export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** ISO 3166-1 alpha-2, e.g. IN */
  isoCode: text("iso_code").notNull().unique(),
  /** country selector label: IND, USA, UAE, KSA */
  label: text("label").notNull(),
  currencyCode: text("currency_code").notNull(),
  flagImage: text("flag_image").notNull(),
  position: smallint("position").notNull().default(0),
});

/** Operator-set exchange table: how many paise one unit of the currency costs (USD 8_450 = 84.50 rupees). */
export const exchangeRates = pgTable("exchange_rates", {
  currencyCode: text("currency_code").primaryKey(),
  symbol: text("symbol").notNull(),
  paisePerUnit: integer("paise_per_unit").notNull(),
  updatedAt: updatedAt(),
});

/** Metal rates per purity (IBJA-style, excluding GST), in paise per gram. Keys: 24K, 22K, 18K, 14K, PT950. */
export const metalRates = pgTable("metal_rates", {
  purity: text("purity").primaryKey(),
  metal: text("metal").notNull(),
  /** fineness in parts per thousand: 999, 916, 750, 585, 950 */
  fineness: smallint("fineness").notNull(),
  ratePaisePerGram: integer("rate_paise_per_gram").notNull(),
  effectiveDate: text("effective_date").notNull(),
});

/** Stone rates in paise per carat, by stone kind and quality grade (diamond clarity, or 'standard' for gems). */
export const stoneRates = pgTable(
  "stone_rates",
  {
    stone: text("stone").notNull(),
    quality: text("quality").notNull(),
    ratePaisePerCarat: integer("rate_paise_per_carat").notNull(),
  },
  (t) => [primaryKey({ columns: [t.stone, t.quality] })],
);

/** Store-wide settings: GST rate, certificate video and similar single values. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Columns of a browsable listing (a category or an occasion tag): name, slug, tile image, SEO texts. */
const listingColumns = () => ({
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  thumbnail: text("thumbnail").notNull(),
  metaTitle: text("meta_title").notNull(),
  metaDescription: text("meta_description").notNull(),
  position: smallint("position").notNull().default(0),
});

export const categories = pgTable("categories", listingColumns());

/** Occasion tags (Daily Wear, Bridal ...). */
export const tags = pgTable("tags", listingColumns());

/** Gold 22K, Gold 18K, Gold 14K, Platinum 950: `purity` keys into metal_rates. */
export const metalTypes = pgTable("metal_types", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  purity: text("purity")
    .notNull()
    .references(() => metalRates.purity),
  position: smallint("position").notNull().default(0),
});

/** Metal colours: yellow, rose, white (gold) and pt (platinum). */
export const colours = pgTable("colours", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  label: text("label").notNull(),
});

/** Size charts: ring (Indian sizes by inner circumference), bangle (inner diameter), chain (length). */
export const sizes = pgTable(
  "sizes",
  {
    id: serial("id").primaryKey(),
    chart: text("chart").notNull(),
    name: text("name").notNull(),
    /** human description, e.g. '50.0 mm inner circumference (US 6)' */
    description: text("description").notNull(),
    /** the measured dimension in tenths of a mm (circumference, inner diameter or length) */
    measureTenthMm: integer("measure_tenth_mm").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [uniqueIndex("sizes_chart_name_uq").on(t.chart, t.name)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    alias: text("alias").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    metalTypeId: integer("metal_type_id")
      .notNull()
      .references(() => metalTypes.id),
    /** art direction for the generated media (backend/media): design, stone and variant */
    design: text("design").notNull(),
    artStone: text("art_stone").notNull(),
    artVariant: smallint("art_variant").notNull(),
    grossWeightMg: integer("gross_weight_mg").notNull(),
    netMetalWeightMg: integer("net_metal_weight_mg").notNull(),
    diamondCount: integer("diamond_count").notNull().default(0),
    diamondWeightMct: integer("diamond_weight_mct").notNull().default(0),
    /** SI2, SI1, VS2, VS1, VVS2, VVS1 or '' when no diamonds */
    diamondClarity: text("diamond_clarity").notNull().default(""),
    /** G-H, E-F ... or '' */
    diamondColour: text("diamond_colour").notNull().default(""),
    otherStoneKind: text("other_stone_kind").notNull().default(""),
    otherStoneCount: integer("other_stone_count").notNull().default(0),
    otherStoneWeightMct: integer("other_stone_weight_mct").notNull().default(0),
    lengthTenthMm: integer("length_tenth_mm").notNull(),
    widthTenthMm: integer("width_tenth_mm").notNull(),
    heightTenthMm: integer("height_tenth_mm").notNull(),
    /** making charges as basis points of the metal value */
    makingChargeBp: integer("making_charge_bp").notNull(),
    /** discount on the pre-GST price in basis points; 0 = not on discount */
    discountBp: integer("discount_bp").notNull().default(0),
    /** certificate shoppers see: 'BIS Hallmark', 'IGI', 'GIA', 'SGL', 'Platinum Guild India' */
    certification: text("certification").notNull(),
    /** BIS hallmark unique id (6 characters) for gold pieces, '' otherwise */
    huid: text("huid").notNull().default(""),
    isRestricted: boolean("is_restricted").notNull().default(false),
    inStock: boolean("in_stock").notNull().default(true),
    /** demand score behind 'top demanded' and 'most popular' */
    popularity: integer("popularity").notNull().default(0),
    metaTitle: text("meta_title").notNull(),
    metaDescription: text("meta_description").notNull(),
    /** derived: full price incl. GST before discount, in paise (whole rupees) */
    pricePaise: integer("price_paise").notNull().default(0),
    /** derived: price the shopper pays incl. GST after discount, in paise (whole rupees) */
    finalPricePaise: integer("final_price_paise").notNull().default(0),
    /** derived: export price (zero-rated, no GST) before discount, in paise (whole rupees) */
    exportPricePaise: integer("export_price_paise").notNull().default(0),
    /** derived: export price (zero-rated, no GST) after discount, in paise (whole rupees): what a shopper abroad pays */
    exportFinalPricePaise: integer("export_final_price_paise").notNull().default(0),
    /**
     * derived by a trigger (migration 0013_search): weighted full-text document, category and name A, metal,
     * purity and stones B, description C ('english' configuration, stemmed)
     */
    searchDocument: tsvector("search_document")
      .notNull()
      .default(sql`''::tsvector`),
    createdAt: createdAt(),
  },
  (t) => [
    // Catalogue-scale indexes (docs/catalogue-at-scale.md): each ends in id, the listing's tie-breaker, so a
    // page is read straight off the index. Category then metal then price: the two-filter listing sorted by
    // price, its count and the metal facet's counts within a category, all without touching the table.
    index("products_category_metal_price_idx").on(t.categoryId, t.metalTypeId, t.finalPricePaise, t.id),
    // A category's listing newest first, the page most shoppers see.
    index("products_category_created_idx").on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id),
    index("products_metal_type_idx").on(t.metalTypeId),
    index("products_final_price_idx").on(t.finalPricePaise),
    index("products_export_final_price_idx").on(t.exportFinalPricePaise),
    // The whole catalogue newest first: deep pages (page 50, the sitemap's last pages) without a sort. NULLS
    // FIRST is what a plain `ORDER BY created_at DESC` means; an index NULLS LAST would not serve it.
    index("products_created_id_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("products_popularity_id_idx").on(t.popularity.desc().nullsFirst(), t.id),
    index("products_discount_idx")
      .on(t.discountBp)
      .where(sql`${t.discountBp} > 0`),
    index("products_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("products_search_document_idx").using("gin", t.searchDocument),
    // The search's SKU branch (lower(sku) = text) beside the document's GIN index: the two make one BitmapOr.
    index("products_sku_lower_idx").on(sql`lower(${t.sku})`),
  ],
);

/** Product <-> occasion tag. */
export const productTags = pgTable(
  "product_tags",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    // tag then product: an occasion's products (filter and facet counts) from the index alone
    index("product_tags_tag_product_idx").on(t.tagId, t.productId),
  ],
);

/** Colour variants of a product; the first by position is the default shown on cards. */
export const productColours = pgTable(
  "product_colours",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.colourId] }),
    // colour then product: a colour's products (filter and facet counts) from the index alone
    index("product_colours_colour_product_idx").on(t.colourId, t.productId),
  ],
);

/** Sizes a product is made in (rings, bangles, chains); none for studs, pendants, coins. */
export const productSizes = pgTable(
  "product_sizes",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sizeId: integer("size_id")
      .notNull()
      .references(() => sizes.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sizeId] })],
);

/** Images and videos per product and colour, in display order. */
export const productMedia = pgTable(
  "product_media",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id),
    kind: text("kind").notNull(), // 'image' | 'video'
    url: text("url").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [index("product_media_product_colour_idx").on(t.productId, t.colourId, t.kind, t.position)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    imageUrl: text("image_url").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [index("reviews_product_idx").on(t.productId, t.updatedAt.desc())],
);

/** Home carousel slides; desktop and phone sets are separate rows (for_mobile). */
export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  imageUrl: text("image_url").notNull(),
  /** category id when is_category, else tag id */
  typeId: integer("type_id").notNull(),
  isCategory: boolean("is_category").notNull(),
  forMobile: boolean("for_mobile").notNull(),
  position: smallint("position").notNull().default(0),
});

/** Home ad banners: an image or a video, linking to a category or tag. */
export const ads = pgTable("ads", {
  id: serial("id").primaryKey(),
  imageUrl: text("image_url").notNull().default(""),
  videoUrl: text("video_url").notNull().default(""),
  typeId: integer("type_id").notNull(),
  isCategory: boolean("is_category").notNull(),
  position: smallint("position").notNull().default(0),
});

/** 'Under {budget}' tiles; amount in the shopper's currency units (10000, 20000, 30000, 50000). */
export const budgets = pgTable("budgets", {
  id: serial("id").primaryKey(),
  amount: integer("amount").notNull().unique(),
  position: smallint("position").notNull().default(0),
});

/** Offer strip texts; country_id null = shown everywhere. */
export const headerOffers = pgTable("header_offers", {
  id: serial("id").primaryKey(),
  countryId: integer("country_id").references(() => countries.id),
  text: text("text").notNull(),
  position: smallint("position").notNull().default(0),
});

export const outlets = pgTable("outlets", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  location: text("location").notNull(),
  address: text("address").notNull(),
  phoneNumber: text("phone_number").notNull(),
  countryCode: text("country_code").notNull(),
  /** micro-degrees, for 'Use your current location' sorting */
  latMicro: integer("lat_micro").notNull(),
  lngMicro: integer("lng_micro").notNull(),
});

/** Every search-suggestion query, for merchandising and for 'recent searches'. */
export const searchLog = pgTable(
  "search_log",
  {
    id: serial("id").primaryKey(),
    keyword: text("keyword").notNull(),
    countryId: integer("country_id"),
    resultCount: integer("result_count").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("search_log_created_idx").on(t.createdAt.desc())],
);

/**
 * The trade's words for what the catalogue calls otherwise: `term` (lower case, one to three words, as shoppers
 * type it: 'studs', 'nose pin', 'gents') means `canonical` (catalogue words: 'earrings', 'nose pins', 'men');
 * an empty canonical marks a filler word the search ignores ('jewellery'). Seeded by migration 0013_search.
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    term: text("term").primaryKey(),
    canonical: text("canonical").notNull(),
  },
  (t) => [check("search_synonyms_term_ck", sql`${t.term} = lower(btrim(${t.term})) AND ${t.term} <> ''`)],
);

/**
 * Words the search knows, for correcting misspellings: `catalogue` words come from category, metal and product
 * names (kept by triggers), `synonym` words from the synonym terms, `known` words are trade words the catalogue
 * has nothing for ('pearl'), so they are not read as a near catalogue word ('pear').
 */
export const searchVocabulary = pgTable(
  "search_vocabulary",
  {
    word: text("word").primaryKey(),
    source: text("source").notNull().default("catalogue"),
  },
  (t) => [
    index("search_vocabulary_word_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
    check("search_vocabulary_source_ck", sql`${t.source} IN ('catalogue', 'synonym', 'known')`),
  ],
);

/**
 * One row counting the catalogue's changes: statement triggers (migration 0017) add one in the same transaction as
 * every write to what listings, facets and prices read (products, their tags and colours, categories, tags, metal
 * types, colours, countries, exchange and metal rates). A reader that saw the same number before and after computing an aggregate knows no
 * change committed in between, so the aggregate can be kept under that number (backend/catalogue/versioned-cache.ts).
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: smallint("id").primaryKey().default(1),
    changes: bigint("changes", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalogue_version_single_row_ck", sql`${t.id} = 1`)],
);
