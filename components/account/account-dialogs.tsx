"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import {
  LOGIN_PROMPT_TITLES,
  useLoginPrompt,
  useLoginPromptState,
  type LoginPromptReason,
} from "@/components/layout/login-prompt";
import { LOGIN_QUERY, NEXT_QUERY, safeReturnPath } from "@/lib/validation/return-path";
import { useSession } from "@/lib/account-client/session";
import type { OtpChannel, SessionDto } from "@/lib/account-client/types";
import { LoadingFlowDialog, useFlowDialogs } from "./flow-loader";
import type { OtpRequest } from "./otp-dialog";
import { StatusModal } from "./status-modal";

/** Timers: login dialog close 500 ms after the OTP; success modals 3 s. */
export const PARENT_CLOSE_MS = 500;
export const SUCCESS_MODAL_MS = 3000;

type Step =
  | { name: "login"; initial?: { channel: OtpChannel; identifier: string } }
  | { name: "signup"; prefill?: { channel: OtpChannel; identifier: string } }
  | { name: "otp"; request: OtpRequest; key: number }
  /** between dialogs: nothing on screen but the flow is still open (the 'Registered' modal, the 500 ms close) */
  | { name: "none" };

/** Where the flow starts when the prompt opens: sign-up for the Sign up link, else the login form. */
function firstStep(open: boolean, reason: LoginPromptReason): Step {
  if (!open) return { name: "none" };
  return reason === "sign-up" ? { name: "signup" } : { name: "login" };
}

export interface AccountDialogsProps {
  /** the shopper's shop country (server cookie): phone login only in India */
  countryId: number;
  phoneLoginAllowed: boolean;
}

/**
 * The site's login / sign-up / OTP flow, opened through useLoginPrompt().openLoginPrompt(reason) and mounted once in the root layout.
 * - login dialog -> OTP sent -> login closes, OTP dialog opens (60 s, then Resend);
 * - no account (404) -> sign-up form with the identifier prefilled;
 * - sign-up -> 'Registered' for 3 s (form closed, identifier cleared) -> OTP dialog for the email;
 * - verified -> OTP dialog closes, the flow closes 500 ms later, 'Logged In' shows for 3 s;
 * - `?login=please&next=/path` in the URL (server route protection) opens it and goes to `next` after login.
 */
