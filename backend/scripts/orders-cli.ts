/**
 * Staff CLI for orders after the sale:
 *   npm run orders -- list [--status ordered|shipped|delivered|cancel-requested|cancelled|return-requested|returned|awaiting]
 *   npm run orders -- ship <order> [--awb CODE] [--carrier NAME]
 *   npm run orders -- deliver <order>
 *   npm run orders -- approve-cancel <order>
 *   npm run orders -- approve-return <order>
 *   npm run orders -- reject-cancel <order> | reject-return <order>
 *   npm run orders -- issue-invoice <order>
 * <order> is the order code (SWA...) or its numeric id. Prints what changed; an impossible transition prints why and
 * exits 1; a usage error exits 2. Uses DATABASE_URL, or the embedded database of a running `npm start`
 * (postgres://postgres:postgres@127.0.0.1:PG_PORT/swa, PG_PORT default 54329).
 */
import { parseArgs } from "node:util";
import { closeDb, openDb, type Db } from "../db/client";
import { HttpError } from "../http/errors";
import { issueInvoiceCommand } from "../invoices/cli-command";
import {
  approveCancelCommand,
  approveReturnCommand,
  deliverCommand,
  listCommand,
  rejectCommand,
  shipCommand,
} from "../orders/staff-commands";

const USAGE = `usage: npm run orders -- <command>
  list [--status ordered|shipped|delivered|cancel-requested|cancelled|return-requested|returned|awaiting]
  ship <order> [--awb CODE] [--carrier NAME]
  deliver <order>
  approve-cancel <order>
  approve-return <order>
  reject-cancel <order> | reject-return <order>
  issue-invoice <order>
<order>: the order code (SWA...) or its numeric id`;

class UsageError extends Error {}

type Command = (
  db: Db,
  args: string[],
  flags: { awb?: string; carrier?: string; status?: string },
) => Promise<string[]>;

function oneOrder(args: string[]): string {
  if (args.length !== 1 || !args[0]) throw new UsageError("name exactly one order (code SWA... or id)");
  return args[0];
}

const COMMANDS: Record<string, Command> = {
  list: (db, args, flags) => {
    if (args.length > 0) throw new UsageError("list takes no order");
    return listCommand(db, { status: flags.status });
  },
  ship: (db, args, flags) => shipCommand(db, oneOrder(args), { awb: flags.awb, carrier: flags.carrier }),
  deliver: (db, args) => deliverCommand(db, oneOrder(args)),
  "approve-cancel": (db, args) => approveCancelCommand(db, oneOrder(args)),
  "approve-return": (db, args) => approveReturnCommand(db, oneOrder(args)),
  "reject-cancel": (db, args) => rejectCommand(db, oneOrder(args), "cancel"),
  "reject-return": (db, args) => rejectCommand(db, oneOrder(args), "return"),
  "issue-invoice": (db, args) => issueInvoiceCommand(db, oneOrder(args)),
};

/** Runs the CLI with argv (without node and the script). @returns the process exit code */
export async function runOrdersCli(argv: string[], db?: Db): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { awb: { type: "string" }, carrier: { type: "string" }, status: { type: "string" } },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const [name, ...args] = parsed.positionals;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name ? `unknown command "${name}"\n${USAGE}` : USAGE);
    return 2;
  }
  const own = db === undefined;
  const handle =
    db ??
    openDb(
      process.env.DATABASE_URL ??
        `postgres://postgres:postgres@127.0.0.1:${process.env.PG_PORT ?? 54329}/swa`,
      2,
    );
  try {
    for (const line of await command(handle, args, parsed.values)) console.log(line);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n${USAGE}`);
      return 2;
    }
    if (err instanceof HttpError) {
      console.error(err.message);
      return 1;
    }
    console.error(`orders: ${(err as Error).message}`);
    return 1;
  } finally {
    if (own) await closeDb(handle);
  }
}

// Run only as the script itself (tests import runOrdersCli).
if (process.argv[1] && /orders-cli\.[cm]?[jt]s$/.test(process.argv[1])) {
  void runOrdersCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
