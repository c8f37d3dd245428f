/**
 * The wallet BFF over its real route handlers against the real reference backend: the add-bank body (every
 * add-bank message at once as fieldErrors, nothing sent while any fails, the IFSC's bank code checked, numbers
 * masked), the IFSC lookup, withdrawals ('Please select a bank to proceed.', the full balance taken from the
 * store, not the browser), the wallet view's balance and history, guards (origin, guests).
 */
import "./helpers/next-als"; // first: before any module of next loads
import type { NextRequest } from "next/server";
import { query, startService, type RunningService } from "./helpers/start-service";
import {
  bffRequest,
  callRoute,
  CookieJar,
  latestOtp,
  newShopper,
  useBffEnv,
  type RouteHandler,
} from "./helpers/bff";
import { fundWallet } from "./commerce-helpers";
import * as verifyRoute from "../../app/api/account/verify/route";
import * as registerRoute from "../../app/api/account/register/route";
import * as bankRoute from "../../app/api/bank/route";
import * as ifscRoute from "../../app/api/bank/ifsc/route";
import * as viewRoute from "../../app/api/wallet/view/route";
import * as withdrawalsRoute from "../../app/api/wallet/withdrawals/route";

jest.setTimeout(60_000);

let service: RunningService;
let ip = 1;

async function call(handler: RouteHandler, request: NextRequest) {
  const response = await callRoute(handler, request);
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined, response };
}

async function signIn(): Promise<{ jar: CookieJar; userId: number }> {
  const jar = new CookieJar();
  const shopper = newShopper("wallet");
  const at = `198.51.100.${(ip++ % 250) + 1}`;
  const reg = await call(
    registerRoute.POST,
    bffRequest("/api/account/register", {
      json: { name: shopper.name, honorific: "Mrs", email: shopper.email, phone: shopper.phone },
      ip: at,
      jar,
    }),
  );
  expect(reg.status).toBe(200);
  jar.take(reg.response);
  const otp = await latestOtp(service.baseUrl, shopper.email);
  const verified = await call(
    verifyRoute.POST,
    bffRequest("/api/account/verify", {
      json: { channel: "email", identifier: shopper.email, otp },
      ip: at,
      jar,
    }),
  );
  expect(verified.status).toBe(200);
  jar.take(verified.response);
  const rows = await query<{ id: number }>(service.db, "SELECT id FROM users WHERE email = $1", [
    shopper.email,
  ]);
  return { jar, userId: rows[0]!.id };
}

const GOOD = {
  accountHolderName: " Asha Menon ",
  accountNo: "123456789012",
  reAccountNo: "123456789012",
  ifsc: "hdfc0000001",
  bankName: "HDFC Bank",
  branch: "Kochi",
};

beforeAll(async () => {
  process.env.TRUST_PROXY = "1";
  service = await startService();
  useBffEnv(`${service.baseUrl}/`);
});

afterAll(async () => {
  await service?.stop();
});

test("add bank: every error at once, unknown bank code, nothing saved; then saved and masked", async () => {
  const { jar, userId } = await signIn();
  const empty = await call(bankRoute.POST, bffRequest("/api/bank", { json: {}, jar }));
  expect(empty.status).toBe(400);
  expect(empty.json.error.fieldErrors).toEqual({
    accountNo: "Account Number is required",
    reAccountNo: '"Re-enter Account Number" is required',
    bankName: "Bank Name is required",
    branch: "Branch is required",
    ifsc: "IFSC is required",
    accountHolderName: "Account Holder Name is required",
  });
  const unknown = await call(
    bankRoute.POST,
    bffRequest("/api/bank", { json: { ...GOOD, ifsc: "QQQQ0000001" }, jar }),
  );
  expect(unknown.status).toBe(400);
  expect(Object.keys(unknown.json.error.fieldErrors)).toEqual(["ifsc"]);
  const saved = await query<{ n: number }>(
    service.db,
    "SELECT count(*)::int AS n FROM bank_accounts WHERE user_id = $1",
    [userId],
  );
  expect(saved[0]!.n).toBe(0);

  const ok = await call(bankRoute.POST, bffRequest("/api/bank", { json: GOOD, jar }));
  expect(ok.status).toBe(200);
  expect(ok.response.headers.get("cache-control")).toBe("private, no-store");
  expect(ok.json.banks).toEqual([
    {
      id: expect.any(Number),
      bankName: "HDFC Bank",
      accountNumber: "XXXX9012",
      ifsc: "HDFC0000001",
      branch: "Kochi",
      holder: "Asha Menon",
    },
  ]);
  const again = await call(bankRoute.POST, bffRequest("/api/bank", { json: GOOD, jar }));
  expect(again.status).toBe(409);
  expect(again.json.error.fieldErrors.accountNo).toBe("This account number is already saved.");

  const crossSite = await call(
    bankRoute.POST,
    bffRequest("/api/bank", { json: GOOD, jar, origin: "https://evil.example" }),
  );
  expect(crossSite.status).toBe(403);
  expect((await call(bankRoute.GET, bffRequest("/api/bank"))).status).toBe(401);
});

