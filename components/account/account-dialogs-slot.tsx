"use client";

import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useLoginPromptState } from "@/components/layout/login-prompt";
import { LOGIN_QUERY } from "@/lib/account-client/next-path";
import { useIdleReady } from "@/components/ui/use-idle-ready";
import type { AccountDialogsProps } from "./account-dialogs";

// The login / sign-up / OTP flow is a separate chunk: no page needs it for its first paint.
const AccountDialogs = dynamic(() => import("./account-dialogs").then((m) => m.AccountDialogs), {
  ssr: false,
});

/**
 * Where the root layout mounts the account flow (AccountDialogs): loaded once the browser is idle, or at once
 * when the login prompt opens first or the URL asks for login (`?login=please`, server route protection).
 * Reads the URL, so the layout wraps it in Suspense.
 */
export function AccountDialogsSlot(props: AccountDialogsProps) {
  const { open } = useLoginPromptState();
  const loginRequested = useSearchParams().has(LOGIN_QUERY);
  const ready = useIdleReady(open || loginRequested);
  return ready ? <AccountDialogs {...props} /> : null;
}
