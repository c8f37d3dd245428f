import "server-only";
import { createHash } from "node:crypto";
import { cookies } from "next/headers";
import { sealData, unsealData } from "iron-session";
import { env } from "@/lib/env";

/**
 * The known-device cookie (login lockout). After a correct OTP the store API hands this browser a
 * device token; the BFF keeps it sealed (iron-session, SESSION_PASSWORD) in its own httpOnly cookie, which outlives
 * logout on purpose, and sends it back as `X-Device-Token` with every OTP send and verify. The store then gives the
 * device its own code and budgets for the identifiers it proved, so a stranger spending the shared ones cannot lock
 * the owner out. The BFF's own per-IP limits count a known device by the device instead of the address, so
 * visitors behind one address (localhost, an office NAT) do not share a budget with it.
 */
export const DEVICE_COOKIE = "swa_device";
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The device token from the sealed cookie; undefined when there is none or it does not unseal (forged, old). */
export async function readDeviceToken(): Promise<string | undefined> {
  const sealed = (await cookies()).get(DEVICE_COOKIE)?.value;
  if (!sealed) return undefined;
  try {
    const data = await unsealData<{ device?: unknown }>(sealed, {
      password: env().SESSION_PASSWORD,
      ttl: MAX_AGE_SECONDS,
    });
    return typeof data.device === "string" && data.device !== "" ? data.device : undefined;
  } catch {
    return undefined;
  }
}

/** Seals the store's new device token into the cookie (route handlers only: it sets a cookie). */
export async function saveDeviceToken(token: string): Promise<void> {
  const sealed = await sealData(
    { device: token },
    { password: env().SESSION_PASSWORD, ttl: MAX_AGE_SECONDS },
  );
  (await cookies()).set(DEVICE_COOKIE, sealed, {
    httpOnly: true,
    sameSite: "lax",
    secure: env().SITE_URL.startsWith("https://"),
    path: "/",
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The rate-limit key of a known device: a digest, so counters never hold the token. */
export function deviceLimitKey(token: string): string {
  return `device:${createHash("sha256").update(token, "utf8").digest("hex").slice(0, 32)}`;
}

/** The header that passes the device token on to the store API (empty without one). */
export function deviceHeader(token: string | undefined): Record<string, string> {
  return token ? { "X-Device-Token": token } : {};
}