test("IFSC lookup names the bank or gives the form's message", async () => {
  const sbi = await call(ifscRoute.GET as RouteHandler, bffRequest("/api/bank/ifsc?code=sbin0000691"));
  expect(sbi.json).toEqual({ ifsc: "SBIN0000691", bankCode: "SBIN", bankName: "State Bank of India" });
  const bad = await call(ifscRoute.GET as RouteHandler, bffRequest("/api/bank/ifsc?code=SBIN1"));
  expect(bad.status).toBe(422);
});

test("withdraw: a bank is required, the full balance is the store's, the view shows it all", async () => {
  const { jar, userId } = await signIn();
  await fundWallet(service, userId, "swa", 150_050); // ₹1,500.50
  const bank = await call(bankRoute.POST, bffRequest("/api/bank", { json: GOOD, jar }));
  const bankId = bank.json.banks[0].id as number;

  const noBank = await call(
    withdrawalsRoute.POST,
    bffRequest("/api/wallet/withdrawals", { json: { amount: 10 }, jar }),
  );
  expect(noBank.status).toBe(400);
  expect(noBank.json.error.fieldErrors.bankId).toBe("Please select a bank to proceed.");

  const tooMuch = await call(
    withdrawalsRoute.POST,
    bffRequest("/api/wallet/withdrawals", { json: { bankId, amount: 5000 }, jar }),
  );
  expect(tooMuch.status).toBe(409);
  expect(tooMuch.json.error.message).toBe("The amount is more than your wallet balance.");

  const some = await call(
    withdrawalsRoute.POST,
    bffRequest("/api/wallet/withdrawals", { json: { bankId, amount: 500.5 }, jar }),
  );
  expect(some.json).toEqual({ id: expect.any(Number), balance: 1000 });
  // The browser's figure is ignored with fullBalance: the store's balance is sent.
  const rest = await call(
    withdrawalsRoute.POST,
    bffRequest("/api/wallet/withdrawals", { json: { bankId, amount: 1, fullBalance: true }, jar }),
  );
  expect(rest.json.balance).toBe(0);

  const view = await call(viewRoute.GET, bffRequest("/api/wallet/view?kind=swa", { jar }));
  expect(view.json.balance).toEqual({ amount: 0, currency: "INR", inr: 0 });
  expect(view.json.withdrawals.map((w: { amount: number; status: string }) => [w.amount, w.status])).toEqual([
    [1000, "requested"],
    [500.5, "requested"],
  ]);
  expect(
    view.json.entries.map((e: { label: string; change: { inr: number } }) => [e.label, e.change.inr]),
  ).toEqual([
    ["Withdrawal to bank: requested", -1000],
    ["Withdrawal to bank: requested", -500.5],
    ["Wallet credit", 1500.5],
  ]);
  expect(JSON.stringify(view.json)).not.toContain("123456789012");
  expect((await call(viewRoute.GET, bffRequest("/api/wallet/view?kind=gold", { jar }))).status).toBe(400);
  expect((await call(viewRoute.GET, bffRequest("/api/wallet/view?kind=swa"))).status).toBe(401);
});
