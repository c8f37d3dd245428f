/**
 * Staff command for wallet withdrawals (see backend/wallet/staff-commands.ts for the commands):
 *   npm run wallet -- list [--status requested|paid|rejected|all]
 *   npm run wallet -- pay <id> [--reference <UTR>]
 *   npm run wallet -- reject <id> [--reason <text>]
 * Uses DATABASE_URL, or the embedded database of a running `npm start` (postgres://postgres:postgres@127.0.0.1:PG_PORT/swa).
 * Exit codes: 0 done, 1 refused, 2 usage error.
 */
import { closeDb, openDb } from "../db/client";
import { runWalletCommand } from "../wallet/staff-commands";

async function main(): Promise<void> {
  const url =
    process.env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.PG_PORT ?? 54329}/swa`;
  const db = openDb(url, 1);
  try {
    process.exitCode = await runWalletCommand(db, process.argv.slice(2), {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } catch (err) {
    console.error(`wallet: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  } finally {
    await closeDb(db);
  }
}

void main();
