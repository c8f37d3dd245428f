/**
 * Next's incremental cache (ISR pages, route handlers, `unstable_cache` data) shared by every storefront
 * instance through Redis, when REDIS_URL is set (next.config.ts names this file as `cacheHandler` only then;
 * without it `npm start` keeps Next's default file cache, unchanged).
 *
 * Built on Next 16's own FileSystemCache rather than beside it: an entry missing from Redis (the pages `next build`
 * prerendered, or any entry while Redis is down) is read from `.next` exactly as the default handler would, and
 * a write Redis refuses goes to the file cache. What Redis adds:
 * - entries: one hash per cache key (`v`: the version, the time it was written; `e`: the entry as JSON),
 *   namespaced by BUILD_ID (a new deployment never serves HTML naming chunks that no longer exist), with a TTL (the
 *   entry's `expire`, else 7 days) so `volatile-lru` may evict them;
 * - a parsed copy per process (up to LOCAL_BYTES): `get` asks Redis for the version only and uses its copy while
 *   the version is unchanged. Fetching and parsing a cached listing's ~0.5 MB entry on every request made the
 *   listing 4x slower through nginx than on one process (README "Production topology");
 * - tags: `revalidateTag` (and revalidatePath's implicit tags) writes the tag's stale/expired times to one
 *   Redis hash and publishes them; every instance merges them into Next's in-process tags manifest, and `get`
 *   reads the times of the entry's own tags from the hash before answering, so an instance never serves a page
 *   another instance has just expired (no wait for the pub/sub message).
 * Plain CommonJS: Next loads it at run time with require, outside the bundles.
 * Values hold Buffers (RSC payloads, route bodies) and Maps (segment data): JSON with tagged encodings.
 */
const { readFileSync } = require("node:fs");
const path = require("node:path");
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;
const {
  areTagsExpired,
  tagsManifest,
} = require("next/dist/server/lib/incremental-cache/tags-manifest.external");

const TAGS_KEY = "next-cache:tags";
const TAGS_CHANNEL = "next-cache:tags";
const DEFAULT_TTL_S = 7 * 24 * 60 * 60;
const TAGS_HEADER = "x-next-cache-tags";
/** Parsed entries kept per process, by the size of their JSON (a listing is ~0.5 MB). */
const LOCAL_BYTES = 64 * 1024 * 1024;

/** JSON replacer: Buffers as base64, Maps as entry lists (JSON.stringify would mangle both). */
function encode(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { $b: raw.toString("base64") };
  if (raw instanceof Map) return { $m: [...raw] };
  return value;
}

/** JSON reviver undoing {@link encode}. */
function decode(_key, value) {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    if (typeof value.$b === "string") return Buffer.from(value.$b, "base64");
    if (Array.isArray(value.$m)) return new Map(value.$m);
  }
  return value;
}

/** Merges a tag's times from another instance into this process's manifest (later times win). */
function mergeTag(tag, times) {
  const current = tagsManifest.get(tag) ?? {};
  const next = { ...current };
  for (const field of ["stale", "expired"]) {
    if (typeof times[field] === "number" && !(current[field] >= times[field])) next[field] = times[field];
  }
  tagsManifest.set(tag, next);
}

/** One connection pair per process (Next creates a handler per request); undefined without REDIS_URL. */
function shared() {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  const holder = globalThis;
  const slot = Symbol.for("swa.nextCache.redis");
  if (holder[slot]) return holder[slot];
  const { Redis } = require("ioredis");
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  const report = (error) => console.error("[next-cache] Redis:", error.message);
  client.on("error", report);
  subscriber.on("error", report);
  // Times published after a reconnect are re-read in full: messages sent while this process was away are lost.
  client.on("ready", () => {
    client.hgetall(TAGS_KEY).then((all) => {
      for (const [tag, json] of Object.entries(all)) mergeTag(tag, JSON.parse(json));
    }, report);
  });
  subscriber.subscribe(TAGS_CHANNEL).catch(report);
  subscriber.on("message", (_channel, message) => {
    try {
      const { tag, times } = JSON.parse(message);
      mergeTag(tag, times);
    } catch (error) {
      report(error);
    }
  });
  const { LRUCache } = require("lru-cache");
  /** key -> { version, data }: the last entry this process read or wrote, parsed */
  const local = new LRUCache({ maxSize: LOCAL_BYTES, sizeCalculation: (copy) => copy.bytes });
  holder[slot] = { client, subscriber, local };
  return holder[slot];
}

