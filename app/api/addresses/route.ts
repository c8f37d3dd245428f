import { bffFailure, jsonNoStore } from "@/lib/http/bff";
import { createAddress, listAddresses } from "@/lib/account/addresses";
import { guardJson } from "@/lib/account/guard";
import { getSession } from "@/lib/session/session";
import { addressFormSchema } from "@/lib/validation/account";

/** The shopper's saved addresses: `{ addresses: Address[] }` (exactly one has is_main); 401 for a guest. */
export async function GET() {
  const session = await getSession();
  try {
    return jsonNoStore({ addresses: await listAddresses(session) });
  } catch (err) {
    return bffFailure(err, session);
  }
}

/**
 * Adds an address. Body: the form's fields (fullName,
 * mobile, pincode, city, state, hNumber_Bname, streetColony, landMark?, sEmail?, honorific_name?, country) ->
 * `{ id }`. 400 fieldErrors with the address form's messages; 401 for a guest.
 */
export async function POST(request: Request) {
  const guarded = await guardJson(request, addressFormSchema);
  if (!guarded.ok) return guarded.response;
  const session = await getSession();
  try {
    return jsonNoStore({ id: await createAddress(session, guarded.body) });
  } catch (err) {
    return bffFailure(err, session);
  }
}
