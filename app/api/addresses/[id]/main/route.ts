import { bffError, bffFailure, jsonNoStore, rejectCrossSite } from "@/lib/http/bff";
import { setMainAddress } from "@/lib/account/addresses";
import { addressIdParam } from "@/lib/account/address-id";
import { getSession } from "@/lib/session/session";

/**
 * Makes an address the main one (radio button) and answers the refetched
 * list `{ addresses }` with exactly one main; 404 when there is no such address. No body.
 */
export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = rejectCrossSite(request);
  if (refused) return refused;
  const id = addressIdParam((await params).id);
  if (id === null) return bffError(404, "not_found", "Address not found.");
  const session = await getSession();
  try {
    return jsonNoStore({ addresses: await setMainAddress(session, id) });
  } catch (err) {
    return bffFailure(err, session);
  }
}
