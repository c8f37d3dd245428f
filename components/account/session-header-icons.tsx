"use client";

import { useCallback } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { HeaderIcons, type HeaderIconsProps } from "@/components/layout/header-icons";
import { useLoginPrompt } from "@/components/layout/login-prompt";
import { useSession } from "@/lib/account-client/session";

// The live counts (cart and wishlist hooks) load only for a signed-in shopper; until they arrive the icons show
// as links without a badge.
const LiveHeaderIcons = dynamic(
  () => import("@/components/layout/live-header-icons").then((m) => m.LiveHeaderIcons),
  { loading: () => <HeaderIcons loggedIn /> },
);

/**
 * What a press on a guest's icon does. The page shows the guest icons until its first `/api/session` answer, so
 * the press waits for that answer (`settled`): a signed-in shopper goes to the icon's page, a guest gets
 * 'Please Login'. A press held from before hydration is answered the same way.
 */
function useGuestIconPress(): (href: string) => void {
  const { settled } = useSession();
  const { openLoginPrompt } = useLoginPrompt();
  const router = useRouter();
  return useCallback(
    (href: string) => {
      void settled().then((session) =>
        session.loggedIn ? router.push(href) : openLoginPrompt("please-login"),
      );
    },
    [settled, openLoginPrompt, router],
  );
}

/**
 * The header's wishlist and cart icons following the live session (useSession): links with the live counts
 * for a signed-in shopper, the 'Please Login' prompt for a guest.
 */
export function SessionHeaderIcons(props: Pick<HeaderIconsProps, "className">) {
  const { loggedIn } = useSession();
  const onGuestPress = useGuestIconPress();
  return loggedIn ? (
    <LiveHeaderIcons {...props} />
  ) : (
    <HeaderIcons loggedIn={false} onGuestPress={onGuestPress} {...props} />
  );
}
