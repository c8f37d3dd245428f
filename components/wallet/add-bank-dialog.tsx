"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Building2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { inputClass, textFieldsOf } from "@/components/forms/text-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { bffRequest, GENERIC_FAILURE, isBffRequestError } from "@/lib/account-client/fetcher";
import {
  BANK_FIELDS,
  IFSC_PATTERN,
  bankFormSchema,
  trimBankForm,
  type BankFormValues,
} from "@/lib/validation/bank";

const EMPTY: BankFormValues = {
  accountHolderName: "",
  accountNo: "",
  reAccountNo: "",
  ifsc: "",
  bankName: "",
  branch: "",
};

export interface AddBankDialogProps {
  open: boolean;
  onClose: () => void;
  /** the account was saved (the caller shows the success modal and reloads the bank list) */
  onSaved: () => void;
}

/**
 * The add-bank-account dialog (success modal 3 s, form
 * cleared, bank list reloaded). Values are trimmed; every error shows at once under its field; nothing is sent
 * while any rule fails. The bank follows the IFSC: Bank Name is read-only, emptied whenever the IFSC changes and
 * filled with the bank the BFF finds for a well-formed IFSC (Razorpay's IFSC data), so it can never name another
 * bank than the code. The branch is asked for: the IFSC data names banks, not branches.
 */
export function AddBankDialog({ open, onClose, onSaved }: AddBankDialogProps) {
  const { form, values, errors, edit, refOf, showServerErrors, submitWith } = useZodForm(bankFormSchema, {
    defaultValues: EMPTY,
  });
  const [alert, setAlert] = useState<string>();
  const [pending, setPending] = useState(false);
  const [ifscBank, setIfscBank] = useState<string | null>(null);
  const ifsc = values.ifsc.trim().toUpperCase();

  useEffect(() => {
    if (!IFSC_PATTERN.test(ifsc)) return;
    let stale = false;
    bffRequest<{ bankName: string }>(`/api/bank/ifsc?code=${encodeURIComponent(ifsc)}`)
      .then((bank) => {
        if (stale) return;
        setIfscBank(bank.bankName);
        form.setValue("bankName", bank.bankName);
        form.clearErrors(["ifsc", "bankName"]);
      })
      .catch((err) => {
        if (!stale && isBffRequestError(err) && err.fieldErrors.ifsc)
          form.setError("ifsc", { type: "server", message: err.fieldErrors.ifsc });
      });
    return () => {
      stale = true;
    };
  }, [ifsc, form]);

  function set(key: keyof BankFormValues, value: string) {
    edit(key, value);
    if (key === "ifsc" && value.trim().toUpperCase() !== ifsc) {
      // The name belonged to the previous code; the lookup of the new one fills it again.
      setIfscBank(null);
      form.setValue("bankName", "");
    }
    setAlert(undefined);
  }

  async function save(trimmed: BankFormValues) {
    setPending(true);
    try {
      await bffRequest("/api/bank", { method: "POST", json: trimmed });
      form.reset(EMPTY);
      setIfscBank(null);
      onSaved();
    } catch (err) {
      if (!isBffRequestError(err) || !showServerErrors(err.fieldErrors, BANK_FIELDS))
        setAlert(isBffRequestError(err) ? err.message : GENERIC_FAILURE);
    } finally {
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    // The fields show what is checked and sent: trimmed, the IFSC in capitals.
    if (!pending)
      for (const [key, value] of Object.entries(trimBankForm(values)))
        form.setValue(key as keyof BankFormValues, value);
    submitWith(save, pending)(event);
  }

  const text = textFieldsOf<keyof BankFormValues>("bank", values, errors, set, refOf);
  const digits = { inputMode: "numeric" as const, autoComplete: "off" };

  return (
    <Dialog open={open} onClose={onClose} title="Add bank account" size="lg">
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Add bank account">
        {alert && <FormAlert>{alert}</FormAlert>}
        {text("accountHolderName", "Account Holder Name", { autoComplete: "name" })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("accountNo", "Account Number", digits)}
          {text("reAccountNo", "Re-enter Account Number", { ...digits, onPaste: (e) => e.preventDefault() })}
        </div>
        <div>
          {text("ifsc", "IFSC", {
            autoCapitalize: "characters",
            maxLength: 11,
            placeholder: "e.g. SBIN0000691",
          })}
          {ifscBank && !errors.ifsc && (
            <p className="mt-1 flex items-center gap-1.5 text-xs text-success" aria-live="polite">
              <Building2 aria-hidden="true" className="size-3.5" />
              {ifscBank}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="bank-bankName" label="Bank Name" hint="Filled in from the IFSC" error={errors.bankName}>
            {(aria) => (
              <input
                ref={refOf("bankName")}
                id="bank-bankName"
                name="bankName"
                value={values.bankName}
                readOnly
                className={`${inputClass} read-only:bg-ivory`}
                {...aria}
              />
            )}
          </Field>
          {text("branch", "Branch")}
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending && <Spinner size="sm" label="Saving" tone="inverse" />}
          ADD BANK
        </Button>
      </form>
    </Dialog>
  );
}
