/**
 * zod without its compiled (eval) fast path, in the browser. zod 4 first tries `Function("")` to see whether it
 * may compile object parsers; under the store's Content-Security-Policy (no 'unsafe-eval',
 * lib/http/content-security-policy.mjs) that try is refused and the browser reports a violation on every page that
 * parses with zod. Saying jitless up front skips the try: the parsers are the same, only not compiled. Imported
 * for its effect by components/ui/toast.tsx, the outermost client component of every page's layout, so it runs
 * before anything parses.
 *
 * Why not `z.config({ jitless: true })`: importing zod for it put zod into the first-load JavaScript of every page
 * (31 KiB gzip with `z`, 5 KiB with zod's core `config`), catalogue pages included, which parse nothing in the
 * browser. zod keeps its configuration in this global object, made by whichever of zod and this file runs first;
 * tests/zod-jitless.test.ts checks that zod reads it, so an upgrade that moves it fails there.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
