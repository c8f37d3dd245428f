/**
 * The secrets of the account flow: OTP codes, login tickets and API tokens. Codes come from the operating
 * system's CSPRNG; only digests are stored (tickets and tokens are 256-bit random, so plain SHA-256 is enough;
 * a 6-digit code is not, so it is an HMAC keyed by a secret derived from STORE_SERVICE_KEY when one is set).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A 6-digit code, uniformly random (leading zeros kept). */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** A 256-bit random secret, base64url (43 characters): login tickets and API tokens. */
export function randomSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Hex SHA-256 of a high-entropy secret (ticket or token): what the database stores and looks up. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** The OTP hashing key: derived from the service key, so a database dump alone cannot brute-force live codes. */
export function otpPepper(serviceKey: string | undefined): Buffer {
  return createHmac("sha256", serviceKey ?? "reference-store-otp")
    .update("otp-pepper-v1")
    .digest();
}

/** Digest of one code for one identifier (binding both means a code cannot be replayed for another account). */
export function otpHash(pepper: Buffer, identifier: string, code: string): string {
  return createHmac("sha256", pepper).update(`${identifier}\n${code}`, "utf8").digest("hex");
}

/** Constant-time string equality (both sides hashed first, so the length does not leak either). */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash("sha256").update(a, "utf8").digest();
  const db = createHash("sha256").update(b, "utf8").digest();
  return timingSafeEqual(da, db);
}
