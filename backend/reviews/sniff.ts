/**
 * What an uploaded file really is, from its leading bytes (magic numbers). The file name and the declared type are
 * never consulted: a PNG renamed `.mp4` is a PNG, an SVG (text, possibly with script) is nothing we accept.
 * Types accepted: images jpg, jpeg, png, gif, bmp, tiff, webp; videos mp4, avi, mov,
 * mkv, flv, wmv.
 */

export type ImageKind = "jpeg" | "png" | "gif" | "webp" | "bmp" | "tiff";
export type VideoKind = "mp4" | "mov" | "avi" | "mkv" | "flv" | "wmv";
export type Sniffed = { kind: "image"; format: ImageKind } | { kind: "video"; format: VideoKind };

/** ISO-BMFF brands that are still images (HEIF/AVIF), not videos. */
const IMAGE_BRANDS = new Set(["avif", "avis", "heic", "heix", "hevc", "mif1", "msf1"]);
const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11];

/** @returns the accepted type the bytes announce, or undefined for anything else (SVG, HTML, scripts, HEIC...) */
export function sniffUpload(bytes: Uint8Array): Sniffed | undefined {
  if (bytes.length < 12) return undefined;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  const image = (format: ImageKind): Sniffed => ({ kind: "image", format });
  const video = (format: VideoKind): Sniffed => ({ kind: "video", format });
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return image("jpeg");
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return image("png");
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return image("gif");
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return image("webp");
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "AVI ") return video("avi");
  if (ascii(0, 2) === "BM" && bytes.length > 26) return image("bmp");
  if (ascii(0, 4) === "II*\0" || ascii(0, 4) === "MM\0*") return image("tiff");
  if (ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (IMAGE_BRANDS.has(brand)) return undefined;
    return video(brand === "qt  " ? "mov" : "mp4");
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return video("mkv");
  if (ascii(0, 3) === "FLV" && bytes[3] === 0x01) return video("flv");
  if (ASF_GUID.every((b, i) => bytes[i] === b)) return video("wmv");
  return undefined;
}

/** Content-Type to serve a stored video with. */
export const VIDEO_CONTENT_TYPES: Record<VideoKind, string> = {
  mp4: "video/mp4",
  mov: "video/quicktime",
  avi: "video/x-msvideo",
  mkv: "video/x-matroska",
  flv: "video/x-flv",
  wmv: "video/x-ms-wmv",
};

/** File-name extensions each detected format may carry (MP4 and QuickTime share one container family). */
const EXTENSIONS: Record<ImageKind | VideoKind, string[]> = {
  jpeg: ["jpg", "jpeg", "jfif"],
  png: ["png"],
  gif: ["gif"],
  webp: ["webp"],
  bmp: ["bmp"],
  tiff: ["tif", "tiff"],
  mp4: ["mp4", "m4v", "mov"],
  mov: ["mov", "mp4", "m4v"],
  avi: ["avi"],
  mkv: ["mkv"],
  flv: ["flv"],
  wmv: ["wmv"],
};

/**
 * Whether a file's name agrees with what its bytes are. The bytes decide the type; a name claiming something else
 * (a PNG named `.mp4`) is refused rather than silently reinterpreted. Nameless uploads (blobs) pass.
 */
export function nameMatches(sniffed: Sniffed, name: string | undefined): boolean {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(name ?? "")?.[1]?.toLowerCase();
  if (!ext || name === "blob") return true;
  return EXTENSIONS[sniffed.format].includes(ext);
}
