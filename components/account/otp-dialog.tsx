"use client";

import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast";
import { bffRequest, isBffRequestError, GENERIC_FAILURE } from "@/lib/account-client/fetcher";
import type { OtpChannel, SessionDto } from "@/lib/account-client/types";
import { FormAlert } from "@/components/forms/form-alert";
import { Field, errorProps } from "@/components/forms/field";
import { inputClass } from "@/components/forms/text-field";
import { formatCountdown, useCountdown } from "./use-countdown";
import { joinRefs } from "@/components/forms/join-refs";
import { useZodForm } from "@/components/forms/use-zod-form";
import { otpSchema } from "@/lib/validation/account";
import { OTP_LENGTH } from "./account-validation";
import { useProofOfWork } from "./proof-of-work";

/** One OTP request the dialog is about: where the code went and when Resend may be offered. */
export interface OtpRequest {
  channel: OtpChannel;
  identifier: string;
  /** seconds until Resend (60) */
  resendAfterSeconds: number;
  /** shop country id sent with a resend (phone codes are India-only) */
  countryId?: number;
}

export interface OtpDialogProps {
  open: boolean;
  request: OtpRequest;
  onClose: () => void;
  /** the BFF's answer to a verified code: a fresh session */
  onVerified: (session: SessionDto) => void;
  /** back to the login form to correct the email or number */
  onChangeIdentifier?: () => void;
}

const INVALID_OTP = "Invalid otp";

/** The clock time `seconds` from now, in ms (when Resend is offered again). */
function secondsFromNow(seconds: number): number {
  return Date.now() + seconds * 1000;
}

/** The OTP entry as a form: the code alone ('Please enter OTP' when empty, 6 digits). */
const otpFormSchema = z.object({ otp: otpSchema });

/**
 * OTP entry (a 60-second countdown, then Resend; 6
 * digits, empty gives 'Please enter OTP'; a wrong code gives 'Invalid otp'). Verifies with POST /api/account/verify
 * and hands the new session to the caller; Resend calls POST /api/account/otp again and restarts the count.
 * Mount it with a key per request so each one starts fresh.
 */
export function OtpDialog({ open, request, onClose, onVerified, onChangeIdentifier }: OtpDialogProps) {
  const { form, values, errors, edit, refOf, showServerErrors, submitWith } = useZodForm(otpFormSchema, {
    defaultValues: { otp: "" },
  });
  const error = errors.otp;
  /** A refusal as the field's message, the field focused (showServerErrors) or not. */
  const showError = (message: string, focus = true) =>
    focus ? showServerErrors({ otp: message }, ["otp"]) : form.setError("otp", { type: "server", message });
  const [notice, setNotice] = useState<string | undefined>();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const { challenge, withProofOfWork } = useProofOfWork();
  const [deadline, setDeadline] = useState(() => Date.now() + request.resendAfterSeconds * 1000);
  const secondsLeft = useCountdown(open ? deadline : null);
  const inputRef = useRef<HTMLInputElement>(null);
  const where = request.channel === "email" ? "email address" : "mobile number";
  const { announce } = useToast();

  // 'OTP sent' for screen readers: opening the dialog moves focus to the field, which reads
  // its label but not the sentence above it.
  useEffect(() => {
    if (open) announce(`OTP sent to your ${where} ${request.identifier}.`);
  }, [open, announce, where, request.identifier]);

  async function verify({ otp }: { otp: string }) {
    setVerifying(true);
    try {
      const session = await bffRequest<SessionDto>("/api/account/verify", {
        method: "POST",
        json: { channel: request.channel, identifier: request.identifier, otp },
      });
      onVerified(session);
    } catch (err) {
      setVerifying(false);
      if (isBffRequestError(err)) {
        showError(err.code === "invalid_otp" ? INVALID_OTP : (err.fieldErrors.otp ?? err.message));
      } else showError(GENERIC_FAILURE);
    }
  }

  async function resend() {
    if (resending || secondsLeft > 0) return;
    setResending(true);
    form.clearErrors();
    setNotice(undefined);
    try {
      const answer = await withProofOfWork((altcha) =>
        bffRequest<{ sent: boolean; resendAfterSeconds?: number }>("/api/account/otp", {
          method: "POST",
          json: {
            channel: request.channel,
            identifier: request.identifier,
            ...(request.countryId !== undefined ? { countryId: request.countryId } : {}),
            ...(altcha ? { altcha } : {}),
          },
        }),
      );
      setDeadline(secondsFromNow(answer.resendAfterSeconds ?? request.resendAfterSeconds));
      form.reset({ otp: "" });
      setNotice(`A new code is on its way to your ${where}.`);
      inputRef.current?.focus();
    } catch (err) {
      showError(isBffRequestError(err) ? err.message : GENERIC_FAILURE, false);
    } finally {
      setResending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Enter OTP" initialFocusRef={inputRef}>
      <form
        noValidate
        onSubmit={(event) => {
          if (!verifying) setNotice(undefined);
          submitWith(verify, verifying)(event);
        }}
        className="space-y-4"
      >
        <p className="-mt-2 text-sm text-muted">
          We sent a {OTP_LENGTH}-digit code to your {where}{" "}
          <strong className="break-all font-semibold text-ink">{request.identifier}</strong>.
          {onChangeIdentifier && (
            <>
              {" "}
              <button
                type="button"
                onClick={onChangeIdentifier}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                Change
              </button>
            </>
          )}
        </p>
        <Field id="otp-code" label="OTP" error={error}>
          <input
            ref={joinRefs(inputRef, refOf("otp"))}
            id="otp-code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={values.otp}
            onChange={(e) => edit("otp", e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
            className={`${inputClass} text-center text-lg font-semibold tracking-[0.5em]`}
            {...errorProps("otp-code", error)}
          />
        </Field>
        {notice && <FormAlert tone="info">{notice}</FormAlert>}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={verifying}
          aria-busy={verifying || undefined}
        >
          {verifying && <Spinner size="sm" label="Verifying" tone="inverse" />}
          Verify
        </Button>
        <p className="text-center text-sm text-muted" aria-live="polite">
          {secondsLeft > 0 ? (
            <>
              Resend OTP in{" "}
              <span className="font-semibold tabular-nums text-ink">{formatCountdown(secondsLeft)}</span>
            </>
          ) : (
            <button
              type="button"
              onClick={() => void resend()}
              disabled={resending}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-2 disabled:opacity-60"
            >
              {resending && <Spinner size="sm" label="Sending" />}
              Resend OTP
            </button>
          )}
        </p>
        {challenge}
      </form>
    </Dialog>
  );
}
