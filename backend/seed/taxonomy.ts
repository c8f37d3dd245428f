/**
 * Categories and occasion tags with their search-engine copy (meta title under 60 characters, meta description
 * 140-160 characters). The copy is the project's own.
 */
import { categoryThumbPath, tagThumbPath, type CategorySlug, type TagSlug } from "../media/spec";

export interface TaxonomyRow<Slug extends string> {
  name: string;
  slug: Slug;
  thumbnail: string;
  metaTitle: string;
  metaDescription: string;
  position: number;
}

const CATEGORY_COPY: [name: string, slug: CategorySlug, title: string, description: string][] = [
  [
    "Rings",
    "rings",
    "Diamond & Gold Rings Online | SWA Diamonds",
    "Shop certified diamond rings, hallmarked gold bands and platinum rings for men and women. Lifetime exchange, free shipping and 15-day money back.",
  ],
  [
    "Earrings",
    "earrings",
    "Diamond Studs, Jhumkas & Gold Earrings | SWA Diamonds",
    "From everyday diamond studs to temple jhumkas and drops, find hallmarked gold and certified diamond earrings with free shipping and lifetime exchange.",
  ],
  [
    "Pendants",
    "pendants",
    "Diamond & Gold Pendants for Women | SWA Diamonds",
    "Discover dainty diamond pendants, initial charms and devotional gold lockets in 14K, 18K and 22K. BIS hallmarked, IGI certified, shipped free.",
  ],
  [
    "Necklaces",
    "necklaces",
    "Bridal & Diamond Necklaces Online | SWA Diamonds",
    "Temple gold chokers, diamond collars and light everyday necklaces crafted for weddings and festive days. Certified stones, hallmarked gold, free shipping.",
  ],
  [
    "Bangles",
    "bangles",
    "Gold & Diamond Bangles for Women | SWA Diamonds",
    "Hallmarked 22K gold bangles, kadas and diamond-set bangles in every Indian size from 2.2 to 3.0. Lifetime exchange and buyback on every piece.",
  ],
  [
    "Bracelets",
    "bracelets",
    "Diamond & Gold Bracelets Online | SWA Diamonds",
    "Tennis bracelets, link bracelets and platinum bands for him and her, set with certified diamonds. Order online with free shipping and easy returns.",
  ],
  [
    "Chains",
    "chains",
    "Gold & Platinum Chains for Men and Women | SWA Diamonds",
    "Rope, box, curb and Singapore chains in hallmarked 22K gold and Pt950 platinum, from 16 to 30 inches. Fair making charges and lifetime exchange.",
  ],
  [
    "Mangalsutra",
    "mangalsutra",
    "Diamond & Gold Mangalsutra Designs | SWA Diamonds",
    "Modern diamond mangalsutras and traditional black-bead gold designs in 16 and 18 inch lengths. Certified diamonds, BIS hallmark and free shipping.",
  ],
  [
    "Nose Pins",
    "nose-pins",
    "Diamond Nose Pins & Gold Nose Studs | SWA Diamonds",
    "Tiny solitaire-look nose pins, floral clusters and gold nose studs with screw or press backs. Certified diamonds, gentle prices, free delivery.",
  ],
  [
    "Solitaires",
    "solitaires",
    "Certified Solitaire Diamond Rings & Studs | SWA Diamonds",
    "Choose GIA and IGI certified solitaire rings, studs and pendants in platinum and 18K gold. Expert guidance on the 4Cs, lifetime upgrade and exchange.",
  ],
  [
    "Gold Coins",
    "gold-coins",
    "24K & 22K Gold Coins Online | SWA Diamonds",
    "Buy hallmarked 24K and 22K gold coins from 0.5 g to 10 g in tamper-proof packs, priced on the day's gold rate. Ideal for Akshaya Tritiya and gifting.",
  ],
];

const TAG_COPY: [name: string, slug: TagSlug, title: string, description: string][] = [
  [
    "Daily Wear",
    "daily-wear",
    "Lightweight Daily Wear Jewellery | SWA Diamonds",
    "Light diamond studs, slim rings and delicate chains made to be worn every day. Comfortable, hallmarked and certified, with free shipping across India.",
  ],
  [
    "Office Wear",
    "office-wear",
    "Minimal Office Wear Jewellery Online | SWA Diamonds",
    "Understated diamond and gold pieces that suit a workday: sleek bands, small pendants and neat studs. Certified quality and 15-day money back.",
  ],
  [
    "Party Wear",
    "party-wear",
    "Statement Party Wear Jewellery | SWA Diamonds",
    "Cocktail rings, diamond drops and sparkling bracelets that catch the light at every celebration. Certified diamonds, lifetime exchange, free shipping.",
  ],
  [
    "Engagement",
    "engagement",
    "Engagement Rings & Solitaires | SWA Diamonds",
    "Find the ring for your yes: certified solitaires, halo rings and couple bands in platinum and gold, with free resizing and lifetime exchange.",
  ],
  [
    "Bridal",
    "bridal",
    "Bridal Jewellery Sets & Temple Gold | SWA Diamonds",
    "Bridal necklaces, temple bangles, jhumkas and mangalsutras for the wedding day and beyond. BIS hallmarked gold and certified diamonds, insured delivery.",
  ],
  [
    "Festive",
    "festive",
    "Festive Gold & Diamond Jewellery | SWA Diamonds",
    "Celebrate Onam, Diwali, Eid and every festival with gold bangles, jhumkas and diamond pieces. Hallmarked gold, fair making charges and free shipping.",
  ],
  [
    "Gifting",
    "gifting",
    "Jewellery Gifts for Every Occasion | SWA Diamonds",
    "Gold coins, diamond pendants and dainty earrings to gift for birthdays, anniversaries and festivals. Gift-ready packing and 15-day money back.",
  ],
];

/** Category rows in id order (1..11). */
export const CATEGORIES: TaxonomyRow<CategorySlug>[] = CATEGORY_COPY.map(
  ([name, slug, metaTitle, metaDescription], position) => ({
    name,
    slug,
    thumbnail: categoryThumbPath(slug),
    metaTitle,
    metaDescription,
    position,
  }),
);

/** Tag rows in id order (1..7). */
export const TAGS: TaxonomyRow<TagSlug>[] = TAG_COPY.map(
  ([name, slug, metaTitle, metaDescription], position) => ({
    name,
    slug,
    thumbnail: tagThumbPath(slug),
    metaTitle,
    metaDescription,
    position,
  }),
);
