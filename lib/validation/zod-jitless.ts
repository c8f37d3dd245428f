import { config } from "zod/v4/core";

/**
 * zod without its compiled (eval) fast path, in the browser. zod 4 first tries `Function("")` to see whether it
 * may compile object parsers; under the store's Content-Security-Policy (no 'unsafe-eval',
 * lib/http/content-security-policy.mjs) that try is refused and the browser reports a violation on every page that
 * parses with zod. Saying jitless up front skips the try: the parsers are the same, only not compiled. Imported
 * for its effect by components/ui/toast.tsx, the outermost client component of every page's layout, so it runs
 * before anything parses.
 *
 * Only zod's `config` is imported (from its core, which marks itself free of side effects): importing `z` here put
 * all of zod (31 KiB gzip) into the first-load JavaScript of every page, catalogue pages included, which parse
 * nothing in the browser (bench-results/latest.md).
 */
config({ jitless: true });
