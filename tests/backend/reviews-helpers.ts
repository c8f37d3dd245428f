/**
 * Helpers of the review tests: posts a review as multipart (files with a name and a declared type, both of which
 * the backend must ignore in favour of the bytes), builds test images and a short MP4, and lists stored files.
 */
import { spawnSync } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ffmpegPath } from "../../backend/media/ffmpeg";

export interface Upload {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** POST ecom/products/review/ with text fields and files in review_image; @returns HTTP status and JSON body. */
export async function postReview(
  baseUrl: string,
  token: string | null,
  fields: Record<string, string | number>,
  files: Upload[] = [],
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const f of files)
    form.append("review_image", new File([f.bytes as BlobPart], f.name, { type: f.type }));
  const res = await fetch(`${baseUrl}/ecom/products/review/`, {
    method: "POST",
    body: form,
    headers: token ? { Authorization: `Token ${token}` } : {},
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** A 64x48 PNG. */
export const pngBytes = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0a060" } })
    .png()
    .toBuffer();

/** A JPEG whose EXIF carries a GPS position (Kochi) and a camera make. */
export const jpegWithGps = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#406080" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "GPS-1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "9/1 58/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "76/1 16/1 0/1",
      },
    })
    .toBuffer();

/** A 1-second 64x64 H.264 MP4 made by ffmpeg's test source. */
export function mp4Bytes(): Buffer {
  const out = spawnSync(
    ffmpegPath(),
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=64x64:rate=10:duration=1",
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "frag_keyframe+empty_moov",
      "-f",
      "mp4",
      "pipe:1",
    ],
    { maxBuffer: 10 * 1024 * 1024 },
  );
  if (out.status !== 0) throw new Error(`ffmpeg: ${out.stderr.toString()}`);
  return out.stdout;
}

/** Files in <uploads>/reviews (none when the directory does not exist yet). */
export async function storedFiles(uploadsDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(uploadsDir, "reviews"))).sort();
  } catch {
    return [];
  }
}
