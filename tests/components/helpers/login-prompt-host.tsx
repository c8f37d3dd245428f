"use client";

import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { LOGIN_PROMPT_TITLES, useLoginPrompt, useLoginPromptState } from "@/components/layout/login-prompt";

/**
 * Minimal stand-in for the login dialog (title for the reason and a short text), for isolated tests of the
 * prompt callers. The site renders <AccountDialogs /> instead (app/layout.tsx); kept with the tests so no page
 * bundles it.
 */
export function LoginPromptHost() {
  const { open, reason } = useLoginPromptState();
  const { closeLoginPrompt } = useLoginPrompt();
  return (
    <Dialog open={open} onClose={closeLoginPrompt} title={LOGIN_PROMPT_TITLES[reason]}>
      <div className="space-y-4 text-sm">
        <p className="text-muted">
          Sign in with your email address or mobile number to keep a wishlist, fill your cart, book a trial at
          home and follow your orders.
        </p>
        <p className="rounded-md bg-ivory p-3 text-ink">Online sign-in is opening shortly on this site.</p>
        <Button className="w-full" onClick={closeLoginPrompt}>
          Continue shopping
        </Button>
      </div>
    </Dialog>
  );
}
