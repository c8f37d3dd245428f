/** Listing URLs of categories and occasion tags (the header, footer, search and the proxy build them alike). */

/**
 * Listing URL of a category: its name lowercased without spaces
 * (`/{category-name-lowercased-no-spaces}`): 'Nose Pins' -> '/nosepins', 'Gold Coins' -> '/goldcoins'.
 */
export function categoryHref(name: string): string {
  return `/${encodeURIComponent(name.toLowerCase().replace(/\s+/g, ""))}`;
}

/** Listing URL of an occasion tag (`/tag_search/{id}`). */
export function tagHref(id: number): string {
  return `/tag_search/${id}`;
}