/** The tags an entry answers to: the page's header tags, or a data entry's tags and soft tags. */
function tagsOf(data, ctx) {
  const value = data.value;
  if (!value) return [];
  const header = value.headers?.[TAGS_HEADER];
  if (typeof header === "string") return header.split(",").filter(Boolean);
  return [...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...(value.tags ?? [])];
}

class RedisCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    this.redis = shared();
    let buildId = "dev";
    try {
      buildId = readFileSync(path.join(ctx.serverDistDir ?? ".next/server", "..", "BUILD_ID"), "utf8").trim();
    } catch {
      // no build id (dev): one namespace
    }
    this.prefix = `next-cache:${buildId}:`;
  }

  /**
   * Redis's copy of an entry, or null (missing, Redis down, unreadable): this process's parsed copy when Redis
   * holds the same version, else read and parsed once (version and entry in one HMGET, so they match).
   */
  async fromRedis(key) {
    if (!this.redis) return null;
    const { client, local } = this.redis;
    const redisKey = this.prefix + key;
    try {
      const version = await client.hget(redisKey, "v");
      if (version === null) return null;
      const copy = local.get(redisKey);
      if (copy && copy.version === version) return copy.data;
      const [current, json] = await client.hmget(redisKey, "v", "e");
      if (current === null || json === null) return null;
      const data = JSON.parse(json, decode);
      local.set(redisKey, { version: current, data, bytes: json.length });
      return data;
    } catch {
      return null;
    }
  }

  /** Re-reads the times of `tags` from Redis into the manifest; true when one expired after `lastModified`. */
  async expiredInRedis(tags, lastModified) {
    if (!this.redis || tags.length === 0) return false;
    try {
      const times = await this.redis.client.hmget(TAGS_KEY, ...tags);
      times.forEach((json, i) => json && mergeTag(tags[i], JSON.parse(json)));
    } catch {
      // Redis down: the manifest as this process knows it decides.
    }
    return areTagsExpired(tags, lastModified);
  }

  async get(key, ctx) {
    const data = (await this.fromRedis(key)) ?? (await super.get(key, ctx));
    if (!data) return null;
    return (await this.expiredInRedis(tagsOf(data, ctx), data.lastModified)) ? null : data;
  }

  async set(key, data, ctx) {
    if (this.redis && data) {
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      const expire = cacheControl?.expire;
      const ttl =
        typeof expire === "number" && Number.isFinite(expire) && expire > 0 ? expire : DEFAULT_TTL_S;
      const lastModified = Date.now();
      const entry = JSON.stringify({ lastModified, value: data, cacheControl }, encode);
      const redisKey = this.prefix + key;
      // A version no other write shares, even two in one millisecond on two instances.
      const version = `${lastModified}.${Math.random().toString(36).slice(2)}`;
      try {
        await this.redis.client
          .multi()
          .del(redisKey)
          .hset(redisKey, "v", version, "e", entry)
          .expire(redisKey, Math.ceil(ttl))
          .exec();
        // Kept as Redis will give it back: parsed from the JSON, not the object Next may still hold.
        this.redis.local.set(redisKey, { version, data: JSON.parse(entry, decode), bytes: entry.length });
        return;
      } catch {
        // Redis refused: keep the entry in this process's file cache instead.
      }
    }
    await super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    if (!this.redis) return;
    const list = typeof tags === "string" ? [tags] : tags;
    try {
      const pipeline = this.redis.client.pipeline();
      for (const tag of list) {
        const times = tagsManifest.get(tag) ?? {};
        pipeline.hset(TAGS_KEY, tag, JSON.stringify(times));
        pipeline.publish(TAGS_CHANNEL, JSON.stringify({ tag, times }));
      }
      await pipeline.exec();
    } catch (error) {
      console.error("[next-cache] could not share a tag invalidation:", error.message);
    }
  }
}

module.exports = RedisCacheHandler;
