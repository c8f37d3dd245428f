"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button";

/** The message the pop-up posts to its opener (same origin only). */
export interface SocialLoginMessage {
  type: "swa:social-login";
  ok: boolean;
  error?: string;
}

/**
 * Posts the sign-in result to `window.opener` (target origin: this site's own, so no other site can read it) and
 * closes the pop-up. Without an opener it stays as a page with the message and a link home.
 */
export function SocialCompleteNotice({
  ok,
  error,
  message,
}: {
  ok: boolean;
  error?: string;
  message: string;
}) {
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) return;
    const payload: SocialLoginMessage = { type: "swa:social-login", ok, ...(error ? { error } : {}) };
    try {
      opener.postMessage(payload, window.location.origin);
    } catch {
      return; // the page stays, with its link home
    }
    window.close();
  }, [ok, error]);

  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
      <h1 className="font-serif text-2xl text-brand-800">{ok ? "Signed in" : "Sign-in did not complete"}</h1>
      <p className={ok ? "text-muted" : "text-danger"}>{message}</p>
      {/* Seen only when there is no opener (the pop-up closes itself otherwise). */}
      <Link href="/" className={buttonVariants({ variant: ok ? "primary" : "outline" })}>
        Continue to the shop
      </Link>
    </div>
  );
}
