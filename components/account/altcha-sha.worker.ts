/**
 * The web worker that solves the sign-in proof of work (ALTCHA's SHA-256 solver, registered by altcha-loader.ts):
 * a script of the store's own bundle, so the Content-Security-Policy's `worker-src 'self'` covers it.
 */
import "altcha/workers/sha";
