import { z } from "zod";

/**
 * zod without its compiled (eval) fast path, in the browser. zod 4 first tries `Function("")` to see whether it
 * may compile object parsers; under the store's Content-Security-Policy (no 'unsafe-eval',
 * lib/http/content-security-policy.mjs) that try is refused and the browser reports a violation on every page that
 * parses with zod. Saying jitless up front skips the try: the parsers are the same, only not compiled. Imported
 * for its effect by components/ui/toast.tsx, the outermost client component of every page's layout, so it runs before anything parses.
 */
z.config({ jitless: true });
