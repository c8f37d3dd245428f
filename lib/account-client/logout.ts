"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useToast } from "@/lib/ui-state/toast-context";
import { bffRequest } from "./fetcher";
import { clearLocalAccountKeys } from "./local-keys";
import { SESSION_KEY, useClearPersonalCache, useSession } from "./session";

/**
 * Log out (clears the token, user name, phone number and profile and goes to /):
 * DELETE /api/session (the BFF revokes the token and destroys the cookie), clears any account keys an older
 * visit left in browser storage, empties the cached session and personal data, then goes home.
 * @returns `logout()` resolving to whether it worked, and `pending`
 */
export function useLogout(): { logout: () => Promise<boolean>; pending: boolean } {
  const router = useRouter();
  const { toast } = useToast();
  const { setSession } = useSession();
  const clearPersonal = useClearPersonalCache();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      await bffRequest(SESSION_KEY, { method: "DELETE", json: {} });
    } catch {
      setPending(false);
      toast("We could not log you out. Please try again.", { tone: "error" });
      return false;
    }
    clearLocalAccountKeys();
    clearPersonal();
    await setSession({ loggedIn: false });
    setPending(false);
    router.push("/");
    router.refresh();
    return true;
  }, [clearPersonal, router, setSession, toast]);

  return { logout, pending };
}
