/**
 * Response compression for the storefront's server (storefront-http.mjs), in place of Next's own
 * (`compress: false` and `generateEtags: false` in next.config.ts).
 *
 * Why: catalogue pages are served from Next's page cache (ISR), yet Next gzipped the same 200 KB of HTML on every
 * hit and hashed it in JavaScript for its ETag: together about half the cost of a cached listing. Here an answer
 * that is the same for everyone who gets it (a cached page: `s-maxage`; a static file: `immutable` or an ETag) is
 * compressed once and kept with a strong ETag of its own, keyed by the answer itself, so the next identical
 * answer goes out at once and a browser's `If-None-Match` gets a 304. Every other answer (streamed dynamic pages,
 * BFF JSON) is compressed on the fly by the `compression` package, flushing as Next streams.
 */
import { createHash } from "node:crypto";
import compression from "compression";
import Negotiator from "negotiator";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";

/** Encodings offered, best first: brotli is ~15% smaller than gzip on our HTML. */
const ENCODINGS = ["br", "gzip"];
/** Answers above this size are not held in memory to be compressed once (none of ours come close). */
const MAX_HELD_BYTES = 4 * 1024 * 1024;
/** Smaller answers are not worth a compressed copy (the `compression` package's own default threshold). */
const MIN_BYTES = 1024;
/**
 * Memory for kept answers (bytes of the originals, their encodings and the page strings keying them). A cached
 * listing takes ~0.6 MB here, so 256 MB keeps ~300 pages (every country's home and listings and the busiest
 * products); a miss costs one brotli pass (~5 ms), not an error. Static files get a quarter: all of one build's
 * JavaScript and CSS is under 5 MB.
 */
const DEFAULT_CACHE_BYTES = 256 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses `body` with `encoding`. Done once per kept answer, so stronger than per-request compression (brotli 4,
 * gzip 6): brotli 6 at first (a listing in a few ms), and brotli 11 (`best`; ~0.4 s for React's 230 KB chunk, on
 * libuv's thread pool) for files that never change, which then stay ~9% smaller for every visitor.
 * @param {Buffer} body
 * @param {"br" | "gzip"} encoding
 * @param {boolean} [best]
 * @returns {Promise<Buffer>}
 */
export function encodeOnce(body, encoding, best = false) {
  if (encoding === "br") {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: 9 });
}

const decision = Symbol("held answer decision");

/** A Cache-Control that marks an answer shared by everyone who gets it: Next's cached pages and static files. */
const SHARED_ANSWER = /\b(?:s-maxage=|immutable\b)/i;

/**
 * Whether this answer is held and served from the kept copies: a GET answered 200 (or a cached 404 page, see
 * {@link cachedNotFoundPage}) that is the same for everyone
 * (an ETag, or a Cache-Control with `s-maxage` or `immutable`), of a compressible type, with no encoding of its
 * own, no `no-transform` and a known size below {@link MAX_HELD_BYTES} or none given. Asked by both compressors
 * when the headers are written; remembered per answer.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {readonly string[]} [encodings] the encodings this server may use; none: kept copies go out as they are
 * @returns {false | "br" | "gzip" | "identity"} how to send it (the best encoding the client accepts), or false
 */
function heldEncoding(req, res, encodings = ENCODINGS) {
  if (res[decision] !== undefined) return res[decision];
  let chosen = false;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (
    req.method === "GET" &&
    (res.statusCode === 200 || cachedNotFoundPage(res, cacheControl)) &&
    (res.getHeader("etag") || SHARED_ANSWER.test(cacheControl)) &&
    !res.getHeader("content-encoding") &&
    !/\bno-transform\b/i.test(cacheControl) &&
    Number(res.getHeader("content-length") ?? 0) <= MAX_HELD_BYTES &&
    compression.filter(req, res)
  ) {
    chosen = encodings.length
      ? (new Negotiator(req).encoding(encodings, { preferred: encodings }) ?? "identity")
      : "identity";
  }
  res[decision] = chosen;
  return chosen;
}

/**
 * A 404 page Next keeps in its page cache (`s-maxage`: a product or listing alias the store does not have). Held
 * like a 200 so it gets the hash policy of its own scripts: the nonce rendered into it is an old request's
 * (lib/next-cache/cached-page-policy.cjs). It gets no ETag and never a 304.
 */
function cachedNotFoundPage(res, cacheControl) {
  return (
    res.statusCode === 404 &&
    /\bs-maxage=/i.test(cacheControl) &&
    /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""))
  );
}

/** Appends `Accept-Encoding` to the answer's Vary header unless it is there. */
function varyByEncoding(res) {
  const vary = String(res.getHeader("vary") ?? "");
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) {
    res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
}

/** A strong ETag of `body` (SHA-1, computed once per kept answer). */
function etagOf(body) {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}

