/**
 * Where the home blocks link to (route table).
 */

/** Banner and ad target: `/category_search/{id}` for a category, `/tag_search/{id}` for an occasion tag. */
export function promoHref(typeId: number, isCategory: boolean): string {
  return isCategory ? `/category_search/${typeId}` : `/tag_search/${typeId}`;
}

/** Budget listing: `/jewellery/budget/{amount}` (amount in the shopper's currency units). */
export function budgetHref(amount: number): string {
  return `/jewellery/budget/${amount}`;
}

/** 'View all' of the home strips: `/new/arrivals?type=new` or `?type=top`. */
export function stripHref(type: "new" | "top"): string {
  return `/new/arrivals?type=${type}`;
}