export function AccountDialogs({ countryId, phoneLoginAllowed }: AccountDialogsProps) {
  const { open, reason } = useLoginPromptState();
  const { openLoginPrompt, closeLoginPrompt } = useLoginPrompt();
  const { setSession, refresh, loggedIn: signedIn } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // Starts from the prompt's state: the header may open the prompt before this (Suspense) part has hydrated.
  const [step, setStep] = useState<Step>(() => firstStep(open, reason));
  const [status, setStatus] = useState<string | null>(null);
  const nextRef = useRef<string | null>(null);
  const otpKey = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const { dialogs, loadFailed, clearFailure } = useFlowDialogs(open);

  // The flow starts over each time the prompt opens or changes reason.
  const [openedFor, setOpenedFor] = useState<{ open: boolean; reason: typeof reason }>({ open, reason });
  if (openedFor.open !== open || openedFor.reason !== reason) {
    setOpenedFor({ open, reason });
    setStep(firstStep(open, reason));
  }

  // Route protection sends guests to `?login=please&next=/path`: open the prompt, remember where to go.
  // A shopper who is already signed in (a stale link, another tab) goes straight on.
  useEffect(() => {
    if (!searchParams.has(LOGIN_QUERY)) return;
    const next = safeReturnPath(searchParams.get(NEXT_QUERY));
    const url = new URL(window.location.href);
    url.searchParams.delete(LOGIN_QUERY);
    url.searchParams.delete(NEXT_QUERY);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    if (signedIn) {
      if (next) router.replace(next);
      return;
    }
    nextRef.current = next;
    openLoginPrompt(searchParams.get(LOGIN_QUERY) === "welcome" ? "welcome-back" : "please-login");
    // Only a new URL should run this again, not a login in the meantime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams, pathname, openLoginPrompt]);

  const close = useCallback(() => {
    nextRef.current = null;
    closeLoginPrompt();
  }, [closeLoginPrompt]);

  /** What follows the success modal (the OTP dialog after 'Registered'): when it times out or is closed early. */
  const afterStatus = useRef<(() => void) | null>(null);
  const endStatus = useCallback(() => {
    setStatus(null);
    const then = afterStatus.current;
    afterStatus.current = null;
    then?.();
  }, []);
  const showStatus = useCallback(
    (message: string, then?: () => void) => {
      setStatus(message);
      const mine = then ?? null;
      afterStatus.current = mine;
      later(() => {
        setStatus((current) => (current === message ? null : current));
        if (mine && afterStatus.current === mine) endStatus();
      }, SUCCESS_MODAL_MS);
    },
    [endStatus, later],
  );

  const openOtp = useCallback((request: OtpRequest) => {
    otpKey.current += 1;
    setStep({ name: "otp", request, key: otpKey.current });
  }, []);

  /** A session arrived (OTP verified or social pop-up): close the flow, greet, go where the shopper was headed. */
  const loggedIn = useCallback(
    (session: SessionDto) => {
      void setSession(session);
      setStep({ name: "none" });
      showStatus("Logged In");
      const next = nextRef.current;
      nextRef.current = null;
      later(() => {
        closeLoginPrompt();
        if (next) router.push(next);
        else router.refresh();
      }, PARENT_CLOSE_MS);
    },
    [closeLoginPrompt, later, router, setSession, showStatus],
  );

  const onSocialComplete = useCallback(async () => {
    const session = await refresh();
    if (session?.loggedIn) loggedIn(session);
  }, [loggedIn, refresh]);

  const title = LOGIN_PROMPT_TITLES[reason === "sign-up" ? "welcome-back" : reason];

  if (!dialogs) {
    return (
      <>
        <LoadingFlowDialog
          open={open}
          failed={loadFailed}
          title={reason === "sign-up" ? LOGIN_PROMPT_TITLES["sign-up"] : title}
          onClose={() => {
            clearFailure();
            close();
          }}
        />
        <StatusModal message={status} onClose={endStatus} />
      </>
    );
  }
  const { LoginDialog, OtpDialog, SignUpDialog, SocialButtons } = dialogs;
  return (
    <>
      <LoginDialog
        open={open && step.name === "login"}
        title={title}
        phoneAllowed={phoneLoginAllowed}
        countryId={countryId}
        initial={step.name === "login" ? step.initial : undefined}
        onClose={close}
        onOtpSent={openOtp}
        onNoAccount={(channel, identifier) => setStep({ name: "signup", prefill: { channel, identifier } })}
        onSignUp={() => setStep({ name: "signup" })}
        social={<SocialButtons onComplete={() => void onSocialComplete()} />}
      />
      <SignUpDialog
        open={open && step.name === "signup"}
        prefill={step.name === "signup" ? step.prefill : undefined}
        countryId={countryId}
        onClose={close}
        onLogin={() => setStep({ name: "login" })}
        onOtpSent={openOtp}
        onRegistered={(email) => {
          // Form closed and identifier cleared; 'Registered' for 3 s, then the code sent to the email.
          setStep({ name: "none" });
          showStatus("Registered", () =>
            openOtp({ channel: "email", identifier: email, resendAfterSeconds: 60, countryId }),
          );
        }}
      />
      {step.name === "otp" && (
        <OtpDialog
          key={step.key}
          open={open}
          request={step.request}
          onClose={close}
          onVerified={loggedIn}
          onChangeIdentifier={() =>
            setStep({
              name: "login",
              initial: { channel: step.request.channel, identifier: step.request.identifier },
            })
          }
        />
      )}
      <StatusModal message={status} onClose={endStatus} />
    </>
  );
}