/**
 * A kept answer: its bytes, its ETag and a promise of each encoding (a promise, so concurrent first requests
 * share one compression).
 * @typedef {{ body: Buffer, etag: string, encoded: Map<string, Promise<Buffer>>, bytes: number, csp?: string }} Entry
 */

/**
 * Makes the request handler wrapper that compresses the storefront's answers.
 * @param {{ cacheBytes?: number, encode?: typeof encodeOnce, rewritePage?: (html: string) => string, pagePolicy?: (html: string) => string, encodings?: readonly ("br" | "gzip")[] }} [options]
 *   `encode` is replaceable for tests; `rewritePage` changes a kept HTML page once, before it is compressed
 *   (the storefront drops the per-request nonces: lib/next-cache/cached-page-policy.cjs); `pagePolicy` gives a kept HTML page's Content-Security-Policy, computed once per
 *   kept body and sent with it in place of the one the page came with (lib/next-cache/cached-page-policy.cjs); `encodings: []` sends
 *   every answer uncompressed, for a reverse proxy that compresses (kept pages still get their ETag, 304s, rewrite
 *   and policy; see {@link compressionFromEnv})
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 *   call it before handing the request to Next; it hooks the response's write methods
 */
export function createCompressor({
  cacheBytes = DEFAULT_CACHE_BYTES,
  encode = encodeOnce,
  rewritePage,
  pagePolicy,
  encodings = ENCODINGS,
} = {}) {
  const decide = (req, res) => heldEncoding(req, res, encodings);
  // Answers Next writes as one string (cached pages) are keyed by that string: looking it up costs no copy and no
  // hashing in JavaScript, and equal keys are equal bodies. Answers written as bytes (static files) are keyed by
  // URL and reused only when their bytes are equal.
  /** @type {LRUCache<string, Entry>} */
  // The key string is counted too: a page of non-Latin-1 text (₹) is held by V8 at two bytes a character.
  const byText = new LRUCache({ maxSize: (cacheBytes * 3) / 4, sizeCalculation: (entry) => entry.bytes * 3 });
  /** @type {LRUCache<string, Entry>} */
  const byUrl = new LRUCache({ maxSize: cacheBytes / 4, sizeCalculation: (entry) => entry.bytes });

  /** @returns {[LRUCache<string, Entry>, string, Entry]} the kept entry of this answer, made when new */
  function entryFor(url, text, bytes, isHtml) {
    const [cache, key] = text !== null ? [byText, text] : [byUrl, url];
    let entry = cache.get(key);
    if (entry && text === null && !entry.body.equals(bytes)) entry = undefined;
    if (!entry) {
      const page = text !== null && isHtml && rewritePage ? rewritePage(text) : text;
      const body = bytes ?? Buffer.from(page, "utf8");
      const csp = page !== null && isHtml && pagePolicy ? pagePolicy(page) : undefined;
      entry = { body, etag: etagOf(body), encoded: new Map(), bytes: body.length, csp };
      cache.set(key, entry);
    }
    return [cache, key, entry];
  }

  /**
   * The entry's bytes in `encoding`, compressed on first use. A file that never changes (`lasting`) is recompressed
   * at brotli's best in the background, and that copy replaces the first one when ready.
   */
  function encoded([cache, key, entry], encoding, lasting) {
    let pending = entry.encoded.get(encoding);
    if (pending) return pending;
    const account = (delta) => {
      // Re-set so the cache accounts for the compressed copies too (when the entry is still the current one).
      entry.bytes += delta;
      if (cache.peek(key) === entry) cache.set(key, entry);
    };
    pending = encode(entry.body, encoding);
    entry.encoded.set(encoding, pending);
    pending.then(
      (first) => {
        account(first.length);
        if (!lasting || encoding !== "br") return;
        encode(entry.body, encoding, true).then(
          (best) => {
            entry.encoded.set(encoding, Promise.resolve(best));
            account(best.length - first.length);
          },
          () => {}, // the first copy stays
        );
      },
      () => entry.encoded.delete(encoding),
    );
    return pending;
  }

  const onTheFly = encodings.length
    ? compression({ filter: (req, res) => !decide(req, res) && compression.filter(req, res) })
    : null;

  return function compress(req, res) {
    holdSharedAnswer(req, res, decide, entryFor, encoded);
    // Installed second, so it sits between Next and the hold above: its writes of answers it leaves alone
    // (the held ones) go through the hold.
    onTheFly?.(req, res, () => {});
  };
}

/**
 * Hooks `res` so that an answer chosen by {@link heldEncoding} is held until it ends, then sent from its kept
 * copy (ETag, Content-Length and Vary set; 304 when the browser already has it); any other answer passes
 * straight through.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => false | string} decide
 *   {@link heldEncoding} with this compressor's encodings
 * @param {(url: string, text: string | null, bytes: Buffer | null, isHtml: boolean) => [unknown, string, Entry]} entryFor
 * @param {(found: [unknown, string, Entry], encoding: string) => Promise<Buffer>} encoded
 */
