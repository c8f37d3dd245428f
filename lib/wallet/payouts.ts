import "server-only";
import type { BuyingContext } from "@/lib/cart/context";
import { toMinor, toUnits } from "@/lib/cart/money";
import { storeApi } from "@/lib/store-api/client";
import {
  bankAddResponse,
  bankListResponse,
  withdrawListResponse,
  withdrawResponse,
  WITHDRAW_FAILED_MESSAGE,
  type BankAccountWire,
} from "@/lib/store-api/contract/wallet";
import { isStoreApiError } from "@/lib/store-api/errors";
import type { BankFormValues } from "@/lib/validation/bank";
import { BffError } from "@/lib/http/bff-error";
import type { BankAccountDto, WithdrawalDto } from "./types";

function bankOf(b: BankAccountWire): BankAccountDto {
  return {
    id: b.id,
    bankName: b.bank_name,
    // Production may send the number in full: mask it here too, so it never reaches the page.
    accountNumber: `XXXX${b.account_number.replace(/\D/g, "").slice(-4)}`,
    ifsc: b.ifsc ?? null,
    branch: b.branch ?? null,
    holder: b.account_holder_name ?? null,
  };
}

/** The shopper's bank accounts (`GET ecom/bank/`), numbers masked. @throws StoreApiError */
export async function listBanks(ctx: BuyingContext): Promise<BankAccountDto[]> {
  const answer = await storeApi({ path: "ecom/bank/", token: ctx.token, schema: bankListResponse });
  return answer.results.Bank_Details.map(bankOf);
}

/**
 * Saves a bank account (`POST ecom/bank/`; the form was checked by the BFF with the same rules).
 * @throws BffError 409 with the store's message (the number is saved already, too many accounts) on accountNo;
 *   StoreApiError otherwise
 */
export async function addBank(ctx: BuyingContext, form: BankFormValues): Promise<void> {
  try {
    await storeApi({
      method: "POST",
      path: "ecom/bank/",
      token: ctx.token,
      body: {
        account_number: form.accountNo,
        re_enter_account_number: form.reAccountNo,
        bank_name: form.bankName,
        branch: form.branch,
        ifsc: form.ifsc,
        account_holder_name: form.accountHolderName,
      },
      schema: bankAddResponse,
    });
  } catch (err) {
    if (isStoreApiError(err) && err.kind === "http" && (err.status === 409 || err.status === 400)) {
      throw new BffError(
        err.status === 409 ? 409 : 422,
        "bank_refused",
        err.upstreamMessage || "Please check the form.",
      );
    }
    throw err;
  }
}

/** The shopper's withdrawal requests (`GET ecom/withdraw_amount/`), newest first. @throws StoreApiError */
export async function listWithdrawals(ctx: BuyingContext): Promise<WithdrawalDto[]> {
  const answer = await storeApi({
    path: "ecom/withdraw_amount/",
    query: { country: ctx.countryId },
    token: ctx.token,
    schema: withdrawListResponse,
  });
  return answer.results.data.withdraw_details.map((w) => ({
    id: w.id ?? null,
    amount: toUnits(toMinor(w.withdrawal_amount)),
    status: w.status ?? null,
    requestedAt: w.requested_at ?? null,
    decidedAt: w.decided_at ?? null,
    rejectReason: w.reject_reason ?? null,
    bank: {
      holder: w.bank_details.Name,
      accountNumber: `XXXX${w.bank_details.Account_Number.replace(/\D/g, "").slice(-4)}`,
      bankName: w.bank_details.Bank,
      branch: w.bank_details.Branch,
      ifsc: w.bank_details.IFSC,
    },
  }));
}

/**
 * Asks for a payout (`POST ecom/withdraw_amount/?country=`: bank_id, withdrawal_amount in INR rupees). Success
 * when the answer carries `results.data`.
 * @returns the request id and the SWA balance left (INR)
 * @throws BffError 422 'Failed to submit withdrawal request.' when the store answers without data, or its refusal
 *   (more than the balance, unknown bank) with the store's message; StoreApiError for outages
 */
export async function withdraw(
  ctx: BuyingContext,
  bankId: number,
  amountRupees: number,
): Promise<{ id: number; balance: number }> {
  try {
    const answer = await storeApi({
      method: "POST",
      path: "ecom/withdraw_amount/",
      query: { country: ctx.countryId },
      token: ctx.token,
      body: { bank_id: bankId, withdrawal_amount: amountRupees },
      schema: withdrawResponse,
    });
    const data = answer.results.data;
    if (!data) throw new BffError(422, "withdraw_failed", WITHDRAW_FAILED_MESSAGE);
    return { id: data.id, balance: toUnits(toMinor(data.swa_wallet)) };
  } catch (err) {
    if (
      isStoreApiError(err) &&
      (err.kind === "not_found" || (err.kind === "http" && (err.status ?? 500) < 500))
    ) {
      throw new BffError(
        err.status === 409 ? 409 : 422,
        "withdraw_refused",
        err.upstreamMessage || WITHDRAW_FAILED_MESSAGE,
      );
    }
    throw err;
  }
}
