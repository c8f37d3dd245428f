/** The service key, imported from here by commands/run.ts; it lives with the other secrets. */
export { ensureServiceKey } from "./data-dir-secrets";