function holdSharedAnswer(req, res, decide, entryFor, encoded) {
  if (req.method !== "GET") return;
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  /** @type {Array<string | Buffer> | null} chunks of a held answer; null while undecided or passing through */
  let held = null;
  let decided = false;

  res.writeHead = function holdingWriteHead(statusCode, ...rest) {
    if (held) return this; // the real head goes out with the body
    const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
    if (decided || Array.isArray(headers)) return writeHead.call(this, statusCode, ...rest);
    decided = true;
    // Apply what writeHead was handed first, so the decision sees the whole head (Node merges the same way).
    res.statusCode = statusCode;
    for (const [name, value] of Object.entries(headers ?? {}))
      if (value !== undefined) res.setHeader(name, value);
    if (decide(req, res)) {
      held = [];
      return this;
    }
    return writeHead.call(this, statusCode, ...(typeof rest[0] === "string" ? [rest[0]] : []));
  };

  res.write = function holdingWrite(chunk, encoding, callback) {
    if (!decided && !res.headersSent) res.writeHead(res.statusCode);
    if (!held) return write.call(this, chunk, encoding, callback);
    if (chunk != null) held.push(asTextOrBytes(chunk, encoding));
    const done = typeof encoding === "function" ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };

  res.end = function holdingEnd(chunk, encoding, callback) {
    if (!decided && !res.headersSent) res.writeHead(res.statusCode);
    if (!held) return end.call(this, chunk, encoding, callback);
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (chunk != null) held.push(asTextOrBytes(chunk, encoding));
    const isHtml = /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""));
    const allText = held.every((c) => typeof c === "string");
    let text = allText ? (held.length === 1 ? held[0] : held.join("")) : null;
    let bytes = allText ? null : Buffer.concat(held.map((c) => (typeof c === "string" ? Buffer.from(c) : c)));
    // A page Next streamed as bytes (a first render) is keyed by its text too, so it can be rewritten alike.
    if (isHtml && bytes) [text, bytes] = [bytes.toString("utf8"), null];
    held = [];
    const found = entryFor(req.url ?? "/", text, bytes, isHtml);
    const entry = found[2];
    const method = decide(req, res);
    const found200 = res.statusCode === 200;
    if (found200 && !res.getHeader("etag")) res.setHeader("ETag", entry.etag);
    if (entry.csp) res.setHeader("Content-Security-Policy", entry.csp);
    varyByEncoding(res);
    const send = (body, contentEncoding) => {
      if (res.destroyed) return;
      if (contentEncoding) res.setHeader("Content-Encoding", contentEncoding);
      res.setHeader("Content-Length", body.length);
      writeHead.call(res, res.statusCode);
      end.call(res, body, callback);
    };
    if (found200 && matches(req.headers["if-none-match"], String(res.getHeader("etag")))) {
      res.statusCode = 304;
      for (const name of ["content-length", "content-type", "content-encoding"]) res.removeHeader(name);
      writeHead.call(res, 304);
      end.call(res, callback);
      return this;
    }
    if (entry.body.length < MIN_BYTES || method === "identity") {
      send(entry.body, null);
      return this;
    }
    const lasting = /\bimmutable\b/i.test(String(res.getHeader("cache-control") ?? ""));
    encoded(found, method, lasting).then(
      (body) => send(body, method),
      () => send(entry.body, null), // compression failed: the answer still goes out, uncompressed
    );
    return this;
  };
}

/** A written chunk: strings stay strings (they key the kept answers), anything else as a Buffer. */
function asTextOrBytes(chunk, encoding) {
  if (typeof chunk === "string") {
    return typeof encoding === "string" && encoding !== "utf8" && encoding !== "utf-8"
      ? Buffer.from(chunk, encoding)
      : chunk;
  }
  if (Buffer.isBuffer(chunk)) return chunk;
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * The encodings the storefront's server uses, from STOREFRONT_COMPRESSION: unset or `on`, brotli and gzip (the
 * single-machine default: `npm start` has nothing in front of it); `off`, none, for a reverse proxy that
 * compresses itself. README "Production topology" has the measurements behind the choice of default for nginx.
 * @param {Record<string, string | undefined>} [env]
 * @returns {readonly ("br" | "gzip")[]}
 * @throws {Error} on any other value, so a typo is not silently the default
 */
export function compressionFromEnv(env = process.env) {
  const value = (env.STOREFRONT_COMPRESSION ?? "on").trim().toLowerCase();
  if (value === "on" || value === "") return ENCODINGS;
  if (value === "off") return [];
  throw new Error(
    `STOREFRONT_COMPRESSION must be "on" or "off", not ${JSON.stringify(env.STOREFRONT_COMPRESSION)}`,
  );
}
