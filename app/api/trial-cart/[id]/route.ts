import { bffError, bffFailure, jsonNoStore, rejectCrossSite } from "@/lib/http/bff";
import { sessionContext } from "@/lib/cart/context";
import { idParam } from "@/lib/cart/requests";
import { removeTrialItem } from "@/lib/cart/trial";
import { getSession } from "@/lib/session/session";

/** Deletes a trial cart line: `{ deleted: true }`; 409 'Already Processed, Cannot delete' once it is booked. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = rejectCrossSite(request);
  if (refused) return refused;
  const id = idParam((await params).id);
  if (id === null) return bffError(404, "not_found", "This design is no longer in your trial cart.");
  const session = await getSession();
  try {
    await removeTrialItem(await sessionContext(session), id);
    return jsonNoStore({ deleted: true as const });
  } catch (err) {
    return bffFailure(err, session);
  }
}
