/**
 * A review video without what it says about the shopper: the same picture and sound, remuxed (streams copied, not
 * re-encoded) into the same container with no metadata. Phones write where and when a clip was shot into the file
 * (QuickTime's `udta`/`©xyz` atom or an `mdta` location key, creation times, the device's make and model), and a
 * review video is public, so none of it may be served.
 *
 * Kept: the first video stream (not cover art) and the first audio stream. Dropped: global, per-stream and
 * per-chapter metadata (`-map_metadata -1`, `-map_chapters -1`), data streams (timed GPS tracks, timecodes),
 * subtitles, attachments and further streams; `-fflags +bitexact` leaves out the muxer's own version tags.
 */
import { randomBytes } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runFfmpeg } from "../media/ffmpeg";
import type { VideoKind } from "./sniff";

/** ffmpeg's muxer for each accepted container: the stored file keeps the format (and extension) it came in. */
const MUXERS: Record<VideoKind, string> = {
  mp4: "mp4",
  mov: "mov",
  avi: "avi",
  mkv: "matroska",
  flv: "flv",
  wmv: "asf",
};

/**
 * Remuxes the video at `inputFile` without metadata.
 * @param inputFile a readable file (MP4 and QuickTime keep their index at the end, so not a pipe)
 * @param format the container the bytes were sniffed as; the output is the same container
 * @returns the cleaned file's bytes (MP4 and QuickTime with the index first, so playback starts at once)
 * @throws Error when ffmpeg cannot read the file or it has no video stream
 */
export async function remuxWithoutMetadata(inputFile: string, format: VideoKind): Promise<Buffer> {
  const outFile = path.join(os.tmpdir(), `review-clean-${randomBytes(12).toString("hex")}.${format}`);
  const isoMedia = format === "mp4" || format === "mov";
  try {
    await runFfmpeg([
      "-i", inputFile,
      // `V` (capital) is video that is not an attached picture; `?` lets a silent clip through.
      "-map", "0:V:0", "-map", "0:a:0?",
      "-map_metadata", "-1", "-map_chapters", "-1", "-dn", "-sn",
      "-c", "copy",
      "-fflags", "+bitexact",
      ...(isoMedia ? ["-movflags", "+faststart"] : []),
      "-f", MUXERS[format],
      "-y", outFile,
    ]);
    return await readFile(outFile);
  } finally {
    await rm(outFile, { force: true });
  }
}
