/**
 * The handler of `'use cache'` (the catalogue readers in lib/catalogue and the share card), on Next's public
 * `cacheHandlers` interface (get, set, refreshTags, getExpiration, updateTags; next.config.ts names this file).
 *
 * - **Entries** live in this process's memory, in the same least-recently-used tier and NEXT_CACHE_MEMORY_MB bound
 *   as the page entries (cache-handler.cjs), so no crawler's URLs can grow memory past it. They are not copied to
 *   Redis: a catalogue read is cheap to make again, and the pages built from it are what instances share.
 * - **Tags** are the page handler's: one table of the times tags expired, shared through Redis (one hash, pub/sub)
 *   when REDIS_URL is set. `revalidateTag` on any instance reaches this handler as `updateTags`, and every instance
 *   re-reads the shared times of an entry's tags before serving it, so no instance renders a page from a read
 *   another has just expired (a price, a review).
 * - A read still being made is waited for, not made twice: a page asks for the same country list many times.
 *
 * Plain CommonJS for the same reason as cache-handler.cjs: Next loads it at run time, outside the bundles.
 */
const { shared, expireTags, expiredSince } = require("./cache-handler.cjs");

/** Key prefix of these entries in the shared memory tier (page keys start with `/`). */
const PREFIX = "use-cache:";

/** The bytes of a single-use stream. */
async function bytesOf(stream) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A fresh single-use stream over stored bytes, one per read. */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** key -> the promise of a write in progress */
const pending = new Map();

const handler = {
  /** The stored entry, or undefined when missing, past its `revalidate`, or one of its tags expired since. */
  async get(cacheKey, softTags = []) {
    await pending.get(cacheKey);
    const state = shared();
    const copy = state.local.get(PREFIX + cacheKey);
    if (!copy) return undefined;
    const { entry, bytes } = copy.data;
    // In memory a replacement is not worth warming in the background: past `revalidate` is a miss.
    if (Date.now() > entry.timestamp + entry.revalidate * 1000) return undefined;
    if (await expiredSince(state, [...entry.tags, ...softTags], entry.timestamp)) return undefined;
    return { ...entry, value: streamOf(bytes) };
  },

  /** Stores an entry once it is complete; an entry that failed while rendering, or is dynamic, is not kept. */
  async set(cacheKey, pendingEntry) {
    let done;
    pending.set(
      cacheKey,
      new Promise((resolve) => {
        done = resolve;
      }),
    );
    try {
      const entry = await pendingEntry;
      if (entry.expire === 0) return;
      const bytes = await bytesOf(entry.value);
      const { value: _value, ...meta } = entry;
      const state = shared();
      state.local.set(PREFIX + cacheKey, {
        version: "local",
        data: { entry: meta, bytes },
        bytes: bytes.byteLength + cacheKey.length,
      });
    } catch {
      // An interrupted value would make an incomplete page: nothing is stored, the next read makes it again.
    } finally {
      pending.delete(cacheKey);
      done();
    }
  },

  /** Tag times arrive by pub/sub and are re-read per entry in `get`; nothing to do per request. */
  async refreshTags() {},

  /** The latest time (ms) one of `tags` expired, 0 when none did. */
  async getExpiration(tags) {
    const state = shared();
    await expiredSince(state, tags, 0);
    return Math.max(0, ...tags.map((tag) => state.tags.get(tag) ?? 0));
  },

  /** Records that `tags` expire now (or after `durations.expire` seconds), here and for every instance. */
  async updateTags(tags, durations) {
    await expireTags(shared(), tags, durations?.expire);
  },
};

module.exports = handler;
