"use client";

import { useCallback, useState, type ReactNode } from "react";
import type { OtpRequest } from "@/components/account/otp-dialog";
import { useProofOfWork } from "@/components/account/proof-of-work";
import { bffRequest, isBffRequestError, GENERIC_FAILURE } from "@/lib/account-client/fetcher";
import { registerBodyOf, type CheckoutFormData, type CheckoutFormErrors } from "@/lib/checkout/form";
import { SOMETHING_WENT_WRONG } from "@/lib/checkout/messages";
import { OTP_RESEND_SECONDS } from "@/lib/validation/account";

/** Register fields as the checkout form names them. */
const REGISTER_FIELDS: Record<string, keyof CheckoutFormErrors> = {
  name: "fullName",
  email: "sEmail",
  phone: "mobile",
  honorific: "honorific_name",
};

/** Shown when the email has no account but the mobile number belongs to another one (ours). */
export const PHONE_BELONGS_TO_OTHER =
  "This mobile number is registered with another email address. Please use that email, or another number.";

const OTP_KEY = "swa:checkout:otp";

interface SavedOtp {
  identifier: string;
  /** epoch ms when Resend may be offered */
  resendAt: number;
}

/** The OTP dialog a reload should bring back (the code was sent less than 5 minutes ago). */
export function savedOtpRequest(email: string | undefined): OtpRequest | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(OTP_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as SavedOtp;
    if (!email || saved.identifier !== email) return null;
    if (Date.now() - saved.resendAt > 4 * 60_000) return null;
    const left = Math.max(0, Math.ceil((saved.resendAt - Date.now()) / 1000));
    return { channel: "email", identifier: saved.identifier, resendAfterSeconds: left };
  } catch {
    return null;
  }
}

function rememberOtp(identifier: string, seconds: number): void {
  try {
    const saved: SavedOtp = { identifier, resendAt: Date.now() + seconds * 1000 };
    globalThis.sessionStorage?.setItem(OTP_KEY, JSON.stringify(saved));
  } catch {
    // The dialog just does not come back after a reload.
  }
}

/** Forget the OTP step (verified, or the shopper logged in another way). */
export function forgetOtp(): void {
  try {
    globalThis.sessionStorage?.removeItem(OTP_KEY);
  } catch {
    // nothing to clear
  }
}

export interface GuestCheckout {
  /** the security check while the BFF asks for a proof of work (a busy shared network), else null */
  challenge: ReactNode;
  /** register (a 409 user-exists falls through), then send the OTP to the email */
  start: (data: CheckoutFormData) => Promise<void>;
  pending: boolean;
  alert: string | undefined;
  fieldErrors: CheckoutFormErrors | undefined;
  /** the OTP dialog to show, with a key per request */
  otp: { request: OtpRequest; key: number } | null;
  openOtp: (request: OtpRequest) => void;
  closeOtp: () => void;
}

/**
 * A guest's checkout (register if no token, a user-exists error falls through
 * to sending an OTP; OTP modal with a 60-second countdown; 'Something went wrong' when register fails
 * otherwise). POST /api/account/register sends the OTP itself; for an existing account POST /api/account/otp does.
 */
export function useGuestCheckout(): GuestCheckout {
  const [pending, setPending] = useState(false);
  const { challenge, withProofOfWork } = useProofOfWork();
  const [alert, setAlert] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<CheckoutFormErrors | undefined>();
  const [otp, setOtp] = useState<{ request: OtpRequest; key: number } | null>(null);

  const openOtp = useCallback((request: OtpRequest) => {
    setOtp((current) => ({ request, key: (current?.key ?? 0) + 1 }));
  }, []);
  const closeOtp = useCallback(() => setOtp(null), []);

  const start = useCallback(
    async (data: CheckoutFormData) => {
      setPending(true);
      setAlert(undefined);
      setFieldErrors(undefined);
      const email = data.sEmail;
      let resendAfter = OTP_RESEND_SECONDS;
      let sent = false;
      try {
        const answer = await withProofOfWork((altcha) =>
          bffRequest<{ registered: boolean }>("/api/account/register", {
            method: "POST",
            json: { ...registerBodyOf(data), ...(altcha ? { altcha } : {}) },
          }),
        );
        sent = answer.registered;
      } catch (err) {
        if (!(isBffRequestError(err) && err.status === 409)) {
          setPending(false);
          // Too many tries is not a failed registration: say what it is ('Too many attempts...').
          setAlert(isBffRequestError(err) && err.status === 429 ? err.message : SOMETHING_WENT_WRONG);
          if (isBffRequestError(err)) {
            const mapped: CheckoutFormErrors = {};
            for (const [field, message] of Object.entries(err.fieldErrors)) {
              const to = REGISTER_FIELDS[field];
              if (to) mapped[to] = message;
            }
            if (Object.keys(mapped).length > 0) setFieldErrors(mapped);
          }
          return;
        }
      }
      if (!sent) {
        try {
          const answer = await withProofOfWork((altcha) =>
            bffRequest<{ sent: boolean; resendAfterSeconds?: number }>("/api/account/otp", {
              method: "POST",
              json: { channel: "email", identifier: email, ...(altcha ? { altcha } : {}) },
            }),
          );
          resendAfter = answer.resendAfterSeconds ?? OTP_RESEND_SECONDS;
        } catch (err) {
          // A code sent a moment ago is still good: open the dialog for it.
          if (!(isBffRequestError(err) && err.code === "resend_too_soon")) {
            setPending(false);
            if (isBffRequestError(err) && err.code === "no_account") setAlert(PHONE_BELONGS_TO_OTHER);
            else setAlert(isBffRequestError(err) ? err.message : GENERIC_FAILURE);
            return;
          }
        }
      }
      rememberOtp(email, resendAfter);
      setPending(false);
      openOtp({ channel: "email", identifier: email, resendAfterSeconds: resendAfter });
    },
    [openOtp, withProofOfWork],
  );

  return { challenge, start, pending, alert, fieldErrors, otp, openOtp, closeOtp };
}
