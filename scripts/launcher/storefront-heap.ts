/**
 * The storefront process's V8 heap ceiling. Left to itself, V8 sizes the old space from the machine's memory
 * (gigabytes) and lets it grow with the garbage of every page rendered before it collects hard; under a crawler
 * the process's resident set then follows the URLs it is asked for. With `--max-old-space-size` the collector
 * works within a fixed budget instead. The cache that holds pages is bounded on its own (NEXT_CACHE_MEMORY_MB),
 * so the ceiling only has to leave it room, not hold everything a crawler could name.
 */
import { ConfigError, type EnvVars } from "./config";

/**
 * Old-space ceiling of the storefront process in MiB unless STOREFRONT_MAX_HEAP_MB says. A warm, idle `npm start`
 * holds about 55 MiB of heap; once a crawl has filled the bounded page caches about 330 MiB stays live after a
 * full collection. At 384 MiB the collector ran in a loop near the ceiling and answers stalled for seconds; 512 MiB
 * leaves it about 180 MiB to work in. Without a ceiling a 90-second crawl took the heap past 500 MiB and growing.
 */
export const DEFAULT_STOREFRONT_MAX_HEAP_MB = 512;
/** Below this the storefront cannot even load Next's server: a typo, not a setting. */
const MIN_HEAP_MB = 128;

/**
 * Node's flags for the storefront process: `--max-old-space-size` from STOREFRONT_MAX_HEAP_MB (MiB; `0` leaves
 * V8's own sizing), none when NODE_OPTIONS already sets a ceiling (the operator's wins).
 * @throws ConfigError for a value that is not a whole number of MiB, or one below 128 other than 0
 */
export function storefrontHeapFlags(env: EnvVars): string[] {
  if (/--max-old-space-size\b/.test(env.NODE_OPTIONS ?? "")) return [];
  const raw = env.STOREFRONT_MAX_HEAP_MB?.trim();
  const mb = raw ? Number(raw) : DEFAULT_STOREFRONT_MAX_HEAP_MB;
  if (!Number.isInteger(mb) || (mb !== 0 && mb < MIN_HEAP_MB)) {
    throw new ConfigError(
      `STOREFRONT_MAX_HEAP_MB must be 0 (no ceiling) or a whole number of MiB from ${MIN_HEAP_MB}, got "${raw}"`,
    );
  }
  return mb === 0 ? [] : [`--max-old-space-size=${mb}`];
}
