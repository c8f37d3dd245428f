/** The session password, imported from here by commands/run.ts; it lives with the other secrets. */
export { ensureSessionPassword } from "./data-dir-secrets";
