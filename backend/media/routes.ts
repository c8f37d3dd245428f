/**
 * GET /media/* — renders generated media on first request, caches it on disk, then serves it from disk.
 *
 * - Only URLs that parseMediaPath accepts are served (a strict whitelist), so `..`, encoded separators and unknown
 *   names are 404 before any file system access; the resolved file is also checked to stay inside the cache dir.
 * - Files are written to a temp name and renamed, so a concurrent reader never sees half a file, and concurrent
 *   first requests for the same URL share one render (in-process promise map).
 * - Renders are queued: at most 2 images and 1 video at a time, so a burst of cold URLs can't swamp the CPU.
 * - Content is deterministic, so responses are immutable with a content-hash ETag; MP4s support byte ranges.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { Hono } from "hono";
import { type MediaSpec, parseMediaPath } from "./spec";
import { isVideo, RENDER_REVISION, renderToFile } from "./render-media";

const NOT_FOUND = { results: { status_code: 404, message: "Media not found" } };
const FAILED = { results: { status_code: 500, message: "Media render failed" } };
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A tiny FIFO limiter: at most `n` tasks run at once. */
function limiter(n: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((r) => queue.push(r));
    active++;
    try {
      return await task();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

const imageSlots = limiter(2);
const videoSlots = limiter(1);
const inflight = new Map<string, Promise<void>>();
const etags = new Map<string, string>();
let tmpCounter = 0;

/**
 * Absolute cache path for a media URL path, or null if it would escape the cache dir. Renders live under a
 * folder named by RENDER_REVISION, so a start after a change to the rendering makes them again.
 */
function cachePath(cacheDir: string, urlPath: string): string | null {
  const root = resolve(cacheDir, RENDER_REVISION);
  const abs = resolve(root, "." + urlPath);
  return abs.startsWith(root + sep) ? abs : null;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Makes sure `file` exists, rendering it once however many callers ask at the same time. */
function ensure(spec: MediaSpec, file: string): Promise<void> {
  let p = inflight.get(file);
  if (!p) {
    p = (async () => {
      if (await exists(file)) return;
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${++tmpCounter}.tmp`;
      try {
        await (isVideo(spec) ? videoSlots : imageSlots)(() => renderToFile(spec, tmp));
        await rename(tmp, file);
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
    })().finally(() => inflight.delete(file));
    inflight.set(file, p);
  }
  return p;
}

/** Parses "bytes=a-b" against `size`; null = no usable range header, "bad" = unsatisfiable. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | "bad" {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null; // multi-range or junk: serve the whole file
  let start: number;
  let end: number;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "bad";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return "bad";
  return { start, end };
}

/**
 * Hono app serving GET (and HEAD) `/media/*`, caching renders under `cacheDir` (same relative path as the URL).
 * Mount at the root: `app.route("/", mediaRoutes(cacheDir))`.
 */
export function mediaRoutes(cacheDir: string): Hono {
  const app = new Hono();
  app.get("/media/*", async (c) => {
    const urlPath = c.req.path;
    const spec = parseMediaPath(urlPath);
    const file = spec ? cachePath(cacheDir, urlPath) : null;
    if (!spec || !file) return c.json(NOT_FOUND, 404);
    try {
      await ensure(spec, file);
    } catch (e) {
      console.error(`media: render failed for ${urlPath}:`, e);
      return c.json(FAILED, 500);
    }
    const body = await readFile(file);
    let etag = etags.get(file);
    if (!etag) {
      etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      etags.set(file, etag);
    }
    const video = isVideo(spec);
    const headers: Record<string, string> = {
      "Content-Type": video ? "video/mp4" : "image/webp",
      "Cache-Control": IMMUTABLE,
      ETag: etag,
      "Accept-Ranges": "bytes",
    };
    const inm = c.req.header("if-none-match");
    if (inm && inm.split(",").some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
      return c.body(null, 304, headers);
    }
    const range = parseRange(c.req.header("range"), body.length);
    if (range === "bad") {
      return c.body(null, 416, { ...headers, "Content-Range": `bytes */${body.length}` });
    }
    if (range) {
      const slice = body.subarray(range.start, range.end + 1);
      return c.body(new Uint8Array(slice), 206, {
        ...headers,
        "Content-Range": `bytes ${range.start}-${range.end}/${body.length}`,
        "Content-Length": String(slice.length),
      });
    }
    return c.body(new Uint8Array(body), 200, { ...headers, "Content-Length": String(body.length) });
  });
  return app;
}

/**
 * Renders `paths` (media URL paths) into `cacheDir` in the background, two at a time; unknown paths are skipped
 * and failures logged. Resolves when all are done (callers may ignore the promise).
 */
export async function prewarmMedia(paths: string[], cacheDir: string): Promise<void> {
  const queue = [...paths];
  const worker = async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      const spec = parseMediaPath(p);
      const file = spec ? cachePath(cacheDir, p) : null;
      if (!spec || !file) continue;
      try {
        await ensure(spec, file);
      } catch (e) {
        console.error(`media: prewarm failed for ${p}:`, e);
      }
    }
  };
  await Promise.all([worker(), worker()]);
}
