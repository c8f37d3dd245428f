/**
 * Where review media live: `<uploads>/reviews/<random>.<ext>` (the same uploads directory as profile photos,
 * backend/accounts/avatar.ts), served at `/media/reviews/<file>`. Names are random and never reused, so answers
 * are cached for good; `nosniff` and a `default-src 'none'` policy keep a file from ever running as a page.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import type { PreparedMedia } from "./media";
import { VIDEO_CONTENT_TYPES, type VideoKind } from "./sniff";

export const REVIEW_MEDIA_PREFIX = "/media/reviews/";
const FILE_NAME = /^[A-Za-z0-9_-]{22}\.(webp|mp4|mov|avi|mkv|flv|wmv)$/;

/** A stored file of a review: what review_media holds. */
export interface StoredMedia {
  kind: "image" | "video";
  url: string;
  posterUrl: string | null;
}

async function writeOne(dir: string, ext: string, bytes: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString("base64url")}.${ext}`;
  const tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
  await writeFile(tmp, bytes, { mode: 0o644 });
  await rename(tmp, path.join(dir, name));
  return `${REVIEW_MEDIA_PREFIX}${name}`;
}

/**
 * Writes prepared media under fresh names. If any write fails, the ones already written are removed.
 * @returns the public paths, in the given order
 */
export async function storeReviewMedia(uploadsDir: string, media: PreparedMedia[]): Promise<StoredMedia[]> {
  const dir = path.join(uploadsDir, "reviews");
  await mkdir(dir, { recursive: true });
  const stored: StoredMedia[] = [];
  try {
    for (const m of media) {
      if (m.kind === "image") {
        stored.push({ kind: "image", url: await writeOne(dir, "webp", m.webp), posterUrl: null });
      } else {
        const url = await writeOne(dir, m.format, m.bytes);
        stored.push({ kind: "video", url, posterUrl: null });
        stored[stored.length - 1]!.posterUrl = await writeOne(dir, "webp", m.poster);
      }
    }
  } catch (err) {
    await deleteReviewMedia(uploadsDir, stored);
    throw err;
  }
  return stored;
}

/** Deletes stored media (and posters) by public path; anything that is not one of ours is left alone. */
export async function deleteReviewMedia(uploadsDir: string, media: StoredMedia[]): Promise<void> {
  const paths = media.flatMap((m) => [m.url, m.posterUrl]).filter((p): p is string => !!p);
  for (const p of paths) {
    const name = p.startsWith(REVIEW_MEDIA_PREFIX) ? p.slice(REVIEW_MEDIA_PREFIX.length) : "";
    if (FILE_NAME.test(name)) await rm(path.join(uploadsDir, "reviews", name), { force: true });
  }
}

/**
 * `GET /media/reviews/<file>`: a stored photo, poster or video. Only names of uploads (22 random characters) are
 * claimed: the seeded catalogue's review photos (`/media/reviews/<0-39>.webp`, rendered by the media routes) share
 * the prefix and go on to them.
 */
export function reviewMediaRoutes(uploadsDir: string): Hono {
  const app = new Hono();
  app.get(`${REVIEW_MEDIA_PREFIX}:file`, async (c, next) => {
    const name = c.req.param("file");
    const match = FILE_NAME.exec(name);
    if (!match) return next();
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(uploadsDir, "reviews", name));
    } catch {
      return c.json({ results: { status_code: 404, message: "Media not found" } }, 404);
    }
    const ext = match[1] as "webp" | VideoKind;
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": ext === "webp" ? "image/webp" : VIDEO_CONTENT_TYPES[ext],
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    });
  });
  return app;
}
