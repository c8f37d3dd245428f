/**
 * Profile photos: accepted only when the bytes are a real JPEG, PNG, GIF, WebP or AVIF image (the file name and
 * the declared type are ignored), at most 2 MB, then re-encoded by sharp to a 512 px WebP with `.rotate()` applied
 * and no metadata (EXIF, XMP, ICC, comments), so nothing the uploader embedded survives. Stored under
 * `<uploads>/avatars/<random>.webp` and served at `/media/avatars/<file>`.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { HttpError } from "../http/errors";

export const AVATAR_SIZE = 512;
export const AVATAR_URL_PREFIX = "/media/avatars/";
const FILE_NAME = /^[A-Za-z0-9_-]{22}\.webp$/;
const MAX_INPUT_PIXELS = 40_000_000;

type ImageKind = "jpeg" | "png" | "gif" | "webp" | "heif";

/** The image format the leading bytes announce, or undefined (SVG, HTML, scripts, anything else). */
export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "heif";
  return undefined;
}

const NOT_AN_IMAGE = "Upload a photo in JPEG, PNG, GIF, WebP or AVIF format.";

/**
 * Validates and re-encodes an uploaded photo.
 * @returns the WebP bytes (512 x 512, cropped to fill, no metadata)
 * @throws HttpError 413 over `maxBytes`, 415 when the bytes are not a supported image or do not decode
 */
export async function reencodeAvatar(file: Blob, maxBytes: number): Promise<Buffer> {
  if (file.size > maxBytes)
    throw new HttpError(413, `The photo must be ${maxBytes / 1024 / 1024} MB or smaller.`);
  const input = Buffer.from(await file.arrayBuffer());
  const kind = sniffImage(input);
  if (!kind) throw new HttpError(415, NOT_AN_IMAGE);
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false });
    const meta = await image.metadata();
    if (meta.format !== kind) throw new HttpError(415, NOT_AN_IMAGE);
    // No withMetadata()/keepMetadata(): sharp drops EXIF, XMP, ICC and comments from the output.
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(415, NOT_AN_IMAGE);
  }
}

/** Writes a re-encoded photo under a fresh random name. @returns its public path `/media/avatars/<name>.webp` */
export async function storeAvatar(uploadsDir: string, webp: Buffer): Promise<string> {
  const dir = path.join(uploadsDir, "avatars");
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString("base64url")}.webp`;
  const tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
  await writeFile(tmp, webp, { mode: 0o644 });
  await rename(tmp, path.join(dir, name));
  return `${AVATAR_URL_PREFIX}${name}`;
}

/** Deletes a stored photo by its public path; anything that is not one of ours is left alone. */
export async function deleteAvatar(uploadsDir: string, publicPath: string | null): Promise<void> {
  if (!publicPath?.startsWith(AVATAR_URL_PREFIX)) return;
  const name = publicPath.slice(AVATAR_URL_PREFIX.length);
  if (!FILE_NAME.test(name)) return;
  await rm(path.join(uploadsDir, "avatars", name), { force: true });
}

/** `GET /media/avatars/<file>`: the stored WebP (names are random and never reused, so it is cached for good). */
export function avatarRoutes(uploadsDir: string): Hono {
  const app = new Hono();
  app.get(`${AVATAR_URL_PREFIX}:file`, async (c) => {
    const name = c.req.param("file");
    const notFound = () => c.json({ results: { status_code: 404, message: "Media not found" } }, 404);
    if (!FILE_NAME.test(name)) return notFound();
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(uploadsDir, "avatars", name));
    } catch {
      return notFound();
    }
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    });
  });
  return app;
}
