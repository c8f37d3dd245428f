"use client";

import dynamic from "next/dynamic";
import { UserRound } from "lucide-react";
import { useLoginPrompt } from "@/components/layout/login-prompt";
import { useSession } from "@/lib/account-client/session";

// Signed-in only: rendered on the server for a signed-in request (its chunk then comes with the page), never
// loaded for guests.
const UserMenu = dynamic(() => import("./user-menu").then((m) => m.UserMenu));

function GuestEntry() {
  const { openLoginPrompt } = useLoginPrompt();
  return (
    <>
      <div className="hidden items-center gap-1 lg:flex">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => openLoginPrompt("welcome-back")}
          className="h-10 whitespace-nowrap rounded-full border border-brand-700 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          Login
        </button>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => openLoginPrompt("sign-up")}
          className="h-10 whitespace-nowrap rounded-full bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
        >
          Sign up
        </button>
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label="Login / Sign up"
        onClick={() => openLoginPrompt("welcome-back")}
        className="flex size-10 items-center justify-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
      >
        <UserRound aria-hidden="true" className="size-5" />
      </button>
    </>
  );
}

/**
 * The header's account entry: Login (opens the dialog with 'Welcome Back') and Sign up (the sign-up variant)
 * for guests; for a signed-in shopper the account menu (Profile, Order history, Add Address, Write review, Swa
 * wallet, Swa exchange, Log Out). Follows useSession(), so it changes the moment the shopper logs in or out.
 */
export function AccountMenu() {
  const { user } = useSession();
  return user ? <UserMenu name={user.name} photo={user.photo} /> : <GuestEntry />;
}
