/** Installing ffmpeg, imported from here by commands/run.ts; it lives with the other Debian packages. */
export { ensureFfmpeg } from "./debian-packages";
