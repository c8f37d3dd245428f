"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cx } from "@/lib/cx";
import { bffRequest, isBffRequestError, GENERIC_FAILURE } from "@/lib/account-client/fetcher";
import type { OtpChannel } from "@/lib/account-client/types";
import { FormAlert } from "@/components/forms/form-alert";
import { Field, errorProps } from "@/components/forms/field";
import { inputClass } from "@/components/forms/text-field";
import { joinRefs } from "@/components/forms/join-refs";
import { useZodForm } from "@/components/forms/use-zod-form";
import { loginEmailSchema, loginPhoneSchema } from "@/lib/validation/account";
import { PHONE_LOGIN_INDIA_ONLY } from "./account-validation";
import { PhoneInput } from "@/components/forms/phone-input";
import type { OtpRequest } from "./otp-dialog";
import { useProofOfWork } from "./proof-of-work";

const TABS: { channel: OtpChannel; label: string }[] = [
  { channel: "email", label: "Email" },
  { channel: "phone", label: "Phone number" },
];

type LoginValues = Record<OtpChannel, string>;

/** Each tab's check: its field alone (the other tab's field is not sent). */
const RESOLVERS = {
  email: zodResolver(loginEmailSchema),
  phone: zodResolver(loginPhoneSchema),
} as unknown as Record<OtpChannel, Resolver<LoginValues>>;

export interface LoginDialogProps {
  open: boolean;
  /** 'Please Login' or 'Welcome Back' */
  title: string;
  /** phone login is for shoppers in India only */
  phoneAllowed: boolean;
  countryId: number;
  /** identifier to start from (coming back from the OTP dialog's Change link) */
  initial?: { channel: OtpChannel; identifier: string };
  onClose: () => void;
  onOtpSent: (request: OtpRequest) => void;
  /** 404 no_account: open sign-up with the identifier prefilled */
  onNoAccount: (channel: OtpChannel, identifier: string) => void;
  onSignUp: () => void;
  /** Google / Facebook / Apple buttons */
  social?: ReactNode;
}

/**
 * The login dialog: Email tab (default) and Phone number tab,
 * the phone tab only in India (elsewhere the alert 'Mobile login only available in India'). Requests an OTP
 * with POST /api/account/otp; the submit button shows a spinner and is disabled while the request is in flight.
 * The login messages show under the field. When the shopper's network has asked for many codes, a security check
 * (a proof of work the device solves by itself) shows above the button and the request goes again once it is done.
 */
export function LoginDialog(props: LoginDialogProps) {
  const { open, title, onClose } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={title} initialFocusRef={inputRef}>
      {open && <LoginForm {...props} inputRef={inputRef} />}
    </Dialog>
  );
}

function LoginForm({
  phoneAllowed,
  countryId,
  initial,
  onOtpSent,
  onNoAccount,
  onSignUp,
  social,
  inputRef,
}: LoginDialogProps & { inputRef: RefObject<HTMLInputElement | null> }) {
  const [channel, setChannel] = useState<OtpChannel>(
    initial?.channel === "phone" && phoneAllowed ? "phone" : "email",
  );
  // Only the open tab's field is checked: its schema is chosen when the form is sent.
  const channelRef = useRef(channel);
  const { form, values, errors, edit, refOf, showServerErrors, submitWith } = useZodForm(loginEmailSchema, {
    defaultValues: {
      email: initial?.channel === "email" ? initial.identifier : "",
      phone: initial?.channel === "phone" ? initial.identifier : "",
    } as LoginValues,
    resolver: (...args) => RESOLVERS[channelRef.current](...args),
  });
  const error = errors[channel];
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const { challenge, withProofOfWork } = useProofOfWork();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const inputId = `login-${channel}`;

  function choose(next: OtpChannel) {
    if (next === "phone" && !phoneAllowed) {
      setAlert(PHONE_LOGIN_INDIA_ONLY);
      return;
    }
    setAlert(undefined);
    form.clearErrors();
    channelRef.current = next;
    setChannel(next);
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const nextIndex = (index + (event.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length;
    const tab = TABS[nextIndex];
    if (!tab) return;
    choose(tab.channel);
    tabRefs.current[nextIndex]?.focus();
  }

  async function requestOtp(data: Partial<LoginValues>) {
    const identifier = data[channel] ?? "";
    setPending(true);
    try {
      const answer = await withProofOfWork((altcha) =>
        bffRequest<{ sent: boolean; resendAfterSeconds?: number }>("/api/account/otp", {
          method: "POST",
          json: { channel, identifier, countryId, ...(altcha ? { altcha } : {}) },
        }),
      );
      onOtpSent({ channel, identifier, resendAfterSeconds: answer.resendAfterSeconds ?? 60, countryId });
    } catch (err) {
      setPending(false);
      if (!isBffRequestError(err)) return setAlert(GENERIC_FAILURE);
      if (err.code === "no_account") return onNoAccount(channel, identifier);
      const fieldMessage = err.fieldErrors.identifier ?? err.fieldErrors[channel];
      if (fieldMessage) showServerErrors({ [channel]: fieldMessage }, [channel]);
      else setAlert(err.code === "phone_not_allowed" ? PHONE_LOGIN_INDIA_ONLY : err.message);
    }
  }

  return (
    <div className="space-y-5">
      <div role="tablist" aria-label="Log in with" className="grid grid-cols-2 rounded-md bg-ivory p-1">
        {TABS.map((tab, i) => {
          const selected = tab.channel === channel;
          return (
            <button
              key={tab.channel}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`login-tab-${tab.channel}`}
              aria-selected={selected}
              aria-controls="login-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.channel)}
              onKeyDown={(e) => onTabKey(e, i)}
              className={cx(
                "h-9 rounded text-sm font-medium transition-colors",
                selected ? "bg-white text-brand-800 shadow-sm" : "text-muted hover:text-ink",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {/* The tab panel wraps the form: role=tabpanel is not allowed on <form> (aria-allowed-role). */}
      <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${channel}`}>
        <form
          noValidate
          onSubmit={(event) => {
            if (!pending) setAlert(undefined);
            submitWith(requestOtp, pending)(event);
          }}
          className="space-y-4"
        >
          {alert && <FormAlert>{alert}</FormAlert>}
          {channel === "email" ? (
            <Field id={inputId} label="Email" error={error}>
              <input
                ref={joinRefs(inputRef, refOf("email"))}
                id={inputId}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={values.email}
                onChange={(e) => edit("email", e.target.value)}
                className={inputClass}
                {...errorProps(inputId, error)}
              />
            </Field>
          ) : (
            <Field id={inputId} label="Mobile number" error={error}>
              <PhoneInput
                inputRef={joinRefs(inputRef, refOf("phone"))}
                id={inputId}
                name="phone"
                placeholder="10-digit mobile number"
                value={values.phone}
                onChange={(digits) => edit("phone", digits)}
                error={error}
              />
            </Field>
          )}
          {challenge}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending && <Spinner size="sm" label="Sending OTP" tone="inverse" />}
            Request OTP
          </Button>
        </form>
      </div>
      {social}
      <p className="text-center text-sm text-muted">
        New to SWA Diamonds?{" "}
        <button
          type="button"
          onClick={onSignUp}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          Sign up
        </button>
      </p>
    </div>
  );
}
