"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { FormAlert } from "@/components/forms/form-alert";
import { Field, errorProps } from "@/components/forms/field";
import { inputClass } from "@/components/forms/text-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { bffRequest, isBffRequestError } from "@/lib/account-client/fetcher";
import { formatPrice } from "@/lib/money/format";
import { WITHDRAW_FAILED_MESSAGE, WITHDRAW_NETWORK_MESSAGE } from "@/lib/store-api/contract/wallet";
import { BANK_MESSAGES } from "@/lib/validation/bank";
import { withdrawAmountForm } from "@/lib/validation/withdraw";
import type { BankAccountDto } from "@/lib/wallet/types";

export interface WithdrawDialogProps {
  open: boolean;
  onClose: () => void;
  banks: BankAccountDto[];
  /** SWA balance, INR rupees */
  balance: number;
  onAddBank: () => void;
  /** the request was accepted (the caller shows the success modal and reloads the wallet) */
  onDone: () => void;
}

/**
 * MOVE TO BANK: choose a bank (NEXT without one says
 * 'Please select a bank to proceed.'), then an amount in rupees or the full wallet amount, then submit. The store
 * holds the amount at once; its refusals and the withdrawal alerts show in the dialog.
 */
export function WithdrawDialog({ open, onClose, banks, balance, onAddBank, onDone }: WithdrawDialogProps) {
  const [step, setStep] = useState<"bank" | "amount">("bank");
  const [bankId, setBankId] = useState<number | null>(null);
  const { form, values, errors, edit, refOf, submitWith } = useZodForm(withdrawAmountForm, {
    defaultValues: { amount: "", full: false },
  });
  const [alert, setAlert] = useState<string>();
  const [pending, setPending] = useState(false);
  // The whole balance needs no typed amount: its message hides while the box is ticked.
  const amountError = values.full ? undefined : errors.amount;

  function close() {
    setStep("bank");
    setAlert(undefined);
    form.clearErrors();
    onClose();
  }

  function next(event: FormEvent) {
    event.preventDefault();
    if (bankId === null || !banks.some((b) => b.id === bankId)) return setAlert(BANK_MESSAGES.selectBank);
    setAlert(undefined);
    setStep("amount");
  }

  async function send({ amount, fullBalance }: { amount: number | null; fullBalance: boolean }) {
    setPending(true);
    setAlert(undefined);
    try {
      await bffRequest("/api/wallet/withdrawals", { method: "POST", json: { bankId, amount, fullBalance } });
      form.reset({ amount: "", full: false });
      setStep("bank");
      onDone();
    } catch (err) {
      if (!isBffRequestError(err) || err.status === 0) setAlert(WITHDRAW_NETWORK_MESSAGE);
      else if (err.status >= 500) setAlert(WITHDRAW_FAILED_MESSAGE);
      else setAlert(err.fieldErrors.amount ?? err.fieldErrors.bankId ?? err.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} title={step === "bank" ? "Select a bank" : "Withdraw amount"}>
      {alert && <FormAlert className="mb-4">{alert}</FormAlert>}
      {step === "bank" ? (
        <form noValidate onSubmit={next} className="space-y-4">
          {banks.length === 0 ? (
            <p className="text-sm text-muted">You have not added a bank account yet.</p>
          ) : (
            <fieldset className="space-y-2">
              <legend className="sr-only">Bank account</legend>
              {banks.map((b) => (
                <label
                  key={b.id}
                  className="flex cursor-pointer items-center gap-3 rounded-md border border-line p-3 has-checked:border-gold-500 has-checked:bg-ivory"
                >
                  <input
                    type="radio"
                    name="bank"
                    value={b.id}
                    checked={bankId === b.id}
                    onChange={() => {
                      setBankId(b.id);
                      setAlert(undefined);
                    }}
                    className="size-4 accent-brand-700"
                  />
                  <span className="text-sm">
                    <span className="block font-medium text-ink">{b.bankName}</span>
                    <span className="text-muted">
                      A/C {b.accountNumber}
                      {b.ifsc ? ` · ${b.ifsc}` : ""}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="outline" onClick={onAddBank}>
              ADD BANK
            </Button>
            <Button type="submit" className="ml-auto min-w-28">
              NEXT
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={submitWith(send, pending)} className="space-y-4">
          <p className="text-sm text-muted">
            Wallet balance <span className="font-semibold text-ink">{formatPrice(balance, "INR")}</span>.
            Payouts are made in rupees.
          </p>
          <Field id="withdraw-amount" label="Amount (₹)" error={amountError}>
            <input
              ref={refOf("amount")}
              id="withdraw-amount"
              name="amount"
              inputMode="decimal"
              value={values.full ? String(balance) : values.amount}
              disabled={values.full}
              onChange={(e) => edit("amount", e.target.value.replace(/[^\d.]/g, ""))}
              className={inputClass}
              {...errorProps("withdraw-amount", amountError)}
            />
          </Field>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={values.full}
              onChange={(e) => edit("full", e.target.checked)}
              className="size-4 accent-brand-700"
            />
            Withdraw the full wallet amount
          </label>
          <div className="flex gap-3">
            <Button type="button" variant="ghost" onClick={() => setStep("bank")}>
              Back
            </Button>
            <Button
              type="submit"
              className="ml-auto min-w-28"
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending && <Spinner size="sm" label="Submitting" tone="inverse" />}
              SUBMIT
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
