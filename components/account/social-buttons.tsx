"use client";

import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { bffGet } from "@/lib/account-client/fetcher";
import {
  parseSocialProviders,
  readSocialMessage,
  socialFailureText,
  socialSignInUrl,
  type SocialProvider,
} from "@/lib/account-client/social";
import { FormAlert } from "@/components/forms/form-alert";

const LABELS: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook" };

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.7 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 19.5v-6.1h2.1l.3-2.4h-2.4V9.5c0-.7.2-1.2 1.2-1.2h1.3V6.2a17 17 0 0 0-1.9-.1c-1.9 0-3.2 1.2-3.2 3.3V11H8.7v2.4h2.1v6.1z"
      />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.5 2.1-3.6a4.5 4.5 0 0 0-3.5-1.9c-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8A4.7 4.7 0 0 0 4.2 9.6c-1.7 2.9-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.5-4zM14.1 5.6c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

const BUTTON =
  "flex h-11 w-full items-center justify-center gap-2 rounded-md border border-line bg-white text-sm font-medium text-ink hover:bg-ivory";

export interface SocialButtonsProps {
  /** the pop-up reported a finished sign-in (same origin); the caller refreshes the session */
  onComplete: () => void;
}

/**
 * 'Or continue with' Google / Facebook / Apple (pop-up sign-in from an auth provider;
 * the Apple button has no behaviour). Google and Facebook show only when GET /api/social/providers lists them.
 * A button opens `/api/auth/signin/<provider>?callbackUrl=/account/social-complete` in a pop-up; the
 * completion page posts a message to this window, accepted from this origin only.
 */
export function SocialButtons({ onComplete }: SocialButtonsProps) {
  const { data } = useSWR("/api/social/providers", bffGet, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const providers = parseSocialProviders(data);
  const [alert, setAlert] = useState<string | undefined>();
  const popupRef = useRef<Window | null>(null);
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      const result = readSocialMessage(event.data);
      if (!result) return;
      popupRef.current = null;
      if (result.ok) onCompleteRef.current();
      else setAlert(socialFailureText(result.error));
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  function open(provider: SocialProvider) {
    setAlert(undefined);
    const width = 500;
    const height = 640;
    const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
    const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
    const popup = window.open(
      socialSignInUrl(provider),
      "swa-social-sign-in",
      `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
    );
    if (!popup) {
      setAlert(`Please allow pop-ups for this site to continue with ${LABELS[provider]}.`);
      return;
    }
    popupRef.current = popup;
    popup.focus();
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted">
        <span className="h-px flex-1 bg-line" />
        or continue with
        <span className="h-px flex-1 bg-line" />
      </div>
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="grid gap-2">
        {providers.map((p) => (
          <button key={p} type="button" onClick={() => open(p)} className={BUTTON}>
            {p === "google" ? <GoogleMark /> : <FacebookMark />}
            Continue with {LABELS[p]}
          </button>
        ))}
        {/* The Apple button is shown and has no behaviour: Apple sign-in is not offered yet. */}
        <button type="button" className={BUTTON}>
          <AppleMark />
          Continue with Apple
        </button>
      </div>
    </div>
  );
}
