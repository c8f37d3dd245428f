/** Numbers read from listing paths (`/category_search/{id}`, `/jewellery/budget/{amount}`); null means notFound(). */

/** A path id: digits only, 1 to 9 of them; anything else (not a number) is null and becomes notFound(). */
export function parsePathId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** A budget amount from the path (`/jewellery/budget/10000`): a positive number, else null (notFound()). */
export function parseBudget(raw: string): number | null {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(raw)) return null;
  const amount = Number(raw);
  return amount > 0 ? amount : null;
}
