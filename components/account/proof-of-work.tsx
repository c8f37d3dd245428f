"use client";

import type {} from "altcha/types/react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { isBffRequestError } from "@/lib/account-client/fetcher";

/** The BFF's answer when an address has asked for many codes: show a solved challenge (403). */
export const CHALLENGE_REQUIRED = "challenge_required";
/** Where the widget fetches its challenge (app/api/account/challenge/route.ts). */
const CHALLENGE_PATH = "/api/account/challenge";
/** Challenges one request may go through (a second when the first expired or was refused). */
const MAX_CHALLENGES = 2;
/** The widget's settings: solve as soon as it shows, no link out of the dialog. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true });

/**
 * The security check inside a form: ALTCHA's widget, which fetches a challenge from the BFF and solves it by itself
 * in a web worker (a fraction of a second), then hands the answer over. For keyboard and screen reader users it is
 * a labelled group with the widget's own labelled checkbox, and its state ("Verifying...", "Verified") is read out.
 */
function SecurityCheck({ onSolved }: { onSolved: (payload: string) => void }) {
  const [ready, setReady] = useState(false);
  const titleId = useId();

  useEffect(() => {
    let live = true;
    void import("./altcha-loader").then(({ loadAltcha }) => loadAltcha()).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  // A callback ref: the listener is on the element before the widget can finish (it dispatches after mounting).
  const widgetRef = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const solved = (event: Event) => {
        const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
        if (payload) onSolved(payload);
      };
      element.addEventListener("verified", solved);
      return () => element.removeEventListener("verified", solved);
    },
    [onSolved],
  );

  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="space-y-2 rounded-md border border-line bg-ivory p-3"
    >
      <p id={titleId} className="text-sm text-ink">
        Security check: many sign-ins come from your network, so your device confirms this request with a
        short automatic check.
      </p>
      <div aria-live="polite">
        {ready ? (
          <altcha-widget
            ref={widgetRef}
            challenge={CHALLENGE_PATH}
            auto="onload"
            configuration={WIDGET_CONFIGURATION}
          />
        ) : (
          <Spinner size="sm" label="Loading the security check" />
        )}
      </div>
    </div>
  );
}

export interface ProofOfWork {
  /** the security check while the BFF asks for one, else null: render it above the form's button */
  challenge: ReactNode;
  /**
   * Runs `send` (a BFF call that sends a sign-in code). When the BFF answers 403 'challenge_required', shows the
   * security check, waits until it is solved and sends again with the answer (`altcha` in the JSON body).
   * @throws what `send` throws otherwise (a BffRequestError), or the refusal after MAX_CHALLENGES checks
   */
  withProofOfWork: <T>(send: (altcha?: string) => Promise<T>) => Promise<T>;
}

/**
 * A proof of work for the forms that send sign-in codes (login, OTP resend, sign-up, checkout): many shoppers on
 * one mobile network share an address, and past a threshold the BFF wants each code request to carry one
 * (docs/domain/accounts.md) rather than refuse it.
 */
export function useProofOfWork(): ProofOfWork {
  // The shown check's key: each challenge gets a fresh widget; 0 shows none.
  const [shown, setShown] = useState(0);
  const waiting = useRef<((payload: string) => void) | null>(null);

  const onSolved = useCallback((payload: string) => {
    const resolve = waiting.current;
    waiting.current = null;
    resolve?.(payload);
  }, []);

  const withProofOfWork = useCallback(async <T,>(send: (altcha?: string) => Promise<T>): Promise<T> => {
    let proof: string | undefined;
    try {
      for (let challenges = 0; ; challenges += 1) {
        try {
          return await send(proof);
        } catch (err) {
          if (!isBffRequestError(err) || err.code !== CHALLENGE_REQUIRED || challenges >= MAX_CHALLENGES)
            throw err;
          proof = await new Promise<string>((resolve) => {
            waiting.current = resolve;
            setShown((n) => n + 1);
          });
        }
      }
    } finally {
      waiting.current = null;
      setShown(0);
    }
  }, []);

  return {
    challenge: shown ? <SecurityCheck key={shown} onSolved={onSolved} /> : null,
    withProofOfWork,
  };
}
