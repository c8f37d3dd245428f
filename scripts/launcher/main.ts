/**
 * Entry of the launcher (`npm start`, `npm run dev`, `npm run db:reset`).
 * Usage: node --import tsx scripts/launcher/main.ts <start|dev|db:reset>
 * Settings come from the environment; see config.ts and docs/configuration.md.
 */
import { warn } from "../supervisor/log";

// Our output may go to a pipe that closes first (Playwright's web server, `npm start | head`); a write
// failing with EPIPE must not abort a clean shutdown.
process.stdout.on("error", () => undefined);
process.stderr.on("error", () => undefined);

/** Runs one command; db:reset's migrations and seed generator are loaded only for it. */
async function main(command: string | undefined): Promise<void> {
  if (command === "start" || command === "dev") await (await import("./commands/run")).runStack(command);
  else if (command === "db:reset" && process.argv.length === 3)
    await (await import("./commands/db-reset")).resetDatabase();
  else {
    warn("usage: main.ts <start|dev|db:reset> (db:reset seeds SEED_PRODUCTS products)");
    process.exitCode = 2;
  }
}

main(process.argv[2]).catch((error: unknown) => {
  warn(error instanceof Error ? error.message : String(error));
  if (process.env.LAUNCHER_DEBUG && error instanceof Error) warn(error.stack ?? "");
  process.exit(1);
});
