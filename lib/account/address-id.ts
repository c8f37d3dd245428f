/**
 * The `[id]` of `/api/addresses/[id]`: a positive 32-bit integer (database ids), else null (answered 404).
 */
export function addressIdParam(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
