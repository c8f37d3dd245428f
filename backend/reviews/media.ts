/**
 * Review uploads, checked and prepared in memory before anything is written (so a refusal stores nothing):
 * photos are re-encoded by sharp to WebP of at most 1200 px on the long side with no metadata (EXIF with GPS, XMP,
 * ICC and comments are dropped because sharp keeps none unless asked); videos are remuxed by Debian's ffmpeg
 * without metadata (location, creation time and device go: strip-video.ts) after ffmpeg has decoded a poster
 * frame from them, which also proves they are real videos. Limits: REVIEW_LIMITS (lib/store-api/contract/review.ts).
 */
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import {
  REVIEW_LIMITS,
  REVIEW_PHOTO_TOO_LARGE_MESSAGE,
  REVIEW_TOO_MANY_FILES_MESSAGE,
  REVIEW_VIDEO_TOO_LARGE_MESSAGE,
  REVIEW_WRONG_TYPE_MESSAGE,
} from "../../lib/store-api/contract/review";
import { HttpError } from "../http/errors";
import { runFfmpeg } from "../media/ffmpeg";
import { nameMatches, sniffUpload, type VideoKind } from "./sniff";
import { remuxWithoutMetadata } from "./strip-video";

/** Long edge of a stored review photo and of a video's poster, px. */
export const REVIEW_PHOTO_EDGE = 1200;
const MAX_INPUT_PIXELS = 60_000_000;

/** A file ready to store: WebP photo bytes, or the video without its metadata plus its WebP poster. */
export type PreparedMedia =
  { kind: "image"; webp: Buffer } | { kind: "video"; format: VideoKind; bytes: Buffer; poster: Buffer };

/** Runs ffmpeg with `args`, feeding `input` on stdin when given; @returns stdout. @throws when it fails or says nothing */
async function ffmpegOutput(args: string[], input?: Buffer): Promise<Buffer> {
  const out = await runFfmpeg(args, { input });
  if (out.length === 0) throw new Error("ffmpeg wrote nothing");
  return out;
}

/** Any picture sharp (or, for BMP, ffmpeg) can decode -> a metadata-free WebP within REVIEW_PHOTO_EDGE. */
async function toWebp(input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
    .rotate() // apply the EXIF orientation before the EXIF is dropped
    .resize(REVIEW_PHOTO_EDGE, REVIEW_PHOTO_EDGE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

async function preparePhoto(bytes: Buffer, format: string): Promise<PreparedMedia> {
  if (bytes.length > REVIEW_LIMITS.photoBytes) throw new HttpError(413, REVIEW_PHOTO_TOO_LARGE_MESSAGE);
  try {
    // sharp's prebuilt libvips has no BMP loader: ffmpeg turns it into a PNG first.
    const decodable =
      format === "bmp"
        ? await ffmpegOutput(
            ["-f", "bmp_pipe", "-i", "pipe:0", "-f", "image2pipe", "-c:v", "png", "pipe:1"],
            bytes,
          )
        : bytes;
    return { kind: "image", webp: await toWebp(decodable) };
  } catch {
    throw new HttpError(415, "This photo could not be read. " + REVIEW_WRONG_TYPE_MESSAGE);
  }
}

async function prepareVideo(bytes: Buffer, format: VideoKind): Promise<PreparedMedia> {
  if (bytes.length > REVIEW_LIMITS.videoBytes) throw new HttpError(413, REVIEW_VIDEO_TOO_LARGE_MESSAGE);
  // Containers such as MP4 keep their index at the end, so ffmpeg reads from a private temporary file, not a pipe.
  const tmp = path.join(os.tmpdir(), `review-${randomBytes(12).toString("hex")}.${format}`);
  try {
    await writeFile(tmp, bytes, { mode: 0o600 });
    const frame = await ffmpegOutput([
      "-i",
      tmp,
      "-frames:v",
      "1",
      "-an",
      "-f",
      "image2pipe",
      "-c:v",
      "png",
      "pipe:1",
    ]);
    const poster = await toWebp(frame);
    return { kind: "video", format, bytes: await remuxWithoutMetadata(tmp, format), poster };
  } catch {
    throw new HttpError(415, "This video could not be read. " + REVIEW_WRONG_TYPE_MESSAGE);
  } finally {
    await rm(tmp, { force: true });
  }
}

/**
 * Checks and prepares every uploaded file of a review; the first problem refuses the lot.
 * @throws HttpError 413 (photo over 10 MB, video over 50 MB), 415 (not an accepted type by content, or not
 *   decodable), 400 (more than 5 photos or more than one video)
 */
export async function prepareUploads(files: Blob[]): Promise<PreparedMedia[]> {
  const sniffed: { bytes: Buffer; kind: "image" | "video"; format: string }[] = [];
  for (const file of files) {
    // Type from the leading bytes and size from the Blob, before the whole file is copied.
    const kind = sniffUpload(new Uint8Array(await file.slice(0, 32).arrayBuffer()));
    if (!kind) throw new HttpError(415, REVIEW_WRONG_TYPE_MESSAGE);
    const name = file instanceof File ? file.name : undefined;
    if (!nameMatches(kind, name))
      throw new HttpError(415, `"${name}" is not what its name says. ${REVIEW_WRONG_TYPE_MESSAGE}`);
    if (kind.kind === "image" && file.size > REVIEW_LIMITS.photoBytes)
      throw new HttpError(413, REVIEW_PHOTO_TOO_LARGE_MESSAGE);
    if (kind.kind === "video" && file.size > REVIEW_LIMITS.videoBytes)
      throw new HttpError(413, REVIEW_VIDEO_TOO_LARGE_MESSAGE);
    sniffed.push({ bytes: Buffer.from(await file.arrayBuffer()), ...kind });
  }
  const photos = sniffed.filter((f) => f.kind === "image").length;
  if (photos > REVIEW_LIMITS.photos || sniffed.length - photos > REVIEW_LIMITS.videos)
    throw new HttpError(400, REVIEW_TOO_MANY_FILES_MESSAGE);
  const out: PreparedMedia[] = [];
  for (const f of sniffed)
    out.push(
      f.kind === "image"
        ? await preparePhoto(f.bytes, f.format)
        : await prepareVideo(f.bytes, f.format as VideoKind),
    );
  return out;
}
