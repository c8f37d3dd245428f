/**
 * Wallet payouts over HTTP against the real reference store API and PostgreSQL: bank accounts (every add-bank
 * rule at once, IFSC checked against Razorpay's list, numbers masked, one account per number), withdrawals
 * (held at once; twenty parallel requests never take more than the balance), the ledger history, and the staff
 * commands (pay, reject -> amount released; refusals and usage errors with their exit codes).
 */
import { BANK_MESSAGES } from "../../lib/validation/bank";
import {
  bankListResponse,
  walletHistoryResponse,
  withdrawListResponse,
  WITHDRAW_OVER_BALANCE_MESSAGE,
} from "../../lib/store-api/contract";
import { runWalletCommand } from "../../backend/wallet/staff-commands";
import { query, startService, type RunningService } from "./helpers/start-service";
import { balance, call, fundWallet, newShopper, type Shopper } from "./commerce-helpers";

let svc: RunningService;
let url: string;

beforeAll(async () => {
  svc = await startService();
  url = svc.baseUrl;
}, 180_000);

afterAll(async () => {
  await svc?.stop();
});

const GOOD_BANK = {
  account_number: " 123456789012 ",
  re_enter_account_number: "123456789012",
  bank_name: " State Bank of India ",
  branch: "New Delhi Main",
  ifsc: " sbin0000691 ",
  account_holder_name: " Asha Menon ",
};

async function addBank(me: Shopper, body: Record<string, string> = GOOD_BANK) {
  return call(url, "ecom/bank/", body, { token: me.token });
}

async function ledgerSum(userId: number): Promise<number> {
  const rows = await query<{ s: string | null }>(
    svc.db,
    "SELECT sum(amount_paise)::text AS s FROM wallet_ledger WHERE user_id = $1 AND kind = 'swa'",
    [userId],
  );
  return Number(rows[0]?.s ?? 0);
}

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, sink: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

