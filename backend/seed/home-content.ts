/**
 * Home page merchandising: carousel banners (desktop and mobile sets), ad tiles (three images and one video),
 * 'Under {budget}' tiles and the header offer strip. Links point at a category or an occasion tag by id.
 */
import {
  adImagePath,
  adVideoPath,
  bannerImagePath,
  type AdKey,
  type BannerKey,
  type CategorySlug,
  type TagSlug,
} from "../media/spec";

/** Slug -> serial id maps of the inserted categories and tags. */
export interface TaxonomyIds {
  category: Map<CategorySlug, number>;
  tag: Map<TagSlug, number>;
}

type Link = { category: CategorySlug } | { tag: TagSlug };

function resolve(ids: TaxonomyIds, link: Link): { typeId: number; isCategory: boolean } {
  const typeId = "category" in link ? ids.category.get(link.category) : ids.tag.get(link.tag);
  if (typeId === undefined) throw new Error(`unknown link target ${JSON.stringify(link)}`);
  return { typeId, isCategory: "category" in link };
}

const SLIDES: { key: BannerKey; name: string; link: Link }[] = [
  { key: "bridal", name: "The Bridal Edit", link: { tag: "bridal" } },
  { key: "solitaire", name: "Certified Solitaires", link: { category: "solitaires" } },
  { key: "daily-wear", name: "Diamonds for Every Day", link: { tag: "daily-wear" } },
  { key: "gold-coins", name: "Gold Coins for Auspicious Beginnings", link: { category: "gold-coins" } },
  { key: "festive", name: "Festive Gold", link: { tag: "festive" } },
];

/** Five desktop slides then the same five for phones (for_mobile), each set in position order. */
export function bannerRows(ids: TaxonomyIds) {
  return (["desktop", "mobile"] as const).flatMap((target) =>
    SLIDES.map((s, position) => ({
      name: s.name,
      imageUrl: bannerImagePath(s.key, target),
      ...resolve(ids, s.link),
      forMobile: target === "mobile",
      position,
    })),
  );
}

const ADS: { key: AdKey; video: boolean; link: Link }[] = [
  { key: "lifetime-exchange", video: false, link: { category: "rings" } },
  { key: "try-at-home", video: false, link: { category: "earrings" } },
  { key: "certified", video: false, link: { category: "solitaires" } },
  // The video ad keeps its still image as the poster / fallback for browsers that do not autoplay.
  { key: "try-at-home", video: true, link: { tag: "daily-wear" } },
];

/** Three image ads and one video ad (with an image fallback). */
export function adRows(ids: TaxonomyIds) {
  return ADS.map((a, position) => ({
    imageUrl: adImagePath(a.key),
    videoUrl: a.video ? adVideoPath(a.key) : "",
    ...resolve(ids, a.link),
    position,
  }));
}

/** 'Under {amount}' tiles, in the shopper's currency units. */
export const BUDGETS = [10_000, 20_000, 30_000, 50_000].map((amount, position) => ({ amount, position }));

/**
 * Offer strip texts. `country` null = every country; otherwise the ISO code of the only country that sees it
 * (index.ts resolves it to countries.id).
 */
export const HEADER_OFFERS: { country: string | null; text: string }[] = [
  { country: null, text: "Free shipping on every order" },
  { country: null, text: "15-day money back, no questions asked" },
  { country: null, text: "Lifetime exchange at 95% and buyback at 90% of value" },
  { country: "IN", text: "Free Try at Home: see up to 5 designs at your doorstep before you buy" },
  { country: "IN", text: "Priced on today's gold rate. Pay by UPI, cards or net banking" },
  { country: "AE", text: "Now in Dubai, Sharjah and Abu Dhabi: visit a showroom or order online" },
];
