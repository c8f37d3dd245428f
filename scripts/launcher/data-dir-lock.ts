/** The data-directory lock, imported from here by commands/run.ts; it lives with the other locks. */
export { takeDataDirLock } from "./lock";
