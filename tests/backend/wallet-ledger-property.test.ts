/**
 * Ledger properties on real PostgreSQL (fast-check): whatever sequence of credits, debits, withdrawal holds, staff
 * payouts and rejections (releases) a shopper's SWA wallet goes through, its balance never goes negative, moves
 * exactly as a simple model says (a debit or hold larger than the balance is refused and changes nothing), always
 * equals the sum of its ledger rows, and every row's balance_after is the running sum up to it.
 */
import fc from "fast-check";
import { holdFromWallet, releaseToWallet } from "../../backend/wallet/ledger";
import { payWithdrawal, rejectWithdrawal, requestWithdrawal } from "../../backend/wallet/withdrawals";
import { CommerceError } from "../../backend/commerce/http";
import { query, serviceForThisFile } from "./helpers/start-service";
import { call, newShopper } from "./commerce-helpers";

const svc = serviceForThisFile();

type Op = { kind: "credit" | "debit" | "withdraw"; paise: number } | { kind: "pay" | "reject"; pick: number };

const amount = fc.integer({ min: 1, max: 2_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("credit" as const), paise: amount }),
  fc.record({ kind: fc.constant("debit" as const), paise: amount }),
  fc.record({ kind: fc.constant("withdraw" as const), paise: amount }),
  fc.record({ kind: fc.constant("pay" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("reject" as const), pick: fc.nat() }),
);

async function ledger(userId: number) {
  return query<{ amount: string; after: string }>(
    svc.db,
    `SELECT amount_paise::text AS amount, balance_after_paise::text AS after
     FROM wallet_ledger WHERE user_id = $1 AND kind = 'swa' ORDER BY id`,
    [userId],
  );
}

async function balanceOf(userId: number): Promise<number> {
  const rows = await query<{ b: string }>(
    svc.db,
    "SELECT balance_paise::text AS b FROM wallets WHERE user_id = $1 AND kind = 'swa'",
    [userId],
  );
  return Number(rows[0]?.b ?? 0);
}

test("no sequence of credits, debits, holds and releases makes a balance negative or unequal to its ledger", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
      const me = await newShopper(svc.baseUrl);
      const bank = await call(
        svc.baseUrl,
        "ecom/bank/",
        {
          account_number: "987654321098",
          re_enter_account_number: "987654321098",
          bank_name: "HDFC Bank",
          branch: "Kochi",
          ifsc: "HDFC0000001",
          account_holder_name: "Property Shopper",
        },
        { token: me.token },
      );
      const bankId = bank.body.results.data.id as number;
      let model = 0;
      const open: { id: number; paise: number }[] = [];
      for (const step of ops) {
        if (step.kind === "credit") {
          await svc.db.transaction((tx) => releaseToWallet(tx, me.id, "swa", step.paise, "test credit"));
          model += step.paise;
        } else if (step.kind === "debit") {
          const moved = await svc.db.transaction((tx) =>
            holdFromWallet(tx, me.id, "swa", step.paise, "test debit"),
          );
          expect(moved !== null).toBe(step.paise <= model);
          if (moved) model -= step.paise;
        } else if (step.kind === "withdraw") {
          try {
            const { withdrawal } = await requestWithdrawal(svc.db, me.id, bankId, step.paise);
            open.push({ id: withdrawal.id, paise: step.paise });
            model -= step.paise;
          } catch (err) {
            expect(err).toBeInstanceOf(CommerceError);
            expect(step.paise).toBeGreaterThan(model);
          }
        } else if (open.length > 0 && (step.kind === "pay" || step.kind === "reject")) {
          const [chosen] = open.splice(step.pick % open.length, 1);
          if (step.kind === "pay") await payWithdrawal(svc.db, chosen!.id, null);
          else {
            await rejectWithdrawal(svc.db, chosen!.id, null);
            model += chosen!.paise;
          }
        }
        expect(model).toBeGreaterThanOrEqual(0);
        expect(await balanceOf(me.id)).toBe(model);
      }
      const rows = await ledger(me.id);
      let running = 0;
      for (const row of rows) {
        running += Number(row.amount);
        expect(Number(row.after)).toBe(running);
        expect(running).toBeGreaterThanOrEqual(0);
      }
      expect(running).toBe(model);
    }),
    { numRuns: 30 },
  );
}, 180_000);

test("the database itself refuses a balance below zero", async () => {
  const me = await newShopper(svc.baseUrl);
  await svc.db.transaction((tx) => releaseToWallet(tx, me.id, "swa", 100, "test credit"));
  await expect(
    svc.db.$client.query(
      "UPDATE wallets SET balance_paise = balance_paise - 101 WHERE user_id = $1 AND kind = 'swa'",
      [me.id],
    ),
  ).rejects.toThrow(/wallets_balance_ck/);
});
