/**
 * Media URL vocabulary for generated product art.
 *
 * Every image and video served under `/media/` is rendered on demand from its URL alone, so the URL is the
 * complete specification: the functions here build those URLs and parse them back. Parsing is strict (only
 * known designs, colours, keys and catalogue widths) because every accepted URL may cost a render and a cache
 * file; anything else is a 404.
 */

export const DESIGNS = [
  "ring",
  "solitaire",
  "stud",
  "drop",
  "pendant",
  "necklace",
  "chain",
  "bangle",
  "bracelet",
  "mangalsutra",
  "nosepin",
  "coin",
] as const;
export type Design = (typeof DESIGNS)[number];

export const METAL_COLOURS = ["yellow", "rose", "white", "pt"] as const;
export type MetalColour = (typeof METAL_COLOURS)[number];

export const STONES = ["diamond", "ruby", "emerald", "sapphire", "none"] as const;
export type Stone = (typeof STONES)[number];

/** Catalogue widths in px; product images are square (width = height). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 640;

/** Number of product views: 0 front hero, 1 angled, 2 detail close-up, 3 lifestyle on ivory. */
export const PRODUCT_VIEWS = 4;
/** Variants run 0..MAX_VARIANT; a variant changes proportions, stone count and pattern. */
export const MAX_VARIANT = 99;

/** One product design as the renderer understands it. */
export interface ProductArt {
  design: Design;
  stone: Stone;
  /** 0..99: changes proportions / stone count / pattern. */
  variant: number;
}

export const BANNER_KEYS = ["bridal", "solitaire", "daily-wear", "gold-coins", "festive"] as const;
export type BannerKey = (typeof BANNER_KEYS)[number];
export type BannerTarget = "desktop" | "mobile";
/** Banner sizes in px. */
export const BANNER_SIZES: Record<BannerTarget, { width: number; height: number }> = {
  desktop: { width: 1920, height: 640 },
  mobile: { width: 800, height: 1000 },
};

export const AD_KEYS = ["lifetime-exchange", "try-at-home", "certified"] as const;
export type AdKey = (typeof AD_KEYS)[number];
/** Ad image size in px. */
export const AD_SIZE = { width: 1200, height: 600 } as const;

export const CATEGORY_SLUGS = [
  "rings",
  "earrings",
  "pendants",
  "necklaces",
  "bangles",
  "bracelets",
  "chains",
  "mangalsutra",
  "nose-pins",
  "solitaires",
  "gold-coins",
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const TAG_SLUGS = [
  "daily-wear",
  "office-wear",
  "party-wear",
  "engagement",
  "bridal",
  "festive",
  "gifting",
] as const;
export type TagSlug = (typeof TAG_SLUGS)[number];
/** Category and tag thumbnails are square, this many px. */
export const THUMB_SIZE = 480;

/** Review photos are numbered 0..REVIEW_PHOTO_COUNT-1 and are square REVIEW_PHOTO_SIZE px. */
export const REVIEW_PHOTO_COUNT = 40;
export const REVIEW_PHOTO_SIZE = 600;

/** Product videos: square px, frames per second, seconds. */
export const VIDEO_SIZE = 640;
export const VIDEO_FPS = 24;
export const VIDEO_SECONDS = 3;

/** Everything a `/media/` URL can name. */
export type MediaSpec =
  | { kind: "product"; art: ProductArt; colour: MetalColour; view: number; width: ImageWidth }
  | { kind: "product-video"; art: ProductArt; colour: MetalColour }
  | { kind: "banner"; key: BannerKey; target: BannerTarget }
  | { kind: "ad"; key: AdKey }
  | { kind: "category"; slug: CategorySlug }
  | { kind: "tag"; slug: TagSlug }
  | { kind: "review"; n: number }
  | { kind: "certificate-video" }
  | { kind: "ad-video"; key: AdKey };

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

function artSegment(art: ProductArt): string {
  assertArt(art);
  return `${art.design}-${art.stone}-${art.variant}`;
}

function assertArt(art: ProductArt): void {
  if (!includes(DESIGNS, art.design)) throw new RangeError(`unknown design ${String(art.design)}`);
  if (!includes(STONES, art.stone)) throw new RangeError(`unknown stone ${String(art.stone)}`);
  if (!Number.isInteger(art.variant) || art.variant < 0 || art.variant > MAX_VARIANT) {
    throw new RangeError(`variant must be an integer 0..${MAX_VARIANT}, got ${art.variant}`);
  }
}

/**
 * Snaps any requested width (px) to the nearest catalogue width at or above it (capped at the largest), for
 * image loaders that ask for arbitrary device widths.
 */
export function nearestImageWidth(width: number): ImageWidth {
  for (const w of IMAGE_WIDTHS) if (w >= width) return w;
  return IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as ImageWidth;
}

/**
 * URL path of one square product view:
 * `/media/products/{design}-{stone}-{variant}/{colour}-{view}-w{width}.webp`.
 * `view` is 0..3 (0 front hero, 1 angled, 2 detail close-up, 3 lifestyle on ivory); `width` in px must be one
 * of IMAGE_WIDTHS (default 640). Throws RangeError on values the media route would refuse.
 */
export function productImagePath(
  art: ProductArt,
  colour: MetalColour,
  view: number,
  width: number = DEFAULT_IMAGE_WIDTH,
): string {
  if (!includes(METAL_COLOURS, colour)) throw new RangeError(`unknown colour ${String(colour)}`);
  if (!Number.isInteger(view) || view < 0 || view >= PRODUCT_VIEWS) throw new RangeError(`bad view ${view}`);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) throw new RangeError(`bad width ${width}`);
  return `/media/products/${artSegment(art)}/${colour}-${view}-w${width}.webp`;
}

