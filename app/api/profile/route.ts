import { bffFailure, jsonNoStore, rejectCrossSite } from "@/lib/http/bff";
import { notLoggedIn } from "@/lib/http/bff-error";
import { formText, readMultipart } from "@/lib/http/multipart";
import { clientIp } from "@/lib/account/client-ip";
import { invalidInput } from "@/lib/account/errors";
import { getProfile, PHOTO_TOO_LARGE_MESSAGE, updateProfile } from "@/lib/account/profile";
import { getSession } from "@/lib/session/session";
import { PROFILE_PHOTO_MAX_BYTES, profileSchema } from "@/lib/validation/account";

/** Room for the text fields and multipart framing beside a 2 MB photo. */
const MAX_BODY_BYTES = PROFILE_PHOTO_MAX_BYTES + 64 * 1024;

/** The signed-in shopper's profile: `{ name, email, phone, photo }`; 401 'Please Login!' for a guest. */
export async function GET() {
  const session = await getSession();
  try {
    return jsonNoStore(await getProfile(session));
  } catch (err) {
    return bffFailure(err, session);
  }
}

/**
 * Saves the profile. Multipart `name, email, phone_number, image?`
 * (image/* only, at most 2 MB) -> `{ updated: true, contactChanged }`; a changed e-mail or phone ends the session.
 * 400 fieldErrors { name, email, phone } or 'No changes were made.'; 409 fieldErrors { phone } / { email };
 * 413 / 415 for the photo; 401 'Please Login!'.
 */
export async function POST(request: Request) {
  const refused = rejectCrossSite(request);
  if (refused) return refused;
  const session = await getSession();
  try {
    // A guest is refused before the body is read.
    if (!session.token) throw notLoggedIn();
    const form = await readMultipart(request, {
      maxBytes: MAX_BODY_BYTES,
      notMultipart: "Send the profile as multipart/form-data.",
      tooLarge: { message: PHOTO_TOO_LARGE_MESSAGE, field: "image" },
    });
    const parsed = profileSchema.safeParse({
      name: formText(form, "name"),
      email: formText(form, "email"),
      phone: formText(form, "phone_number"),
    });
    if (!parsed.success) return invalidInput(parsed.error);
    const image = form.get("image");
    const photo = image instanceof File && image.size > 0 ? image : null;
    return jsonNoStore(await updateProfile(session, parsed.data, photo, clientIp(request)));
  } catch (err) {
    return bffFailure(err, session);
  }
}
