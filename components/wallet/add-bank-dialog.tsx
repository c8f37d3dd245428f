"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Building2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { FormAlert } from "@/components/forms/form-alert";
import { textFieldsOf } from "@/components/forms/text-field";
import { bffRequest, GENERIC_FAILURE, isBffRequestError } from "@/lib/account-client/fetcher";
import {
  BANK_FIELDS,
  IFSC_PATTERN,
  trimBankForm,
  validateBankForm,
  type BankFormErrors,
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
 * The add-bank-account dialog (specification section 5 "Add bank account"; section 4: success modal 3 s, form
 * cleared, bank list reloaded). Values are trimmed; every error shows at once under its field; nothing is sent
 * while any rule fails. The bank's name appears as soon as a well-formed IFSC is typed (looked up by the BFF in
 * Razorpay's IFSC data) and fills an empty Bank Name.
 */
export function AddBankDialog({ open, onClose, onSaved }: AddBankDialogProps) {
  const [values, setValues] = useState<BankFormValues>(EMPTY);
  const [errors, setErrors] = useState<BankFormErrors>({});
  const [alert, setAlert] = useState<string>();
  const [pending, setPending] = useState(false);
  const [ifscBank, setIfscBank] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const ifsc = values.ifsc.trim().toUpperCase();

  useEffect(() => {
    if (!IFSC_PATTERN.test(ifsc)) return;
    let stale = false;
    bffRequest<{ bankName: string }>(`/api/bank/ifsc?code=${encodeURIComponent(ifsc)}`)
      .then((bank) => {
        if (stale) return;
        setIfscBank(bank.bankName);
        setValues((v) => (v.bankName.trim() ? v : { ...v, bankName: bank.bankName }));
        setErrors((e) => ({ ...e, ifsc: undefined, bankName: undefined }));
      })
      .catch((err) => {
        if (!stale && isBffRequestError(err) && err.fieldErrors.ifsc)
          setErrors((e) => ({ ...e, ifsc: err.fieldErrors.ifsc }));
      });
    return () => {
      stale = true;
    };
  }, [ifsc]);

  function set(key: keyof BankFormValues, value: string) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    if (key === "ifsc") setIfscBank(null);
    setAlert(undefined);
  }

  function focusFirst(found: BankFormErrors) {
    const first = BANK_FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const trimmed = trimBankForm(values);
    setValues(trimmed);
    const found = validateBankForm(trimmed);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setPending(true);
    try {
      await bffRequest("/api/bank", { method: "POST", json: trimmed });
      setValues(EMPTY);
      setIfscBank(null);
      onSaved();
    } catch (err) {
      if (isBffRequestError(err) && Object.keys(err.fieldErrors).length > 0) {
        setErrors(err.fieldErrors as BankFormErrors);
        focusFirst(err.fieldErrors as BankFormErrors);
      } else setAlert(isBffRequestError(err) ? err.message : GENERIC_FAILURE);
    } finally {
      setPending(false);
    }
  }

  const text = textFieldsOf<keyof BankFormValues>("bank", values, errors, set);
  const digits = { inputMode: "numeric" as const, autoComplete: "off" };

  return (
    <Dialog open={open} onClose={onClose} title="Add bank account" size="lg">
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-label="Add bank account">
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
          {text("bankName", "Bank Name")}
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
