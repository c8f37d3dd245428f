"use client";

import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useLoginPromptState } from "@/components/layout/login-prompt";
import { LOGIN_QUERY } from "@/lib/validation/return-path";
import { useOnceTrue } from "@/components/ui/use-once-true";
import type { AccountDialogsProps } from "./account-dialogs";

// The login / sign-up / OTP flow is a separate chunk (with zod, ~30 KB gzip): no page needs it for its first paint,
// and most visits never sign in, so it loads when first asked for rather than on every page view.
const AccountDialogs = dynamic(() => import("./account-dialogs").then((m) => m.AccountDialogs), {
  ssr: false,
});

/**
 * Where the root layout mounts the account flow (AccountDialogs): loaded when the login prompt first opens or the
 * URL asks for login (`?login=please`, server route protection), then kept mounted.
 * Reads the URL, so the layout wraps it in Suspense.
 */
export function AccountDialogsSlot(props: AccountDialogsProps) {
  const { open } = useLoginPromptState();
  const loginRequested = useSearchParams().has(LOGIN_QUERY);
  const ready = useOnceTrue(open || loginRequested);
  return ready ? <AccountDialogs {...props} /> : null;
}
