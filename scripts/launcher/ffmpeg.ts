/**
 * Debian's ffmpeg (ffmpeg and ffprobe in /usr/bin), installed when missing before the reference backend starts
 * (`npm start`, `npm run dev`, the cluster) and before the backend tests run: the backend takes poster frames of
 * review videos, strips their metadata and encodes the catalogue's turntables with it (backend/media/ffmpeg.ts).
 */
import { existsSync } from "node:fs";
import { FFMPEG_BIN, FFPROBE_BIN } from "../../backend/media/ffmpeg";
import { installPackages, updatePackageLists } from "./debian-packages";

/**
 * Installs Debian's `ffmpeg` package unless both binaries are there.
 * @param log where to say that it installs (once, before apt-get runs)
 * @throws Error saying what to install by hand when apt-get fails or the binaries are still missing
 */
export function ensureFfmpeg(log: (message: string) => void = (m) => process.stdout.write(`${m}\n`)): void {
  if (existsSync(FFMPEG_BIN) && existsSync(FFPROBE_BIN)) return;
  try {
    log("installing ffmpeg from Debian (needed by the store API for review videos and product videos)");
    updatePackageLists();
    installPackages(["ffmpeg"]);
  } catch (error) {
    throw new Error(
      `could not install ffmpeg with apt-get (${error instanceof Error ? error.message : error}); ` +
        "install Debian's ffmpeg package by hand and run again",
    );
  }
  for (const bin of [FFMPEG_BIN, FFPROBE_BIN])
    if (!existsSync(bin)) throw new Error(`${bin} is still missing after apt-get install ffmpeg`);
}
