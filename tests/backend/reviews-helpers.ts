/**
 * Helpers of the review tests: posts a review as multipart (files with a name and a declared type, both of which
 * the backend must ignore in favour of the bytes), builds test images, a short MP4 and a QuickTime clip carrying a
 * location, probes videos with ffprobe, and lists stored files.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { FFPROBE_BIN, ffmpegPath } from "../../backend/media/ffmpeg";

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

/** Where the QuickTime test clip says it was shot (ISO 6709: Bengaluru). */
export const CLIP_LOCATION = "+12.97+077.59/";

/** Runs `work` with a fresh temporary directory, removed afterwards. */
async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "review-video-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A 1-second 64x64 H.264 QuickTime clip of 10 frames that says where and when it was shot and on what, the way a
 * phone does: `location`, `creation_time` and `make` tags, written as `mdta` keys (`use_metadata_tags`) or, with
 * `atoms: "udta"`, as QuickTime user-data atoms (the location in `©xyz`). Made in a file: the QuickTime muxer
 * seeks back to write its index.
 */
export function movWithLocation(atoms: "mdta" | "udta"): Promise<Buffer> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, "IMG_0042.MOV");
    const out = spawnSync(ffmpegPath(), [
      ...["-hide_banner", "-loglevel", "error"],
      ...["-f", "lavfi", "-i", "testsrc=size=64x64:rate=10:duration=1"],
      ...["-c:v", "libx264", "-pix_fmt", "yuv420p"],
      ...["-metadata", `location=${CLIP_LOCATION}`, "-metadata", "creation_time=2024-05-01T10:00:00Z"],
      ...["-metadata", "make=Apple", "-metadata:s:v:0", "handler_name=Core Media Video"],
      ...(atoms === "mdta" ? ["-movflags", "use_metadata_tags"] : []),
      ...["-f", "mov", file],
    ]);
    if (out.status !== 0) throw new Error(`ffmpeg: ${out.stderr.toString()}`);
    return readFile(file);
  });
}

/**
 * What ffprobe reads from a video file: its container's and streams' tags, each stream's decoded frames, and what
 * it complained of while decoding them (empty when every frame decodes).
 */
export interface VideoProbe {
  formatTags: Record<string, string>;
  errors: string;
  streams: {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    nb_read_frames?: string;
    tags?: Record<string, string>;
  }[];
}

/** Probes `bytes` (through a temporary file: QuickTime keeps its index at the end) with ffprobe, decoding every frame. */
export function probeVideo(bytes: Uint8Array): Promise<VideoProbe> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, "clip");
    await writeFile(file, bytes);
    const out = spawnSync(
      FFPROBE_BIN,
      ["-v", "error", "-count_frames", "-show_entries", "format_tags:stream", "-of", "json", file],
      { maxBuffer: 10 * 1024 * 1024 },
    );
    if (out.status !== 0) throw new Error(`ffprobe: ${out.stderr.toString()}`);
    const json = JSON.parse(out.stdout.toString()) as {
      format?: { tags?: Record<string, string> };
      streams: VideoProbe["streams"];
    };
    return { formatTags: json.format?.tags ?? {}, streams: json.streams, errors: out.stderr.toString() };
  });
}

/** Every tag of a probed file, its container's then its streams', as `key=value` strings. */
export function videoTags(probe: VideoProbe): string[] {
  return [probe.formatTags, ...probe.streams.map((s) => s.tags ?? {})].flatMap((tags) =>
    Object.entries(tags).map(([key, value]) => `${key}=${value}`),
  );
}

/** Files in <uploads>/reviews (none when the directory does not exist yet). */
export async function storedFiles(uploadsDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(uploadsDir, "reviews"))).sort();
  } catch {
    return [];
  }
}
