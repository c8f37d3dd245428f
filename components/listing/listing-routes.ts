/**
 * How each listing route turns its path and query into a ListingConfig (listing
 * routes). Pure functions over the category and tag lists, so pages, metadata and tests share them.
 */
import { formatPrice } from "@/lib/money/format";
import { effectiveType, type ListingState, type TypeValue } from "@/lib/catalogue/listing-url";
import type { ListingConfig } from "./listing-page";

/** A category or occasion tag as the taxonomy readers return it. */
export interface TaxonomyEntry {
  id: number;
  name: string;
  meta_description?: string;
}

/** Upper case without spaces or punctuation: 'Nose Pins', 'nosepins' and 'nose-pins' all give NOSEPINS. */
const pathKey = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** The path of a category listing: its name lower-cased without spaces (`/rings`, `/nosepins`, `/goldcoins`). */
export function categoryPath(name: string): string {
  return `/${name.toLowerCase().replace(/\s+/g, "")}`;
}

/** The category a top-level path segment names, matched upper case without spaces; undefined when none. */
export function findCategoryByPath<T extends TaxonomyEntry>(
  segment: string,
  categories: readonly T[],
): T | undefined {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const key = pathKey(decoded);
  return key ? categories.find((c) => pathKey(c.name) === key) : undefined;
}

const describeCategory = (c: TaxonomyEntry) =>
  c.meta_description ||
  `Shop ${c.name.toLowerCase()} in certified diamond, hallmarked gold and platinum, with free shipping, 15-day money back and lifetime exchange.`;

/** `/{category}` and `/category_search/{id}`: the category preselected, its filter counts, canonical /{name}. */
export function categoryConfig(category: TaxonomyEntry, base: string): ListingConfig {
  return {
    base,
    heading: category.name,
    title: category.name,
    description: describeCategory(category),
    defaults: { category: [category.id] },
    context: { category: category.id },
    canonical: { base: categoryPath(category.name), defaults: { category: [category.id] } },
  };
}

/** `/tag_search/{id}`: the occasion preselected, its filter counts. */
export function tagConfig(tag: TaxonomyEntry): ListingConfig {
  return {
    base: `/tag_search/${tag.id}`,
    heading: tag.name,
    title: tag.name,
    description:
      tag.meta_description ||
      `${tag.name} jewellery in diamond, gold and platinum: certified, hallmarked and shipped free, with lifetime exchange.`,
    defaults: { occasion: [tag.id] },
    context: { tag: tag.id },
  };
}

const TYPE_COPY: Record<TypeValue, { title: string; description: string }> = {
  new: {
    title: "New Arrivals",
    description:
      "The newest diamond, gold and platinum designs, added as our workshops finish them. Free shipping, 15-day money back and lifetime exchange.",
  },
  top: {
    title: "Top Demanded",
    description:
      "The designs our shoppers choose most: rings, earrings, pendants and more in certified diamond and hallmarked gold, shipped free.",
  },
  discounted: {
    title: "Discounted",
    description:
      "Diamond and gold jewellery at reduced prices for a limited time, with the same certification, free shipping and lifetime exchange.",
  },
};

/**
 * `/new/arrivals` (the original's router state `data` as query): `?type=new|top|discounted` lists that
 * selection (NEW ARRIVALS by default); without a type, `?category=<id>` or `?occasion=<tagId>` lists that
 * category or occasion under its own name, with the category's or tag's filter counts and a canonical link to
 * its own listing (/rings, /tag_search/4) so the two URLs do not compete.
 */
export function newArrivalsConfig(
  state: ListingState,
  categories: readonly TaxonomyEntry[],
  tags: readonly TaxonomyEntry[],
): ListingConfig {
  const base = "/new/arrivals";
  const defaults = { type: "new" as const };
  const type = effectiveType(state, defaults);
  if (type) return { base, heading: TYPE_COPY[type].title, ...TYPE_COPY[type], defaults, context: {} };

  const cats = (state.category ?? []).map((id) => categories.find((c) => c.id === id));
  const occs = (state.occasion ?? []).map((id) => tags.find((t) => t.id === id));
  const onlyCategory = cats.length === 1 && occs.length === 0 ? cats[0] : undefined;
  const onlyTag = occs.length === 1 && cats.length === 0 ? occs[0] : undefined;
  if (onlyCategory) {
    return { ...categoryConfig(onlyCategory, base), defaults: {}, context: { category: onlyCategory.id } };
  }
  if (onlyTag) {
    return {
      ...tagConfig(onlyTag),
      base,
      defaults: {},
      canonical: { base: `/tag_search/${onlyTag.id}`, defaults: { occasion: [onlyTag.id] } },
    };
  }
  // Several categories or occasions: name up to two ('Bridal Necklaces'), else a general heading.
  const named = [...occs, ...cats].filter((e): e is TaxonomyEntry => e !== undefined);
  const heading =
    named.length > 0 && named.length <= 2 && named.length === occs.length + cats.length
      ? named.map((e) => e.name).join(" ")
      : "Jewellery";
  return {
    base,
    heading,
    title: heading,
    description: `${heading} in certified diamond, hallmarked gold and platinum, shipped free with 15-day money back.`,
    defaults: {},
    context: {},
  };
}

/** `/jewellery/budget/{amount}`: 'Under {price}' in the shopper's currency, max_price = amount. */
export function budgetConfig(amount: number, currency: string): ListingConfig {
  const price = formatPrice(amount, currency);
  return {
    base: `/jewellery/budget/${amount}`,
    heading: `Under ${price}`,
    title: `Under ${price}`,
    description: `Diamond, gold and platinum jewellery priced under ${price}: certified, hallmarked and shipped free, with lifetime exchange.`,
    defaults: {},
    fixed: { maxPrice: amount },
    context: {},
  };
}
