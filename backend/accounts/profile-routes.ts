/**
 * `GET ecom/profile/` and `POST ecom/update_user/` (multipart: name, email, phone_number, phone_code, image?).
 * update_user answers like production: top-level `message: 'updated successfully'`, or HTTP 400 with
 * `errors.<field>` lists (`custom user with this phone number already exists.` / `... email already exists.`:
 * another account holds it verified); a changed e-mail or number is stored unverified (accounts/verification.ts);
 * photo problems are HTTP 413/415 with `errors.image`. Error answers also carry `results.message` (the first
 * error) so a generic client can read them.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { sql } from "drizzle-orm";
import {
  EMAIL_TAKEN_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
} from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import { requireUser } from "../http/auth";
import { HttpError } from "../http/errors";
import { deleteAvatar, reencodeAvatar, storeAvatar } from "./avatar";
import type { AccountsConfig } from "./config";
import { profileData, uniqueViolation, USER_COLUMNS, type UserRow } from "./users";
import { fieldErrors, readBody, updateUserBody } from "./validation";

type Errors = Record<string, string[]>;

function errorsResponse(c: Context, status: ContentfulStatusCode, errors: Errors) {
  const first = Object.values(errors)[0]?.[0] ?? "Invalid request";
  return c.json({ errors, results: { status_code: status, message: first } }, status);
}

/**
 * Which of the new e-mail / phone number another account holds VERIFIED (an unverified claim does not block:
 * the contact's owner must be able to take it; their verification then releases the claim).
 */
async function takenBy(db: Db, userId: number, email?: string, phone?: string): Promise<Errors> {
  const errors: Errors = {};
  if (email === undefined && phone === undefined) return errors;
  const { rows } = await db.execute<{ email_taken: boolean; phone_taken: boolean }>(sql`
    SELECT coalesce(bool_or(email = ${email ?? null}), false) AS email_taken,
           coalesce(bool_or(phone_number = ${phone ?? null}), false) AS phone_taken
    FROM users WHERE id <> ${userId}
      AND ((email = ${email ?? null} AND email_verified_at IS NOT NULL)
        OR (phone_number = ${phone ?? null} AND phone_verified_at IS NOT NULL))`);
  if (rows[0]?.email_taken) errors.email = [EMAIL_TAKEN_MESSAGE];
  if (rows[0]?.phone_taken) errors.phone_number = [PHONE_TAKEN_MESSAGE];
  return errors;
}

/** Mounts the profile endpoints. */
export function profileRoutes(db: Db, config: AccountsConfig): Hono {
  const app = new Hono();

  app.get("/ecom/profile/", async (c) => {
    const user = await requireUser(c);
    return c.json({ results: { status_code: 200, status: 200, data: profileData(user) } });
  });

  const tooLarge = `The photo must be ${config.maxPhotoBytes / 1024 / 1024} MB or smaller.`;
  app.post(
    "/ecom/update_user/",
    // The whole request is capped before it is read; the photo itself is checked again below.
    bodyLimit({
      maxSize: config.maxPhotoBytes + 64 * 1024,
      onError: (c) => errorsResponse(c, 413, { image: [tooLarge] }),
    }),
    async (c) => {
      const user = await requireUser(c);
      const body = await readBody(c);
      const texts = Object.fromEntries(
        ["name", "email", "phone_number", "phone_code"]
          .filter((k) => body[k] !== undefined)
          .map((k) => [k, body[k]]),
      );
      const parsed = updateUserBody.safeParse(texts);
      if (!parsed.success) return errorsResponse(c, 400, fieldErrors(parsed.error));
      const fields = parsed.data;

      const image = body.image;
      let webp: Buffer | undefined;
      if (image instanceof Blob) {
        try {
          webp = await reencodeAvatar(image, config.maxPhotoBytes);
        } catch (err) {
          if (err instanceof HttpError) return errorsResponse(c, err.status, { image: [err.message] });
          throw err;
        }
      } else if (image !== undefined && image !== "") {
        return errorsResponse(c, 415, { image: ["Upload the photo as a file."] });
      }

      const taken = await takenBy(db, user.id, fields.email, fields.phone_number);
      if (Object.keys(taken).length > 0) return errorsResponse(c, 400, taken);

      const imagePath = webp ? await storeAvatar(config.uploadsDir, webp) : undefined;
      let updated: UserRow | undefined;
      try {
        const { rows } = await db.execute<UserRow>(sql`
          UPDATE users u SET
            -- A changed contact is unproven again: it signs in only after a code sent with this token verifies it.
            email_verified_at = CASE WHEN ${fields.email ?? null}::text IS DISTINCT FROM email
                                      AND ${fields.email ?? null}::text IS NOT NULL THEN NULL
                                     ELSE email_verified_at END,
            phone_verified_at = CASE WHEN ${fields.phone_number ?? null}::text IS DISTINCT FROM phone_number
                                      AND ${fields.phone_number ?? null}::text IS NOT NULL THEN NULL
                                     ELSE phone_verified_at END,
            name = coalesce(${fields.name ?? null}, name),
            email = coalesce(${fields.email ?? null}, email),
            phone_number = coalesce(${fields.phone_number ?? null}, phone_number),
            phone_code = CASE WHEN ${fields.phone_number ?? null}::text IS NULL THEN phone_code
                              ELSE coalesce(${fields.phone_code ?? null}, '+91') END,
            image = coalesce(${imagePath ?? null}, image),
            updated_at = now()
          WHERE id = ${user.id}
          RETURNING ${USER_COLUMNS}`);
        updated = rows[0];
      } catch (err) {
        if (imagePath) await deleteAvatar(config.uploadsDir, imagePath);
        const index = uniqueViolation(err);
        if (index === "users_email_uq") return errorsResponse(c, 400, { email: [EMAIL_TAKEN_MESSAGE] });
        if (index === "users_phone_number_uq")
          return errorsResponse(c, 400, { phone_number: [PHONE_TAKEN_MESSAGE] });
        throw err;
      }
      if (!updated) return c.json({ results: { status_code: 401, message: "Invalid token." } }, 401);
      if (imagePath && user.image !== imagePath)
        await deleteAvatar(config.uploadsDir, user.image).catch(() => {});
      return c.json({ message: PROFILE_UPDATED_MESSAGE, data: profileData(updated) });
    },
  );

  return app;
}
