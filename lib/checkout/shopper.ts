import "server-only";
import type { SessionData } from "@/lib/session/session";
import { storeApi } from "@/lib/store-api/client";
import { profileResponse } from "@/lib/store-api/contract/account";
import { honorificOf, type CheckoutShopper } from "./start-values";

/**
 * The signed-in shopper's details the checkout form starts from (`GET ecom/profile/`): name, e-mail, phone and
 * the honorific chosen at sign-up. Read on the server with the page, so a reload shows them at once (the browser
 * learns who is signed in only after hydration). When the store cannot say (outage, a production store with no
 * profile read), the session's copy serves, without an honorific; a dead token is left to the page's own checks.
 * @returns null for a guest; never throws
 */
export async function readCheckoutShopper(session: SessionData): Promise<CheckoutShopper | null> {
  if (!session.token) return null;
  const fallback = session.user
    ? { name: session.user.name, email: session.user.email, phone: session.user.phone }
    : null;
  try {
    const answer = await storeApi({ path: "ecom/profile/", token: session.token, schema: profileResponse });
    const data = answer.results.data;
    return {
      name: data.name,
      email: data.email ?? "",
      phone: data.phone_number ?? "",
      honorific: honorificOf(data.honorific_name),
    };
  } catch (err) {
    console.error(
      "[checkout] profile read failed; the form starts from the session:",
      (err as Error).message,
    );
    return fallback;
  }
}
