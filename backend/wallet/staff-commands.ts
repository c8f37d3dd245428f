/**
 * The staff wallet commands behind `npm run wallet -- ...` (backend/scripts/wallet-cli.ts), as a function tests can
 * call: it parses the arguments, runs the same backend functions as the routes and prints what changed.
 *   list [--status requested|paid|rejected|all]   withdrawal requests (default: requested), oldest first
 *   pay <id> [--reference <UTR>]                  mark a requested withdrawal paid (the amount was held already)
 *   reject <id> [--reason <text>]                 reject it and give the amount back to the SWA wallet
 * Each request names its bank account as saved; an account whose bank name is not its IFSC's bank (saved before the
 * name followed the IFSC) is flagged, so staff check it before paying.
 * Exit codes: 0 done, 1 refused (no such request, already decided), 2 usage error.
 */
import { ifscBank } from "../../lib/bank/ifsc";
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from "../../lib/store-api/contract/wallet";
import { formatRupees } from "../commerce/money";
import type { Db } from "../db/client";
import {
  listForStaff,
  payWithdrawal,
  rejectWithdrawal,
  WithdrawalRefused,
  type Withdrawal,
} from "./withdrawals";

export const WALLET_USAGE = `usage: npm run wallet -- list [--status requested|paid|rejected|all]
       npm run wallet -- pay <id> [--reference <bank transfer reference>]
       npm run wallet -- reject <id> [--reason <text shown to the shopper>]`;

/** Where the commands write: normal lines and error lines. */
export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** ' [CHECK: IFSC SBIN0000691 is State Bank of India]' when the saved bank name is not the IFSC's bank; else ''. */
function mismatchNote(bankName: string, ifsc: string): string {
  const byIfsc = ifscBank(ifsc);
  return byIfsc && byIfsc.bankName !== bankName ? ` [CHECK: IFSC ${ifsc} is ${byIfsc.bankName}]` : "";
}

function describe(w: Withdrawal): string {
  const bank =
    `${w.bank.holder}, ${w.bank.bankName} ${w.bank.branch}, A/C ${w.bank.accountNumber}, IFSC ${w.bank.ifsc}` +
    mismatchNote(w.bank.bankName, w.bank.ifsc);
  const decided = w.decidedAt ? ` decided ${w.decidedAt}` : "";
  const extra = w.payoutReference
    ? ` ref ${w.payoutReference}`
    : w.rejectReason
      ? ` reason: ${w.rejectReason}`
      : "";
  return `#${w.id} ${w.status} ${formatRupees(w.amountPaise)} user ${w.userId} requested ${w.requestedAt}${decided}${extra} -> ${bank}`;
}

/** `--name value` from the arguments (null when absent). @throws UsageError when the flag has no value */
function flag(args: string[], name: string): string | null {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return null;
  const value = args[at + 1]?.trim();
  if (!value || value.startsWith("--")) throw new UsageError(`--${name} needs a value`);
  if (value.length > 200) throw new UsageError(`--${name} is at most 200 characters`);
  return value;
}

class UsageError extends Error {}

function idOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw new UsageError("give the withdrawal id, e.g. pay 12");
  return Number(raw);
}

/**
 * Runs one staff command.
 * @param args the arguments after `--` (e.g. ['pay', '12', '--reference', 'UTR123'])
 * @returns the process exit code: 0 done, 1 refused, 2 usage error
 */
export async function runWalletCommand(db: Db, args: string[], io: Output): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === "list") {
      const wanted = flag(rest, "status") ?? "requested";
      if (wanted !== "all" && !WITHDRAWAL_STATUSES.includes(wanted as WithdrawalStatus))
        throw new UsageError("--status is one of requested, paid, rejected, all");
      const rows = await listForStaff(db, wanted === "all" ? undefined : (wanted as WithdrawalStatus));
      if (rows.length === 0) io.out(`No ${wanted === "all" ? "" : `${wanted} `}withdrawals.`);
      for (const w of rows) io.out(describe(w));
      return 0;
    }
    if (command === "pay") {
      const id = idOf(rest[0]);
      const paid = await payWithdrawal(db, id, flag(rest, "reference"));
      io.out(
        `Withdrawal #${id} marked paid: ${formatRupees(paid.amountPaise)} to A/C ${paid.bank.accountNumber}.`,
      );
      io.out(describe(paid));
      return 0;
    }
    if (command === "reject") {
      const id = idOf(rest[0]);
      const { withdrawal, balancePaise } = await rejectWithdrawal(db, id, flag(rest, "reason"));
      io.out(
        `Withdrawal #${id} rejected: ${formatRupees(withdrawal.amountPaise)} returned to user ${withdrawal.userId}'s SWA wallet (balance now ${formatRupees(balancePaise)}).`,
      );
      return 0;
    }
    throw new UsageError(command ? `unknown command: ${command}` : "missing command");
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${err.message}\n${WALLET_USAGE}`);
      return 2;
    }
    if (err instanceof WithdrawalRefused) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
}
