import "server-only";
import type { SessionData } from "@/lib/session/session";
import { storeApi } from "@/lib/store-api/client";
import {
  addressCreateResponse,
  addressListResponse,
  setMainAddressRequest,
  statusResponse,
  type Address,
} from "@/lib/store-api/contract/account";
import { isStoreApiError } from "@/lib/store-api/errors";
import { PHONE_CODE, type AddressFormBody } from "@/lib/validation/account";
import { BffError } from "@/lib/http/bff-error";
import { requireToken } from "./shopper-session";

export type { Address };

function addressNotFound(): BffError {
  return new BffError(404, "not_found", "Address not found.");
}

/**
 * The shopper's saved addresses (`GET ecom/addresses/all/`), as the store sends them (id, name, honorific_name,
 * phone_code, phone_number, email, pincode, state, city, country, house, area, landmark, type, is_main).
 * @throws BffError 401 for a guest; StoreApiError ('unauthorised' for a dead token)
 */
export async function listAddresses(session: SessionData): Promise<Address[]> {
  const answer = await storeApi({
    path: "ecom/addresses/all/",
    token: requireToken(session),
    schema: addressListResponse,
  });
  return answer.results.data;
}

/**
 * Saves a new address (`POST ecom/addresses/`; phone code +91, type HOME).
 * @returns the new address id
 * @throws BffError 422 when the store answers a status other than 200 (the store gives no message of its own)
 */
export async function createAddress(session: SessionData, form: AddressFormBody): Promise<number> {
  const answer = await storeApi({
    method: "POST",
    path: "ecom/addresses/",
    token: requireToken(session),
    body: {
      name: form.fullName,
      phone_code: PHONE_CODE,
      phone_number: form.mobile,
      email: form.sEmail,
      pincode: form.pincode,
      state: form.state,
      city: form.city,
      house: form.hNumber_Bname,
      area: form.streetColony,
      landmark: form.landMark,
      type: "HOME",
      country: form.country,
      ...(form.honorific_name ? { honorific_name: form.honorific_name } : {}),
    },
    schema: addressCreateResponse,
  });
  if (answer.status !== 200 || !answer.data) {
    throw new BffError(422, "address_not_saved", "The address could not be saved. Please try again.");
  }
  return answer.data.id;
}

/**
 * Deletes one of the shopper's addresses (`DELETE ecom/addresses/<id>/`).
 * @throws BffError 404 when the shopper has no such address
 */
export async function deleteAddress(session: SessionData, id: number): Promise<void> {
  try {
    await storeApi({
      method: "DELETE",
      path: `ecom/addresses/${id}/`,
      token: requireToken(session),
      schema: statusResponse,
    });
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "not_found") throw addressNotFound();
    throw err;
  }
}

/**
 * Makes an address the main one (`POST ecom/address/` with address_id, is_main true) and reads the list again
 * (exactly one is main; choosing a radio button refetches the list).
 * @throws BffError 404 when the shopper has no such address
 */
export async function setMainAddress(session: SessionData, id: number): Promise<Address[]> {
  const token = requireToken(session);
  try {
    await storeApi({
      method: "POST",
      path: "ecom/address/",
      token,
      body: setMainAddressRequest.parse({ address_id: id, is_main: true }),
      schema: statusResponse,
    });
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "not_found") throw addressNotFound();
    throw err;
  }
  const addresses = await listAddresses(session);
  if (!addresses.some((a) => a.id === id && a.is_main)) throw addressNotFound();
  return addresses;
}
