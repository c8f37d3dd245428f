import "server-only";
import type { IronSession } from "iron-session";
import type { SessionData } from "@/lib/session/session";
import { storeApi } from "@/lib/store-api/client";
import {
  PROFILE_UPDATED_MESSAGE,
  profileResponse,
  updateUserResponse,
} from "@/lib/store-api/contract/account";
import { isStoreApiError } from "@/lib/store-api/errors";
import {
  PHONE_CODE,
  PROFILE_MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  type ProfileBody,
} from "@/lib/validation/account";
import { BffError } from "@/lib/http/bff-error";
import { forwardedFor } from "./client-ip";
import { requireToken, toSessionUser, type SessionUser } from "./shopper-session";

/** `GET /api/profile` and the profile page's initial values (empty strings for unknown values). */
export type ProfileDto = SessionUser & {
  /** false while the mobile number cannot sign in (never proven by a code) */
  phoneVerified: boolean;
};

/**
 * The signed-in shopper's profile (`GET ecom/profile/`).
 * @throws BffError 401 for a guest; StoreApiError 'unauthorised' for a dead token (the caller ends the session)
 */
export async function getProfile(session: SessionData): Promise<ProfileDto> {
  const answer = await storeApi({
    path: "ecom/profile/",
    token: requireToken(session),
    schema: profileResponse,
  });
  const data = answer.results.data;
  // A store that does not report verification (the production contract) has only verified contacts.
  return { ...toSessionUser(data), phoneVerified: data.phone_verified ?? true };
}

/** Answer of `POST /api/profile`. */
export interface ProfileUpdated {
  updated: true;
  /** e-mail or phone changed: the session has ended and the shopper logs in again */
  contactChanged: boolean;
}

/** The 413 answer to a profile photo over PROFILE_PHOTO_MAX_BYTES (2 MB). */
export const PHOTO_TOO_LARGE_MESSAGE = "The photo must be 2 MB or smaller.";

/**
 * Checks the optional photo before anything is sent: an image type, at most 2 MB.
 * @throws BffError 415 / 413 with fieldErrors.image
 */
export function checkPhoto(image: File | null): void {
  if (!image) return;
  if (!image.type.toLowerCase().startsWith("image/")) {
    throw new BffError(415, "unsupported_photo", "Please choose an image file.", {
      image: "Please choose an image file.",
    });
  }
  if (image.size > PROFILE_PHOTO_MAX_BYTES) {
    throw new BffError(413, "photo_too_large", PHOTO_TOO_LARGE_MESSAGE, { image: PHOTO_TOO_LARGE_MESSAGE });
  }
}

function takenErrors(message: string | undefined): Record<string, string> | null {
  if (!message) return null;
  if (/phone number already exists/i.test(message)) return { phone: PROFILE_MESSAGES.phoneTaken };
  if (/email already exists/i.test(message)) return { email: PROFILE_MESSAGES.emailTaken };
  return null;
}

/**
 * Saves the profile (contract `POST ecom/update_user/`, multipart).
 * Nothing changed and no photo: 400 'No changes were made.'. When the e-mail or phone number changed, the session
 * ends (the dialog then asks the shopper to log in again, with a code to the new, still unverified contact; the
 * token waits in the cookie as the claim token and is revoked after that login); otherwise the session's
 * copy of the shopper (name, photo) is refreshed.
 * @throws BffError 400 'no_changes', 409 fieldErrors { phone | email }, 413/415 photo, 401; StoreApiError
 */
export async function updateProfile(
  session: IronSession<SessionData>,
  form: ProfileBody,
  image: File | null,
  ip: string,
): Promise<ProfileUpdated> {
  const token = requireToken(session);
  checkPhoto(image);
  const current = await getProfile(session);
  const contactChanged =
    form.email.toLowerCase() !== current.email.toLowerCase() || form.phone !== current.phone;
  if (!image && !contactChanged && form.name === current.name) {
    throw new BffError(400, "no_changes", PROFILE_MESSAGES.noChanges);
  }

  const body = new FormData();
  body.set("name", form.name);
  body.set("email", form.email);
  body.set("phone_number", form.phone);
  body.set("phone_code", PHONE_CODE);
  if (image) body.set("image", image, image.name || "photo");
  let answer;
  try {
    answer = await storeApi({
      method: "POST",
      path: "ecom/update_user/",
      body,
      token,
      schema: updateUserResponse,
      headers: forwardedFor(ip),
      timeoutMs: 15_000,
    });
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "http") {
      const taken = takenErrors(err.upstreamMessage);
      if (taken) throw new BffError(409, "already_exists", Object.values(taken)[0]!, taken);
      if (err.status === 413 || err.status === 415) {
        const message = err.upstreamMessage ?? "Please choose a smaller image file.";
        throw new BffError(
          err.status,
          err.status === 413 ? "photo_too_large" : "unsupported_photo",
          message,
          { image: message },
        );
      }
    }
    throw err;
  }
  const errors = Object.values(answer.errors ?? {}).flat();
  const taken = errors.map(takenErrors).find(Boolean);
  if (taken) throw new BffError(409, "already_exists", Object.values(taken)[0]!, taken);
  if (answer.message !== PROFILE_UPDATED_MESSAGE) {
    throw new BffError(502, "not_updated", answer.message || errors[0] || "Your profile could not be saved.");
  }

  if (contactChanged) {
    // Signed out, so the shopper logs in again with the new contact; the token is kept (sealed) as the claim token,
    // since the new contact is unverified and only a code sent with this account's token can prove it.
    session.destroy();
    session.claimToken = token;
    await session.save();
  } else {
    session.user = await getProfile(session);
    await session.save();
  }
  return { updated: true, contactChanged };
}
