"use client";

import dynamic from "next/dynamic";
import { HeaderIcons, type HeaderIconsProps } from "@/components/layout/header-icons";
import { useSession } from "@/lib/account-client/session";

// The live counts (cart and wishlist hooks) load only for a signed-in shopper; until they arrive the icons show
// as links without a badge.
const LiveHeaderIcons = dynamic(
  () => import("@/components/layout/live-header-icons").then((m) => m.LiveHeaderIcons),
  { loading: () => <HeaderIcons loggedIn /> },
);

/**
 * The header's wishlist and cart icons following the live session (useSession): links with the live counts
 * for a signed-in shopper, the 'Please Login' prompt for a guest.
 */
export function SessionHeaderIcons(props: Pick<HeaderIconsProps, "className">) {
  const { loggedIn } = useSession();
  return loggedIn ? <LiveHeaderIcons {...props} /> : <HeaderIcons loggedIn={false} {...props} />;
}
