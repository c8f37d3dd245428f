"use client";

import { useEffect, useRef, useState } from "react";
import { LOGIN_PROMPT_TITLES } from "@/components/layout/login-prompt";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { bffRequest, isBffRequestError, GENERIC_FAILURE } from "@/lib/account-client/fetcher";
import type { OtpChannel } from "@/lib/account-client/types";
import { HonorificRadioGroup } from "@/components/forms/honorific-radio-group";
import { ContactFields } from "./contact-fields";
import { FormAlert } from "@/components/forms/form-alert";
import { useZodForm } from "@/components/forms/use-zod-form";
import { signUpSchema } from "@/lib/validation/account";
import { USER_EXISTS_TEXT, type SignUpValues } from "./account-validation";
import type { OtpRequest } from "./otp-dialog";
import { useProofOfWork } from "./proof-of-work";

/** How long 'UserName already exist' stays before the OTP is requested (3.5 s). */
export const USER_EXISTS_MS = 3500;

/** The order a submit's messages are focused in (the name first, as the dialog opens on it). */
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
 * The sign-up form: name, honorific (Mr,
 * Mrs, Others), email and mobile number, each message under its field. POST /api/account/register; when the
 * account exists (409) 'UserName already exist' shows for 3.5 s, then an OTP is requested for the email.
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
  const { values, errors, edit, refOf, showServerErrors, submitWith } = useZodForm(signUpSchema, {
    defaultValues: {
      name: "",
      honorific: "Mr",
      email: prefill?.channel === "email" ? prefill.identifier : "",
      phone: prefill?.channel === "phone" ? prefill.identifier : "",
    } as SignUpValues,
  });
  // Registered in FIELD_ORDER, so a submit focuses the first invalid field in that order.
  const refs = Object.fromEntries(FIELD_ORDER.map((f) => [f, refOf(f)])) as Record<
    keyof SignUpValues,
    ReturnType<typeof refOf>
  >;
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const { challenge, withProofOfWork } = useProofOfWork();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** 409: the account exists. Ask for an OTP for the email (or the phone when the email is unknown). */
  async function requestOtpInstead(email: string, phone: string) {
    const attempts: { channel: OtpChannel; identifier: string }[] = [{ channel: "email", identifier: email }];
    if (phone) attempts.push({ channel: "phone", identifier: phone });
    for (const attempt of attempts) {
      try {
        const answer = await withProofOfWork((altcha) =>
          bffRequest<{ resendAfterSeconds?: number }>("/api/account/otp", {
            method: "POST",
            json: { ...attempt, countryId, ...(altcha ? { altcha } : {}) },
          }),
        );
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

  async function register(data: SignUpValues) {
    setAlert(undefined);
    setPending(true);
    try {
      await withProofOfWork((altcha) =>
        bffRequest("/api/account/register", {
          method: "POST",
          json: { ...data, ...(altcha ? { altcha } : {}) },
        }),
      );
      onRegistered(data.email);
    } catch (err) {
      if (isBffRequestError(err) && err.code === "user_exists") {
        setAlert(USER_EXISTS_TEXT);
        timer.current = setTimeout(() => {
          setAlert(undefined);
          void requestOtpInstead(data.email, data.phone);
        }, USER_EXISTS_MS);
        return;
      }
      setPending(false);
      if (!isBffRequestError(err) || !showServerErrors(err.fieldErrors, FIELD_ORDER))
        setAlert(isBffRequestError(err) ? err.message : GENERIC_FAILURE);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (!pending) setAlert(undefined);
        submitWith(register, pending)(event);
      }}
      className="space-y-4"
    >
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
        onChange={(h) => edit("honorific", h)}
        errorId="signup-honorific"
        error={errors.honorific}
        inputRef={refs.honorific}
      />
      <ContactFields
        idPrefix="signup"
        nameLabel="Name"
        phoneLabel="Mobile number"
        phoneInputName="phone"
        values={values}
        errors={errors}
        onValue={edit}
        nameRef={nameRef}
        refOf={(key) => refs[key]}
      />
      {challenge}
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
