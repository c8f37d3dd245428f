"use client";

import { useState } from "react";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { bffRequest, isBffRequestError, GENERIC_FAILURE } from "@/lib/account-client/fetcher";
import { useSession } from "@/lib/account-client/session";
import type { SessionDto } from "@/lib/account-client/types";
import { FormAlert } from "@/components/forms/form-alert";
import { OtpDialog, type OtpRequest } from "./otp-dialog";
import { useProofOfWork } from "./proof-of-work";

export interface VerifyPhoneProps {
  /** the saved 10-digit mobile number (India, +91) */
  phone: string;
}

/**
 * 'Verify mobile number' on the profile: only verified contacts sign in, and sign-up proves the
 * e-mail only, so a new shopper's number needs one code before the Phone number tab of the login dialog works.
 * Sends the code with the signed-in session (POST /api/account/otp, phone), verifies it in the usual OTP dialog
 * (POST /api/account/verify, which proves the number for this account and renews the session), then says so.
 */
export function VerifyPhone({ phone }: VerifyPhoneProps) {
  const { setSession } = useSession();
  const [request, setRequest] = useState<OtpRequest | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [verified, setVerified] = useState(false);
  const { challenge, withProofOfWork } = useProofOfWork();

  async function sendCode() {
    if (sending) return;
    setSending(true);
    setError(undefined);
    try {
      const answer = await withProofOfWork((altcha) =>
        bffRequest<{ resendAfterSeconds?: number }>("/api/account/otp", {
          method: "POST",
          json: { channel: "phone", identifier: phone, ...(altcha ? { altcha } : {}) },
        }),
      );
      setRequest({
        channel: "phone",
        identifier: phone,
        resendAfterSeconds: answer.resendAfterSeconds ?? 60,
      });
    } catch (err) {
      setError(isBffRequestError(err) ? err.message : GENERIC_FAILURE);
    } finally {
      setSending(false);
    }
  }

  function onVerified(session: SessionDto) {
    void setSession(session);
    setRequest(null);
    setVerified(true);
  }

  if (verified) {
    return (
      <p role="status" className="mt-6 flex items-center gap-2 text-sm text-success">
        <ShieldCheck aria-hidden="true" className="size-5" />
        Mobile number verified. You can now log in with it.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="verify-phone-title"
      className="mt-6 rounded-card border border-line bg-ivory p-4"
    >
      <h2 id="verify-phone-title" className="flex items-center gap-2 font-semibold text-ink">
        <ShieldAlert aria-hidden="true" className="size-5 text-brand-700" />
        Mobile number not verified
      </h2>
      <p className="mt-1 text-sm text-muted">
        Verify +91 {phone} with a one-time code to log in with your mobile number.
      </p>
      {error && <FormAlert className="mt-3">{error}</FormAlert>}
      {challenge && <div className="mt-3">{challenge}</div>}
      <Button
        type="button"
        className="mt-3"
        onClick={sendCode}
        disabled={sending}
        aria-busy={sending || undefined}
      >
        {sending && <Spinner size="sm" label="Sending code" tone="inverse" />}
        Verify mobile number
      </Button>
      {request && (
        <OtpDialog open request={request} onClose={() => setRequest(null)} onVerified={onVerified} />
      )}
    </section>
  );
}
