import "server-only";
import { notFound } from "next/navigation";
import type { ShopperCountry } from "@/lib/country/country";
import { getCategories } from "@/lib/catalogue/taxonomy";
import type { ListingConfig } from "./listing-page";
import { categoryConfig, categoryPath, findCategoryByPath } from "./listing-routes";

/**
 * The listing of the category a top-level path names (the path upper-cased matched against the category list
 * without spaces), at its canonical path (`/rings`, `/nosepins`).
 * @throws Next's not-found signal for a name the store does not have (a real 404)
 * @throws StoreApiError when the category list cannot be read (the error boundary shows the outage)
 */
export async function categoryListingConfig(segment: string, country: ShopperCountry): Promise<ListingConfig> {
  const category = findCategoryByPath(segment, await getCategories(country.id));
  if (!category) notFound();
  return categoryConfig(category, categoryPath(category.name));
}