describe("bank accounts (ecom/bank/)", () => {
  test("an empty form gets every add-bank message at once and nothing is saved", async () => {
    const me = await newShopper(url);
    const res = await addBank(me, {
      account_number: "  ",
      re_enter_account_number: "",
      bank_name: "",
      branch: " ",
      ifsc: "",
      account_holder_name: "",
    });
    expect(res.status).toBe(400);
    expect(res.body.results.data.errors).toEqual({
      account_number: BANK_MESSAGES.accountRequired,
      re_enter_account_number: BANK_MESSAGES.reAccountRequired,
      bank_name: BANK_MESSAGES.bankNameRequired,
      branch: BANK_MESSAGES.branchRequired,
      ifsc: BANK_MESSAGES.ifscRequired,
      account_holder_name: BANK_MESSAGES.holderRequired,
    });
    const list = bankListResponse.parse((await call(url, "ecom/bank/", undefined, { token: me.token })).body);
    expect(list.results.Bank_Details).toEqual([]);
  });

  test("letters in the number, a mismatch and IFSC cases: bad shape, unknown bank code", async () => {
    const me = await newShopper(url);
    const bad = await addBank(me, {
      ...GOOD_BANK,
      account_number: "12345x789",
      re_enter_account_number: "1",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.results.data.errors.account_number).toBe(BANK_MESSAGES.accountInvalid);
    expect(bad.body.results.data.errors.re_enter_account_number).toBe(BANK_MESSAGES.reAccountMismatch);

    const shape = await addBank(me, { ...GOOD_BANK, ifsc: "SBIN1000691" });
    expect(shape.body.results.data.errors).toEqual({ ifsc: BANK_MESSAGES.ifscFormat });
    const unknown = await addBank(me, { ...GOOD_BANK, ifsc: "QQQQ0000691" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.results.data.errors).toEqual({ ifsc: BANK_MESSAGES.ifscUnknownBank });
  });

  test("a valid account is saved trimmed, shown masked, and only once per number", async () => {
    const me = await newShopper(url);
    const saved = await addBank(me);
    expect(saved.status).toBe(200);
    expect(saved.body.results.data).toMatchObject({
      bank_name: "State Bank of India",
      account_number: "XXXX9012",
      ifsc: "SBIN0000691",
      account_holder_name: "Asha Menon",
    });
    expect(JSON.stringify(saved.body)).not.toContain("123456789012");
    const again = await addBank(me, { ...GOOD_BANK, account_number: "123456789012" });
    expect(again.status).toBe(409);

    const list = await call(url, "ecom/bank/", undefined, { token: me.token });
    expect(JSON.stringify(list.body)).not.toContain("123456789012");
    expect(bankListResponse.parse(list.body).results.Bank_Details).toHaveLength(1);
    // Another shopper may save the same number (a joint account).
    expect((await addBank(await newShopper(url))).status).toBe(200);
  });

  test("a guest is refused", async () => {
    expect((await call(url, "ecom/bank/")).status).toBe(401);
  });
});

describe("withdrawals (ecom/withdraw_amount/)", () => {
  async function shopperWithBank(walletPaise: number) {
    const me = await newShopper(url);
    if (walletPaise > 0) await fundWallet(svc, me.id, "swa", walletPaise);
    const bankId = (await addBank(me)).body.results.data.id as number;
    return { me, bankId };
  }

  test("twenty parallel requests never take more than the balance; the ledger sum stays the balance", async () => {
    const { me, bankId } = await shopperWithBank(500_000); // ₹5,000
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(url, "ecom/withdraw_amount/", { bank_id: bankId, withdrawal_amount: 1200 }, { token: me.token }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(4); // 4 x ₹1,200 = ₹4,800 <= ₹5,000
    expect(refused).toHaveLength(16);
    expect(refused[0]!.body.results.message).toBe(WITHDRAW_OVER_BALANCE_MESSAGE);
    expect(await balance(svc, me.id, "swa")).toBe(20_000);
    expect(await ledgerSum(me.id)).toBe(20_000);
    const held = await query<{ n: number }>(
      svc.db,
      "SELECT count(*)::int AS n FROM wallet_ledger WHERE user_id = $1 AND reason = 'withdrawal'",
      [me.id],
    );
    expect(held[0]!.n).toBe(4);
  });

  test("bad amounts, someone else's bank and a guest are refused without touching the wallet", async () => {
    const { me, bankId } = await shopperWithBank(100_000);
    for (const amount of [0, -5, 10.005, "abc", 1001]) {
      const res = await call(
        url,
        "ecom/withdraw_amount/",
        { bank_id: bankId, withdrawal_amount: amount },
        {
          token: me.token,
        },
      );
      expect([400, 409]).toContain(res.status);
    }
    const other = await shopperWithBank(0);
    const foreign = await call(
      url,
      "ecom/withdraw_amount/",
      { bank_id: other.bankId, withdrawal_amount: 10 },
      {
        token: me.token,
      },
    );
    expect(foreign.status).toBe(404);
    expect(
      (await call(url, "ecom/withdraw_amount/", { bank_id: bankId, withdrawal_amount: 10 })).status,
    ).toBe(401);
    expect(await balance(svc, me.id, "swa")).toBe(100_000);
  });

  test("staff pay one and reject another: statuses, release, history and exit codes", async () => {
    const { me, bankId } = await shopperWithBank(300_000);
    const ask = (rupees: number) =>
      call(url, "ecom/withdraw_amount/", { bank_id: bankId, withdrawal_amount: rupees }, { token: me.token });
    const first = (await ask(1000)).body.results.data;
    const second = (await ask(500.5)).body.results.data;
    expect(first).toMatchObject({ status: "requested", withdrawal_amount: 1000, swa_wallet: 2000 });
    expect(second.swa_wallet).toBe(1499.5);

    const listed = io();
    expect(await runWalletCommand(svc.db, ["list"], listed.sink)).toBe(0);
    expect(listed.out.join("\n")).toContain(`#${first.id} requested ₹1,000`);
    expect(listed.out.join("\n")).toContain("A/C 123456789012"); // staff see the full number to pay it

    const paid = io();
    expect(await runWalletCommand(svc.db, ["pay", String(first.id), "--reference", "UTR42"], paid.sink)).toBe(
      0,
    );
    expect(paid.out[0]).toContain(`Withdrawal #${first.id} marked paid`);
    const rejected = io();
    expect(
      await runWalletCommand(
        svc.db,
        ["reject", String(second.id), "--reason", "Name mismatch"],
        rejected.sink,
      ),
    ).toBe(0);
    expect(rejected.out[0]).toContain("returned");
    expect(await balance(svc, me.id, "swa")).toBe(200_000);
    expect(await ledgerSum(me.id)).toBe(200_000);

    // Deciding twice is refused (1); bad arguments are usage errors (2).
    const twice = io();
    expect(await runWalletCommand(svc.db, ["reject", String(first.id)], twice.sink)).toBe(1);
    expect(twice.err[0]).toContain("already paid");
    expect(await runWalletCommand(svc.db, ["pay", "999999"], io().sink)).toBe(1);
    expect(await runWalletCommand(svc.db, ["pay"], io().sink)).toBe(2);
    expect(await runWalletCommand(svc.db, ["list", "--status", "lost"], io().sink)).toBe(2);
    expect(await runWalletCommand(svc.db, ["explode"], io().sink)).toBe(2);
    expect(await balance(svc, me.id, "swa")).toBe(200_000);

    const requests = withdrawListResponse.parse(
      (await call(url, "ecom/withdraw_amount/", undefined, { token: me.token })).body,
    ).results.data.withdraw_details;
    expect(requests.map((r) => [r.id, r.status, r.withdrawal_amount])).toEqual([
      [second.id, "rejected", 500.5],
      [first.id, "paid", 1000],
    ]);
    expect(requests[0]!.reject_reason).toBe("Name mismatch");
    expect(requests[0]!.bank_details.Account_Number).toBe("XXXX9012");

    const history = walletHistoryResponse.parse(
      (await call(url, "ecom/wallet-history/?kind=swa", undefined, { token: me.token })).body,
    ).results;
    expect(history.balance).toBe(2000);
    expect(history.data.map((e) => [e.reason, e.amount, e.withdrawal?.status ?? null])).toEqual([
      ["release", 500.5, "rejected"],
      ["withdrawal", -500.5, "rejected"],
      ["withdrawal", -1000, "paid"],
      ["adjustment", 3000, null],
    ]);
  });

  test("the history converts to the shopper's currency and refuses a bad query", async () => {
    const { me } = await shopperWithBank(845_000); // ₹8,450 = $100 at the seeded rate
    const usa = await query<{ id: number }>(svc.db, "SELECT id FROM countries WHERE currency_code = 'USD'");
    const res = await call(url, `ecom/wallet-history/?kind=swa&country=${usa[0]!.id}`, undefined, {
      token: me.token,
    });
    const h = walletHistoryResponse.parse(res.body).results;
    expect([h.currency_code, h.balance, h.country_balance]).toEqual(["USD", 8450, 100]);
    expect(h.data[0]!.country_amount).toBe(100);
    expect((await call(url, "ecom/wallet-history/?kind=gold", undefined, { token: me.token })).status).toBe(
      400,
    );
    const empty = walletHistoryResponse.parse(
      (await call(url, "ecom/wallet-history/?kind=exchange", undefined, { token: me.token })).body,
    ).results;
    expect([empty.count, empty.balance, empty.data]).toEqual([0, 0, []]);
  });
});
