"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { LOGIN_PROMPT_TITLES } from "@/components/layout/login-prompt";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { bffRequest, isBffRequestError, GENERIC_FAILURE } from "@/lib/account-client/fetcher";
import type { OtpChannel } from "@/lib/account-client/types";
import { HonorificRadioGroup } from "@/components/forms/honorific-radio-group";
import { ContactFields } from "./contact-fields";
import { FormAlert } from "@/components/forms/form-alert";
import { USER_EXISTS_TEXT, validateSignUp, type SignUpErrors, type SignUpValues } from "./account-validation";
import type { OtpRequest } from "./otp-dialog";

/** How long 'UserName already exist' stays before the OTP is requested (specification section 9: 3.5 s). */
export const USER_EXISTS_MS = 3500;

const FIELD_ORDER: (keyof SignUpValues)[] = ["name", "honorific", "email", "phone"];

export interface SignUpDialogProps {
  open: boolean;
  /** identifier carried over from a login attempt that found no account */
  prefill?: { channel: OtpChannel; identifier: string };
  countryId: number;
  onClose: () => void;
  /** registered: the BFF sent an OTP to this email (the host shows 'Registered', then the OTP dialog) */
  onRegistered: (email: string) => void;
  /** the account already existed: an OTP was requested instead */
  onOtpSent: (request: OtpRequest) => void;
  onLogin: () => void;
}

/**
 * The sign-up form (specification section 4 "Login and sign-up", section 5 "Sign-up"): name, honorific (Mr,
 * Mrs, Others), email and mobile number, each message under its field. POST /api/account/register; when the
 * account exists (409) 'UserName already exist' shows for 3.5 s, then an OTP is requested for the email
 * (section 8).
 */
export function SignUpDialog(props: SignUpDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={LOGIN_PROMPT_TITLES["sign-up"]}
      initialFocusRef={nameRef}
    >
      {props.open && <SignUpForm {...props} nameRef={nameRef} />}
    </Dialog>
  );
}

function SignUpForm({
  prefill,
  countryId,
  onRegistered,
  onOtpSent,
  onLogin,
  nameRef,
}: SignUpDialogProps & { nameRef: React.RefObject<HTMLInputElement | null> }) {
  const [values, setValues] = useState<SignUpValues>({
    name: "",
    honorific: "Mr",
    email: prefill?.channel === "email" ? prefill.identifier : "",
    phone: prefill?.channel === "phone" ? prefill.identifier : "",
  });
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function set<K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest as SignUpErrors);
  }

  function focusFirst(found: SignUpErrors) {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  /** 409: the account exists. Ask for an OTP for the email (or the phone when the email is unknown). */
  async function requestOtpInstead(email: string, phone: string) {
    const attempts: { channel: OtpChannel; identifier: string }[] = [{ channel: "email", identifier: email }];
    if (phone) attempts.push({ channel: "phone", identifier: phone });
    for (const attempt of attempts) {
      try {
        const answer = await bffRequest<{ resendAfterSeconds?: number }>("/api/account/otp", {
          method: "POST",
          json: { ...attempt, countryId },
        });
        onOtpSent({ ...attempt, resendAfterSeconds: answer.resendAfterSeconds ?? 60, countryId });
        return;
      } catch (err) {
        if (isBffRequestError(err) && err.code === "no_account") continue;
        setPending(false);
        setAlert(isBffRequestError(err) ? err.message : GENERIC_FAILURE);
        return;
      }
    }
    setPending(false);
    setAlert(GENERIC_FAILURE);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const trimmed: SignUpValues = { ...values, name: values.name.trim(), email: values.email.trim() };
    const found = validateSignUp(trimmed);
    setAlert(undefined);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setPending(true);
    try {
      await bffRequest("/api/account/register", { method: "POST", json: trimmed });
      onRegistered(trimmed.email);
    } catch (err) {
      if (isBffRequestError(err) && err.code === "user_exists") {
        setAlert(USER_EXISTS_TEXT);
        timer.current = setTimeout(() => {
          setAlert(undefined);
          void requestOtpInstead(trimmed.email, trimmed.phone);
        }, USER_EXISTS_MS);
        return;
      }
      setPending(false);
      if (isBffRequestError(err) && Object.keys(err.fieldErrors).length > 0) {
        const serverErrors = err.fieldErrors as SignUpErrors;
        setErrors(serverErrors);
        focusFirst(serverErrors);
      } else setAlert(isBffRequestError(err) ? err.message : GENERIC_FAILURE);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      {prefill && (
        <p className="-mt-2 text-sm text-muted">
          We could not find an account for{" "}
          <strong className="break-all text-ink">{prefill.identifier}</strong>. Create one in a minute.
        </p>
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <HonorificRadioGroup
        name="honorific"
        value={values.honorific}
        onChange={(h) => set("honorific", h)}
        errorId="signup-honorific"
        error={errors.honorific}
      />
      <ContactFields
        idPrefix="signup"
        nameLabel="Name"
        phoneLabel="Mobile number"
        phoneInputName="phone"
        values={values}
        errors={errors}
        onValue={set}
        nameRef={nameRef}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner size="sm" label="Signing up" tone="inverse" />}
        Sign up
      </Button>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <button
          type="button"
          onClick={onLogin}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          Log in
        </button>
      </p>
    </form>
  );
}
