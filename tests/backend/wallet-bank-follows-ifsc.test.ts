/**
 * The bank follows the IFSC, against the real reference store API and PostgreSQL: an account sent with another
 * bank's name is saved under the bank of its IFSC's bank code, and the staff's payout list (`npm run wallet --
 * list`, run as a process) pairs that name with that IFSC; an account saved with a mismatch before this rule is
 * flagged in the list for staff to check.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { bankListResponse } from "../../lib/store-api/contract";
import { call, fundWallet, newShopper } from "./commerce-helpers";
import { query, serviceForThisFile } from "./helpers/start-service";

const svc = serviceForThisFile();

/** The SBI IFSC typed over an HDFC one while the form still said 'HDFC Bank'. */
const MISMATCHED = {
  account_number: "123456789012",
  re_enter_account_number: "123456789012",
  bank_name: "HDFC Bank",
  branch: "New Delhi Main",
  ifsc: "SBIN0000691",
  account_holder_name: "Asha Menon",
};

/** `npm run wallet -- <args>` on the test database; its standard output. */
async function walletCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "wallet", "--", ...args], {
    cwd: path.resolve(__dirname, "../.."),
    env: { ...process.env, DATABASE_URL: svc.db.$client.options.connectionString },
    timeout: 60_000,
  });
  return stdout;
}

test("an account sent as 'HDFC Bank' with an SBI IFSC is saved as State Bank of India", async () => {
  const me = await newShopper(svc.baseUrl);
  const saved = await call(svc.baseUrl, "ecom/bank/", MISMATCHED, { token: me.token });
  expect(saved.status).toBe(200);
  expect(saved.body.results.data).toMatchObject({ bank_name: "State Bank of India", ifsc: "SBIN0000691" });
  const list = bankListResponse.parse(
    (await call(svc.baseUrl, "ecom/bank/", undefined, { token: me.token })).body,
  );
  expect(list.results.Bank_Details.map((b) => [b.bank_name, b.ifsc])).toEqual([
    ["State Bank of India", "SBIN0000691"],
  ]);
  const rows = await query<{ bank_name: string }>(
    svc.db,
    "SELECT bank_name FROM bank_accounts WHERE user_id = $1",
    [me.id],
  );
  expect(rows).toEqual([{ bank_name: "State Bank of India" }]);
});

test("the payout list shows each account's bank as its IFSC says, and flags an older mismatch", async () => {
  const me = await newShopper(svc.baseUrl);
  await fundWallet(svc, me.id, "swa", 500_000);
  const bankId = (await call(svc.baseUrl, "ecom/bank/", MISMATCHED, { token: me.token })).body.results.data
    .id as number;
  // A row as the store saved it before the name followed the IFSC.
  const [legacy] = await query<{ id: number }>(
    svc.db,
    `INSERT INTO bank_accounts (user_id, account_number, account_holder_name, bank_name, branch, ifsc)
     VALUES ($1, '998877665544', 'Asha Menon', 'HDFC Bank', 'Kochi', 'SBIN0000691') RETURNING id`,
    [me.id],
  );
  const ask = async (id: number) =>
    (
      await call(
        svc.baseUrl,
        "ecom/withdraw_amount/",
        { bank_id: id, withdrawal_amount: 1000 },
        { token: me.token },
      )
    ).body.results.data.id as number;
  const fixed = await ask(bankId);
  const old = await ask(legacy!.id);

  const lines = (await walletCli("list")).split("\n");
  const fixedLine = lines.find((l) => l.startsWith(`#${fixed} `));
  expect(fixedLine).toContain("State Bank of India New Delhi Main, A/C 123456789012, IFSC SBIN0000691");
  expect(fixedLine).not.toContain("HDFC");
  expect(fixedLine).not.toContain("CHECK");
  expect(lines.find((l) => l.startsWith(`#${old} `))).toContain(
    "HDFC Bank Kochi, A/C 998877665544, IFSC SBIN0000691 [CHECK: IFSC SBIN0000691 is State Bank of India]",
  );
}, 120_000);
