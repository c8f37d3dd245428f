/** The challenge key, imported from here by commands/run.ts; it lives with the other secrets. */
export { ALTCHA_KEY_FILE, ensureAltchaKey } from "./data-dir-secrets";
