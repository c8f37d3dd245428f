/**
 * The one ffmpeg the backend runs: Debian's package (`/usr/bin/ffmpeg`, with `/usr/bin/ffprobe`), kept up to date
 * with the system's security fixes. Review uploads are untrusted files that ffmpeg's demuxers and decoders parse,
 * so a bundled, never-updated build is not acceptable. `npm start`, the cluster and the backend tests install the
 * package when it is missing (scripts/launcher/debian-packages.ts); the backend container installs it in its image.
 */
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";

/** Where Debian's ffmpeg package puts its binaries. */
export const FFMPEG_BIN = "/usr/bin/ffmpeg";
export const FFPROBE_BIN = "/usr/bin/ffprobe";

/** Default time limit of one ffmpeg run, ms (a review video of 50 MB remuxes in well under a second). */
const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * The ffmpeg binary to run.
 * @throws Error naming the package to install when Debian's ffmpeg is not there
 */
export function ffmpegPath(): string {
  try {
    accessSync(FFMPEG_BIN, constants.X_OK);
  } catch {
    throw new Error(`${FFMPEG_BIN} is missing: install Debian's ffmpeg (apt-get install ffmpeg)`);
  }
  return FFMPEG_BIN;
}

/** Options of {@link runFfmpeg}. */
export interface RunFfmpegOptions {
  /** bytes fed on stdin (read by an input of `pipe:0`) */
  input?: Buffer;
  /** killed (and rejected) after this many ms; default 20 s */
  timeoutMs?: number;
}

/**
 * Runs ffmpeg quietly (`-hide_banner -loglevel error`) with `args`.
 * @returns what it wrote to stdout (empty when it wrote to a file)
 * @throws Error with the exit code and the end of stderr when it fails, times out or cannot start
 */
export function runFfmpeg(args: string[], options: RunFfmpegOptions = {}): Promise<Buffer> {
  const { input, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  return new Promise((resolve, reject) => {
    const proc = spawn(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-nostdin", ...args], {
      stdio: [input ? "pipe" : "ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    let stderr = "";
    const timer = setTimeout(() => proc.kill("SIGKILL"), timeoutMs);
    proc.stdout?.on("data", (d: Buffer) => out.push(d));
    proc.stderr?.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    proc.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    proc.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`ffmpeg exited ${signal ?? code}: ${stderr.trim().slice(-500)}`));
    });
    if (input && proc.stdin) {
      proc.stdin.on("error", () => {}); // ffmpeg may stop reading early; the exit code says what happened
      proc.stdin.end(input);
    }
  });
}
