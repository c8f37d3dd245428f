import { bffError, bffFailure, jsonNoStore, rejectCrossSite } from "@/lib/http/bff";
import { deleteAddress } from "@/lib/account/addresses";
import { getSession } from "@/lib/session/session";
import { addressIdParam } from "@/lib/account/address-id";

/** Deletes one of the shopper's addresses (dots menu): `{ deleted: true }`; 404 when there is no such address. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = rejectCrossSite(request);
  if (refused) return refused;
  const id = addressIdParam((await params).id);
  if (id === null) return bffError(404, "not_found", "Address not found.");
  const session = await getSession();
  try {
    await deleteAddress(session, id);
    return jsonNoStore({ deleted: true as const });
  } catch (err) {
    return bffFailure(err, session);
  }
}
