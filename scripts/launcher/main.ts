/**
 * Entry of the launcher (`npm start`, `npm run dev`, `npm run db:reset`).
 * Usage: node --import tsx scripts/launcher/main.ts <start|dev|db:reset [--products N]>
 * Settings come from the environment; see config.ts and the README's table.
 */
import { warn } from "./log";

// Our output may go to a pipe that closes first (Playwright's web server, `npm start | head`); a write
// failing with EPIPE must not abort a clean shutdown.
process.stdout.on("error", () => undefined);
process.stderr.on("error", () => undefined);

const USAGE = "usage: main.ts <start|dev|db:reset [--products N]>";

async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case "start":
    case "dev": {
      // Loaded per command: db:reset pulls in the migrations and the seed generator, start does not need them.
      const { runStack } = await import("./commands/run");
      await runStack(command);
      return;
    }
    case "db:reset": {
      const { resetDatabase } = await import("./commands/db-reset");
      await resetDatabase(process.argv.slice(3));
      return;
    }
    default:
      warn(USAGE);
      process.exitCode = 2;
  }
}

main(process.argv[2]).then(
  () => undefined,
  (error: unknown) => {
    warn(error instanceof Error ? error.message : String(error));
    if (process.env.LAUNCHER_DEBUG && error instanceof Error) warn(error.stack ?? "");
    process.exit(1);
  },
);
