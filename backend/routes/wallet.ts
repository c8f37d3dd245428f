/**
 * Wallet payout routes (lib/store-api/contract/wallet.ts: GET/POST `ecom/bank/`, GET/POST `ecom/withdraw_amount/`; the
 * reference extension GET `ecom/wallet-history/`). All need a token. Withdrawals are in INR from the SWA wallet.
 */
import { Hono } from "hono";
import {
  bankAddRequest,
  walletHistoryQuery,
  WITHDRAW_AMOUNT_MESSAGE,
  withdrawRequest,
} from "../../lib/store-api/contract";
import { smallBody } from "../accounts/validation";
import { commerceErrorHandler, CommerceError, countryOf, parseBody } from "../commerce/http";
import { paiseOf, rupeesOf } from "../commerce/money";
import type { Db } from "../db/client";
import { requireUser } from "../http/auth";
import { parseQuery } from "../http/errors";
import { addBankAccount, checkBankForm, listBankAccounts } from "../wallet/banks";
import { walletHistory } from "../wallet/history";
import { listWithdrawals, requestWithdrawal, withdrawDetailOf } from "../wallet/withdrawals";

/** Largest single withdrawal the column and the arithmetic take safely (₹10 crore). */
const MAX_WITHDRAWAL_PAISE = 10_000_000_000;

/** Mounts the bank, withdrawal and wallet history endpoints. */
export function walletRoutes(db: Db): Hono {
  const app = new Hono();
  app.onError(commerceErrorHandler);

  app.get("/ecom/bank/", async (c) => {
    const user = await requireUser(c);
    return c.json({
      results: { status_code: 200, status: 200, Bank_Details: await listBankAccounts(db, user.id) },
    });
  });

  app.post("/ecom/bank/", smallBody, async (c) => {
    const user = await requireUser(c);
    const form = checkBankForm(await parseBody(c, bankAddRequest));
    const data = await addBankAccount(db, user.id, form);
    return c.json({ results: { status_code: 200, status: 200, message: "Bank account added", data } });
  });

  app.get("/ecom/withdraw_amount/", async (c) => {
    const user = await requireUser(c);
    await countryOf(c, db);
    const withdrawals = await listWithdrawals(db, user.id);
    return c.json({
      results: {
        status_code: 200,
        status: 200,
        data: { withdraw_details: withdrawals.map(withdrawDetailOf) },
      },
    });
  });

  app.post("/ecom/withdraw_amount/", smallBody, async (c) => {
    const user = await requireUser(c);
    await countryOf(c, db);
    const body = await parseBody(c, withdrawRequest);
    const paise = paiseOf(body.withdrawal_amount);
    if (paise === null || paise <= 0 || paise > MAX_WITHDRAWAL_PAISE)
      throw new CommerceError(400, WITHDRAW_AMOUNT_MESSAGE);
    const { withdrawal, balancePaise } = await requestWithdrawal(db, user.id, body.bank_id, paise);
    return c.json({
      results: {
        status_code: 200,
        status: 200,
        message: "Withdrawal requested",
        data: {
          id: withdrawal.id,
          withdrawal_amount: rupeesOf(withdrawal.amountPaise),
          status: withdrawal.status,
          swa_wallet: rupeesOf(balancePaise),
        },
      },
    });
  });

  app.get("/ecom/wallet-history/", async (c) => {
    const user = await requireUser(c);
    const country = await countryOf(c, db);
    const q = parseQuery(c, walletHistoryQuery);
    return c.json({ results: await walletHistory(db, user.id, q.kind, q.page, country) });
  });

  return app;
}
