"use client";

import { HeaderIcons, type HeaderIconsProps } from "@/components/layout/header-icons";
import { useSession } from "@/lib/account-client/session";

/**
 * The header's wishlist and cart icons following the live session (useSession): links for a signed-in
 * shopper, the 'Please Login' prompt for a guest (specification section 4 "Access prompts").
 */
export function SessionHeaderIcons(props: Omit<HeaderIconsProps, "loggedIn">) {
  const { loggedIn } = useSession();
  return <HeaderIcons loggedIn={loggedIn} {...props} />;
}
