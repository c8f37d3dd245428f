import type { Metadata } from "next";
import { getSession } from "@/lib/session/session";
import { SocialCompleteNotice } from "./social-complete-notice";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

export const metadata: Metadata = { title: "Signing in", robots: { index: false, follow: false } };

/** next-auth error codes the pop-up can end with, as the shopper reads them. */
function failureText(error: string): string {
  if (error === "AccessDenied") {
    return "We could not sign you in with that account. It needs a verified e-mail address.";
  }
  if (error === "RateLimited") return "Too many sign-in attempts. Please try again in a few minutes.";
  return "Sign-in was cancelled or did not complete. Please try again.";
}

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * Where the Google / Facebook pop-up ends (docs/domain/accounts.md). It tells the page that opened it how sign-in
 * went, with `postMessage({ type: "swa:social-login", ok, error? }, <this origin>)`, and closes. Opened without a
 * pop-up opener (blocked pop-ups fall back to a full page), it shows the result with a link home.
 */
export default async function SocialCompletePage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams>;
  searchParams: Promise<{ error?: string | string[] }>;
}) {
  await requireShopSegment(params);
  const { error } = await searchParams;
  const session = await getSession();
  const errorCode = typeof error === "string" ? error : undefined;
  const ok = !errorCode && Boolean(session.token);
  const message = ok ? "You are signed in. You can close this window." : failureText(errorCode ?? "Default");
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <SocialCompleteNotice ok={ok} error={ok ? undefined : (errorCode ?? "Default")} message={message} />
    </section>
  );
}