/** URL path of the product's 3 s turntable MP4 (640x640 px, H.264): `/media/videos/{design}-{stone}-{variant}/{colour}.mp4`. */
export function productVideoPath(art: ProductArt, colour: MetalColour): string {
  if (!includes(METAL_COLOURS, colour)) throw new RangeError(`unknown colour ${String(colour)}`);
  return `/media/videos/${artSegment(art)}/${colour}.mp4`;
}

/** URL path of a banner: `/media/banners/{key}-{target}.webp` (desktop 1920x640 px, mobile 800x1000 px). */
export function bannerImagePath(key: BannerKey | string, target: BannerTarget): string {
  return `/media/banners/${key}-${target}.webp`;
}

/** URL path of an ad image: `/media/ads/{key}.webp` (1200x600 px). */
export function adImagePath(key: AdKey | string): string {
  return `/media/ads/${key}.webp`;
}

/** URL path of a category thumbnail: `/media/categories/{slug}.webp` (480x480 px). */
export function categoryThumbPath(slug: CategorySlug | string): string {
  return `/media/categories/${slug}.webp`;
}

/** URL path of an occasion-tag thumbnail: `/media/tags/{slug}.webp` (480x480 px). */
export function tagThumbPath(slug: TagSlug | string): string {
  return `/media/tags/${slug}.webp`;
}

/** URL path of customer-review photo n (0..39): `/media/reviews/{n}.webp` (600x600 px). */
export function reviewPhotoPath(n: number): string {
  return `/media/reviews/${n}.webp`;
}

/** URL path of the animated certificate card video (640x640 px MP4). */
export function certificateVideoPath(): string {
  return "/media/videos/certificate.mp4";
}

/** URL path of an ad video: `/media/videos/ad-{key}.mp4` (640x640 px MP4). */
export function adVideoPath(key: AdKey | string): string {
  return `/media/videos/ad-${key}.mp4`;
}

const VARIANT_RE = "(0|[1-9][0-9]?)"; // no leading zeros, so every art has exactly one URL (one cache file)
const ART_RE = `([a-z]+)-([a-z]+)-${VARIANT_RE}`;
const PRODUCT_RE = new RegExp(`^/media/products/${ART_RE}/([a-z]+)-([0-9])-w([0-9]{3,4})\\.webp$`);
const PRODUCT_VIDEO_RE = new RegExp(`^/media/videos/${ART_RE}/([a-z]+)\\.mp4$`);

function parseArt(design: string, stone: string, variant: string): ProductArt | null {
  if (!includes(DESIGNS, design) || !includes(STONES, stone)) return null;
  return { design, stone, variant: Number(variant) };
}

/**
 * Parses a product image path back into its parts; null for anything productImagePath would not produce.
 * Width is in px.
 */
export function parseProductImagePath(
  path: string,
): { art: ProductArt; colour: MetalColour; view: number; width: ImageWidth } | null {
  const m = PRODUCT_RE.exec(path);
  if (!m) return null;
  const [, design = "", stone = "", variant = "", colour = "", view = "", width = ""] = m;
  const art = parseArt(design, stone, variant);
  const w = Number(width);
  const v = Number(view);
  if (!art || !includes(METAL_COLOURS, colour) || v >= PRODUCT_VIEWS) return null;
  if (!(IMAGE_WIDTHS as readonly number[]).includes(w)) return null;
  return { art, colour, view: v, width: w as ImageWidth };
}

/** Parses any `/media/...` path into what it names; null when the path is unknown or malformed. */
export function parseMediaPath(path: string): MediaSpec | null {
  const product = parseProductImagePath(path);
  if (product) return { kind: "product", ...product };
  let m = PRODUCT_VIDEO_RE.exec(path);
  if (m) {
    const art = parseArt(m[1] ?? "", m[2] ?? "", m[3] ?? "");
    const colour = m[4] ?? "";
    return art && includes(METAL_COLOURS, colour) ? { kind: "product-video", art, colour } : null;
  }
  if (path === certificateVideoPath()) return { kind: "certificate-video" };
  if ((m = /^\/media\/videos\/ad-([a-z-]+)\.mp4$/.exec(path))) {
    const key = m[1] ?? "";
    return includes(AD_KEYS, key) ? { kind: "ad-video", key } : null;
  }
  if ((m = /^\/media\/banners\/([a-z-]+)-(desktop|mobile)\.webp$/.exec(path))) {
    const key = m[1] ?? "";
    const target = m[2] === "mobile" ? "mobile" : "desktop";
    return includes(BANNER_KEYS, key) ? { kind: "banner", key, target } : null;
  }
  if ((m = /^\/media\/ads\/([a-z-]+)\.webp$/.exec(path))) {
    const key = m[1] ?? "";
    return includes(AD_KEYS, key) ? { kind: "ad", key } : null;
  }
  if ((m = /^\/media\/categories\/([a-z-]+)\.webp$/.exec(path))) {
    const slug = m[1] ?? "";
    return includes(CATEGORY_SLUGS, slug) ? { kind: "category", slug } : null;
  }
  if ((m = /^\/media\/tags\/([a-z-]+)\.webp$/.exec(path))) {
    const slug = m[1] ?? "";
    return includes(TAG_SLUGS, slug) ? { kind: "tag", slug } : null;
  }
  if ((m = /^\/media\/reviews\/(0|[1-9][0-9]?)\.webp$/.exec(path))) {
    const n = Number(m[1]);
    return n < REVIEW_PHOTO_COUNT ? { kind: "review", n } : null;
  }
  return null;
}
