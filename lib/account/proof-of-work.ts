import "server-only";
import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "zod";
import { env } from "@/lib/env";
import { firstUse } from "./rate-limit";

/**
 * The self-hosted proof of work (ALTCHA) an address must show once it has asked for many sign-in codes
 * (docs/domain/accounts.md). No third party: the BFF issues the challenge (`GET /api/account/challenge`), the
 * shopper's browser solves it in a web worker (the `altcha` widget in the login dialog), and the BFF checks the
 * answer sent with the code request. A challenge is signed (HMAC, ALTCHA_HMAC_KEY), expires after
 * PROOF_TTL_SECONDS and is accepted once. It costs a phone a fraction of a second and a script the same for every
 * request, so it slows a script down without shutting out the many shoppers behind one carrier-grade NAT address.
 */

/** The request body's field that carries the solved challenge (the widget's payload, base64 JSON). */
export const PROOF_FIELD = "altcha";
/** Seconds a challenge may be solved and used in. */
export const PROOF_TTL_SECONDS = 5 * 60;
/** SHA-256 rounds: the algorithm the widget's bundled worker solves. */
const ALGORITHM = "SHA-256";
/**
 * The solver tries counters from 0 upwards and the answer is a random counter in this range: a few thousand
 * hashes, about a tenth of a second on a phone, the same for every request a script makes.
 */
const WORK = { min: 4_000, max: 12_000 } as const;
/** Marks challenges issued for sign-in codes, so no other ALTCHA challenge signed with the same key fits. */
const PURPOSE = "swa-sign-in-code";
/** The longest payload read (a real one is about 600 characters). */
const MAX_PAYLOAD = 4096;

/**
 * The HMAC key challenges are signed with: ALTCHA_HMAC_KEY (the launcher generates and keeps one), else one
 * derived from SESSION_PASSWORD, which every instance already shares, so any instance checks what another issued.
 */
function hmacKey(): string {
  const { ALTCHA_HMAC_KEY, SESSION_PASSWORD } = env();
  return ALTCHA_HMAC_KEY ?? createHmac("sha256", SESSION_PASSWORD).update("swa altcha hmac key").digest("hex");
}

/**
 * A fresh challenge in ALTCHA's v2 shape (`{ parameters, signature }`), for the widget to solve.
 * Stateless: nothing is stored until an answer is used.
 */
export async function issueChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(WORK.max, WORK.min),
    deriveKey,
    hmacSignatureSecret: hmacKey(),
    expiresAt: Math.floor(Date.now() / 1000) + PROOF_TTL_SECONDS,
    data: { purpose: PURPOSE },
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string().max(128),
        salt: z.string().max(128),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string().max(128),
        expiresAt: z.number(),
        data: z.object({ purpose: z.literal(PURPOSE) }),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }).loose(),
});

/** What a proof of work came to: accepted once, or why not. */
export type ProofOutcome = "accepted" | "missing" | "invalid" | "expired" | "replayed";

/**
 * Checks the solved challenge a request carries and, when it holds, marks it used until it expires.
 * @param payload the body's PROOF_FIELD value: base64 of `{ challenge, solution }` as the widget sends it
 * @returns 'accepted' the first time a valid, unexpired answer is shown; 'missing' without one; 'invalid' for
 *   anything malformed, unsigned, signed with another key or wrongly solved; 'expired'; 'replayed' on a second use
 */
export async function checkProof(payload: unknown): Promise<ProofOutcome> {
  if (typeof payload !== "string" || payload === "") return "missing";
  if (payload.length > MAX_PAYLOAD) return "invalid";
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return "invalid";
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return "invalid";
  const { challenge, solution } = parsed.data;
  let result;
  try {
    result = await verifySolution({
      challenge: challenge as Challenge,
      solution: solution as { counter: number; derivedKey: string },
      deriveKey,
      hmacSignatureSecret: hmacKey(),
    });
  } catch {
    return "invalid";
  }
  if (result.expired) return "expired";
  if (!result.verified) return "invalid";
  const secondsLeft = challenge.parameters.expiresAt - Date.now() / 1000;
  return (await firstUse(`proof:${challenge.parameters.nonce}`, secondsLeft)) ? "accepted" : "replayed";
}
