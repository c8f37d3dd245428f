import "server-only";
import type { z } from "zod";
import { bffError, bffFailure, rejectCrossSite, rejectNonJson } from "@/lib/http/bff";
import { hasControlCharacters } from "@/lib/validation/wire";
import { clientIp } from "./client-ip";
import { invalidInput, readJson } from "./errors";
import { deviceLimitKey, readDeviceToken } from "./known-device";
import { checkProof, PROOF_FIELD, type ProofOutcome } from "./proof-of-work";
import { consumeAuthLimit, withinAuthLimit } from "./rate-limit";

/** A request that passed the guards: its validated body and the shopper's IP. */
export interface Guarded<T> {
  ok: true;
  body: T;
  ip: string;
}

/**
 * Which auth budget a route spends: 'send' for routes that send a code (OTP request, sign-up), 'verify' for the
 * code check.
 */
export type AuthRouteKind = "send" | "verify";

type Refusal = { ok: false; response: Response };

/** Why a code request must show (another) proof of work: the envelope code is the same, the words differ. */
const PROOF_MESSAGES: Record<Exclude<ProofOutcome, "accepted">, string> = {
  missing:
    "Many sign-in requests come from your network. Please let the security check finish, then try again.",
  invalid: "The security check did not pass. Please try again.",
  expired: "The security check has expired. Please try again.",
  replayed: "The security check was already used. Please try again.",
};

/**
 * The budgets of an auth route, counted before the body is read (so a script's malformed requests count too).
 * A known device spends its own budget; any other browser its address's. An address that has sent many code
 * requests is not refused (carrier-grade NAT puts many shoppers behind one): its requests need a proof of work
 * instead, until the NAT-sized backstop is spent.
 * @returns whether this request must carry a proof of work
 * @throws BffError 429 'rate_limited' (with Retry-After) when a budget is spent
 */
async function spendBudget(kind: AuthRouteKind, ip: string): Promise<boolean> {
  const device = await readDeviceToken();
  if (device) {
    await consumeAuthLimit(kind === "send" ? "sendPerDevice" : "verifyPerDevice", deviceLimitKey(device));
    return false;
  }
  if (kind === "verify") {
    await consumeAuthLimit("verifyPerAddress", ip);
    return false;
  }
  await consumeAuthLimit("sendPerAddress", ip);
  return !(await withinAuthLimit("sendFreePerAddress", ip));
}

/**
 * The checks every mutating JSON handler of the accounts BFF runs, in order: same-origin (403), JSON only (415),
 * the budgets of auth routes when `kind` is given (spendBudget: 429 with Retry-After), a JSON body (400), the
 * proof of work when the address is past its soft threshold (403 'challenge_required', in the body's `altcha`
 * field, which is not part of the validated body), no control characters (400), and the schema (400 with
 * fieldErrors carrying the form's messages).
 * @returns the body and IP, or the error response to send
 */
export async function guardJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  kind?: AuthRouteKind,
): Promise<Guarded<z.output<S>> | Refusal> {
  const refused = rejectCrossSite(request) ?? rejectNonJson(request);
  if (refused) return { ok: false, response: refused };
  const ip = clientIp(request);
  let proofNeeded = false;
  if (kind) {
    try {
      proofNeeded = await spendBudget(kind, ip);
    } catch (err) {
      return { ok: false, response: bffFailure(err) };
    }
  }
  const json = await readJson(request);
  if (!json.ok) return json;
  const { proof, rest: value } = splitProof(json.value);
  if (proofNeeded) {
    const outcome = await checkProof(proof);
    if (outcome !== "accepted")
      return { ok: false, response: bffError(403, "challenge_required", PROOF_MESSAGES[outcome]) };
  }
  // NUL and other control characters have no place in any field, and the store's database refuses NUL.
  if (hasControlCharacters(value))
    return {
      ok: false,
      response: bffError(400, "invalid_input", "Text must not contain control characters."),
    };
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { ok: false, response: invalidInput(parsed.error) };
  return { ok: true, body: parsed.data, ip };
}

/** The body's proof of work (PROOF_FIELD) apart from the rest, which the route's schema checks. */
function splitProof(body: unknown): { proof: unknown; rest: unknown } {
  if (body === null || typeof body !== "object" || Array.isArray(body) || !(PROOF_FIELD in body))
    return { proof: undefined, rest: body };
  const { [PROOF_FIELD]: proof, ...rest } = body as Record<string, unknown>;
  return { proof, rest };
}
