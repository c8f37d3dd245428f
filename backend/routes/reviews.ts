/**
 * Writing reviews (`POST ecom/products/review/` multipart: product_id, rating, review, review_title,
 * optional review_image (repeatable; a video may come in review_image or review_video), reference extra
 * shipment_id; `GET ecom/review/<product_id>` the shopper's own review) and `/media/reviews/*`.
 * Thin: parsing here; rules in backend/reviews/submit.ts, files in media.ts / files.ts.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  REVIEW_MAX_BODY_BYTES,
  REVIEW_SAVED_MESSAGE,
  REVIEW_VIDEO_TOO_LARGE_MESSAGE,
  REVIEW_WRONG_TYPE_MESSAGE,
  reviewFields,
} from "../../lib/store-api/contract/review";
import { requestId } from "../../lib/store-api/contract/primitives";
import { accountsConfig } from "../accounts/config";
import { pathId } from "../commerce/http";
import type { Db } from "../db/client";
import { requireUser } from "../http/auth";
import { errorResponse, HttpError, parseQuery } from "../http/errors";
import { assertNoControlCharacters, isBadValueDbError } from "../http/hostile-input";
import { deleteReviewMedia, reviewMediaRoutes, storeReviewMedia, type StoredMedia } from "../reviews/files";
import { prepareUploads } from "../reviews/media";
import { findReviewableLine, ownReview, saveReview } from "../reviews/submit";

const FILE_FIELDS = ["review_image", "review_video"];
const ownQuery = z.object({
  shipment_id: z.preprocess((v) => (v === "" ? undefined : v), requestId.optional()),
});

/** Files of the form: Blobs of the file fields (empty ones ignored); a text value there is a 415. */
function filesOf(form: Record<string, unknown>): Blob[] {
  const files: Blob[] = [];
  for (const key of FILE_FIELDS) {
    const value = form[key];
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      if (v instanceof Blob) {
        if (v.size > 0) files.push(v);
      } else if (v !== "") throw new HttpError(415, REVIEW_WRONG_TYPE_MESSAGE);
    }
  }
  return files;
}

/** First problem of a zod error as "field: message" (the form shows the field's own message). */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Invalid request";
}

/** Mounts the review endpoints and the review media files. */
export function reviewRoutes(db: Db, mediaCacheDir: string): Hono {
  const { uploadsDir } = accountsConfig(process.env, mediaCacheDir);
  const app = new Hono();
  app.onError((err, c) => {
    if (err instanceof HttpError) return errorResponse(c, err.status, err.message);
    if (isBadValueDbError(err)) return errorResponse(c, 400, "A value in the request is not valid");
    console.error(`[backend] ${c.req.method} ${c.req.path} failed:`, err);
    return errorResponse(c, 500, "Something went wrong");
  });

  app.post(
    "/ecom/products/review/",
    bodyLimit({
      maxSize: REVIEW_MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, 413, REVIEW_VIDEO_TOO_LARGE_MESSAGE),
    }),
    async (c) => {
      const user = await requireUser(c);
      const type = c.req.header("content-type") ?? "";
      if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type))
        throw new HttpError(415, "Send the review as multipart/form-data");
      let form: Record<string, unknown>;
      try {
        form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
      } catch {
        throw new HttpError(400, "The form could not be read");
      }
      const text = (k: string) => (typeof form[k] === "string" ? form[k] : undefined);
      const raw = Object.fromEntries(
        ["product_id", "rating", "review", "review_title", "shipment_id"].map((k) => [k, text(k)]),
      );
      // Titles and texts may hold line breaks; other control characters are refused as everywhere else.
      assertNoControlCharacters({ ...raw, review: raw.review?.replace(/[\r\n\t]/g, " ") });
      const parsed = reviewFields.safeParse(raw);
      if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
      const fields = parsed.data;

      // Rules before files: nothing is decoded or stored for an order that cannot be reviewed.
      const line = await findReviewableLine(db, user.id, fields.product_id, fields.shipment_id);
      const files = filesOf(form);
      const prepared = await prepareUploads(files);
      const stored: StoredMedia[] | null = files.length ? await storeReviewMedia(uploadsDir, prepared) : null;
      let saved;
      try {
        saved = await saveReview(db, user, line, fields, stored);
      } catch (err) {
        if (stored) await deleteReviewMedia(uploadsDir, stored);
        throw err;
      }
      await deleteReviewMedia(uploadsDir, saved.replaced).catch(() => {});
      c.header("Cache-Control", "private, no-store");
      return c.json({
        results: {
          status_code: 200,
          status: 200,
          message: REVIEW_SAVED_MESSAGE,
          data: { product_id: fields.product_id, rating: fields.rating, edited: saved.edited },
        },
      });
    },
  );

  const own = async (c: Context) => {
    const user = await requireUser(c);
    const productId = pathId(c, "id");
    const { shipment_id } = parseQuery(c, ownQuery);
    c.header("Cache-Control", "private, no-store");
    return c.json({ results: { status: 200, data: await ownReview(db, user.id, productId, shipment_id) } });
  };
  app.get("/ecom/review/:id", own);
  app.get("/ecom/review/:id/", own);

  app.route("/", reviewMediaRoutes(uploadsDir));
  return app;
}
