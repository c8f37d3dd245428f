/**
 * Account routes (lib/store-api/contract/account.ts; docs/domain/accounts.md): OTP login, login
 * tickets, tokens, registration, social sign-in, logout, and the profile and development-outbox groups.
 *
 * Login is two proofs, never a bare username: `api/verify-otp/` turns a correct code into a short-lived single-use
 * `login_ticket`, and `ecom/ecomm-login/` trades that ticket (or the BFF's service key) for a token.
 * Only VERIFIED contacts sign in (accounts/verification.ts): sign-up stores both unverified, and a correct code
 * sent with the new account's token (`Authorization`) verifies one. Known devices (accounts/devices.ts, header
 * `X-Device-Token`) have their own codes and budgets, so strangers cannot lock an owner out. Every 429 carries
 * Retry-After (seconds).
 * No OTP, ticket or token is ever logged; the request log in app.ts prints the method, path and status only.
 */
import { Hono, type Context } from "hono";
import {
  INVALID_OTP_MESSAGE,
  loginRequest,
  NO_ACCOUNT_MESSAGE,
  OTP_LOCKED_MESSAGE,
  OTP_VERIFIED_MESSAGE,
  SEND_OTP_SUCCESS,
  socialLoginRequest,
  USER_EXISTS_MESSAGE,
} from "../../lib/store-api/contract";
import type { Db } from "../db/client";
import { avatarRoutes } from "../accounts/avatar";
import { accountsConfig, type AccountsConfig } from "../accounts/config";
import { generateOtp, otpHash, otpPepper, safeEqual } from "../accounts/crypto";
import { createDelivery } from "../accounts/delivery";
import {
  emailIdentifier,
  phoneIdentifier,
  usernameIdentifier,
  normaliseMobile,
  EMAIL_PATTERN,
  type Identifier,
} from "../accounts/identifiers";
import {
  checkOtp,
  consumeLoginTicket,
  discardOtp,
  issueLoginTicket,
  secondsUntilResend,
  storeOtp,
} from "../accounts/otp";
import { deviceOtpKey, deviceTokenOf, isKnownDevice, rememberDevice } from "../accounts/devices";
import { DevOutbox, outboxRoutes } from "../accounts/outbox";
import { profileRoutes } from "../accounts/profile-routes";
import { clientIp, createOtpRateLimits, take } from "../accounts/rate-limits";
import { issueToken, revokeToken } from "../accounts/tokens";
import { createUser, findUser, loginUser, type UserRow } from "../accounts/users";
import { claimsUnverified, releaseClaims, verifyContact } from "../accounts/verification";
import {
  otpCode,
  otpTarget,
  parseOr400,
  readBody,
  smallBody,
  registerBody,
  sendOtpFlags,
} from "../accounts/validation";
import { optionalUser, requireUser } from "../http/auth";
import { errorResponse, HttpError } from "../http/errors";

export interface AccountRoutesOptions {
  db: Db;
  mediaCacheDir: string;
  log?: (line: string) => void;
  /** defaults to process.env, read once here */
  env?: NodeJS.ProcessEnv;
  /** the process's development outbox (shared with the job worker's order e-mails); used only when enabled */
  outbox?: DevOutbox;
}

/** The identifier a send-otp / verify-otp body names. @throws HttpError 400 with the login form's messages */
function otpIdentifier(body: unknown): Identifier {
  const t = parseOr400(otpTarget, body);
  if (t.email !== "") {
    if (!EMAIL_PATTERN.test(t.email)) throw new HttpError(400, "Invalid email address");
    return emailIdentifier(t.email);
  }
  if (t.phone === "") throw new HttpError(400, "Email must not be empty");
  if (t.phone_code !== "" && t.phone_code !== "+91")
    throw new HttpError(400, "Mobile login only available in India");
  const mobile = normaliseMobile(t.phone);
  if (!mobile) throw new HttpError(400, "Mobile number must be 10 digits");
  return phoneIdentifier(mobile);
}

function tooMany(c: Context, message: string, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ results: { status_code: 429, message, retry_after: retryAfterSeconds } }, 429);
}

/** True when the caller's token belongs to an account that holds this contact unverified. */
async function callerClaims(c: Context, db: Db, id: Identifier): Promise<boolean> {
  const caller = await optionalUser(c);
  return caller !== null && (await claimsUnverified(db, caller.id, id));
}

async function loginAnswer(c: Context, db: Db, config: AccountsConfig, user: UserRow) {
  const token = await issueToken(db, user.id, config.tokenTtlDays);
  c.header("Cache-Control", "no-store");
  return c.json({ results: { status_code: 200, message: "Login successful", token, data: loginUser(user) } });
}

/** Mounts every account endpoint (addresses are their own group: routes/addresses.ts). */
export function accountRoutes({
  db,
  mediaCacheDir,
  log = console.log,
  env = process.env,
  outbox: sharedOutbox,
}: AccountRoutesOptions): Hono {
  const config = accountsConfig(env, mediaCacheDir);
  const outbox = config.outboxEnabled ? (sharedOutbox ?? new DevOutbox()) : undefined;
  const delivery = createDelivery(config, outbox, log);
  const limits = createOtpRateLimits(db.$client, config);
  const pepper = otpPepper(config.serviceKey);
  const app = new Hono();

  const serviceKeyOk = (c: Context) => {
    const sent = c.req.header("x-service-key");
    return config.serviceKey !== undefined && sent !== undefined && safeEqual(sent, config.serviceKey);
  };

  app.post("/api/send-otp/", smallBody, async (c) => {
    const body = await readBody(c);
    const id = otpIdentifier(body);
    const { createuser } = parseOr400(sendOtpFlags, body);
    if (!delivery.canSend(id.channel)) {
      return errorResponse(c, 503, "OTP delivery is not available right now. Please try again later.");
    }
    const device = deviceTokenOf(c.req.header("x-device-token"));
    const known = device !== undefined && (await isKnownDevice(db, device, id));
    // A known device spends its own budget; everyone else the address's backstop (sized for carrier-grade NAT),
    // counted before the account lookup so it also bounds account probing. The identifier's own cap follows.
    const firstWait = known
      ? await take(limits.sendPerDevice, deviceOtpKey(id, device))
      : await take(limits.sendPerIp, clientIp(c, config.trustProxy));
    if (firstWait !== null) return tooMany(c, "Too many OTP requests. Please try again later.", firstWait);
    if (createuser !== "True" && !(await findUser(db, id)) && !(await callerClaims(c, db, id))) {
      return errorResponse(c, 404, NO_ACCOUNT_MESSAGE);
    }

    const otpKey = known ? deviceOtpKey(id, device) : id.key;
    const wait = await secondsUntilResend(db, otpKey, config.otpResendSeconds);
    if (wait > 0) return tooMany(c, `Please wait ${wait} seconds before requesting a new OTP.`, wait);
    if (!known) {
      const idWait = await take(limits.sendPerIdentifier, id.key);
      if (idWait !== null)
        return tooMany(c, "Too many OTP requests for this account. Please try again later.", idWait);
    }

    const code = generateOtp();
    const hash = otpHash(pepper, otpKey, code);
    if (!(await storeOtp(db, otpKey, hash, config.otpTtlSeconds, config.otpResendSeconds))) {
      const left = Math.max(1, await secondsUntilResend(db, otpKey, config.otpResendSeconds));
      return tooMany(c, `Please wait ${left} seconds before requesting a new OTP.`, left);
    }
    try {
      await delivery.send(id, code, config.otpTtlSeconds / 60);
    } catch {
      await discardOtp(db, otpKey, hash);
      return errorResponse(c, 502, "The OTP could not be sent. Please try again.");
    }
    return c.json([SEND_OTP_SUCCESS]);
  });

  app.post("/api/verify-otp/", smallBody, async (c) => {
    const body = await readBody(c);
    const id = otpIdentifier(body);
    const { otp } = parseOr400(otpCode, body);
    const device = deviceTokenOf(c.req.header("x-device-token"));
    const known = device !== undefined && (await isKnownDevice(db, device, id));
    const otpKey = known ? deviceOtpKey(id, device) : id.key;
    const ipWait = known
      ? await take(limits.verifyPerDevice, otpKey)
      : await take(limits.verifyPerIp, clientIp(c, config.trustProxy));
    if (ipWait !== null) return tooMany(c, "Too many attempts. Please try again later.", ipWait);
    if (!/^\d{6}$/.test(otp)) return errorResponse(c, 400, INVALID_OTP_MESSAGE);

    const outcome = await checkOtp(db, otpKey, otpHash(pepper, otpKey, otp), config.otpMaxAttempts);
    if (outcome === "locked") {
      // The code is dead; a new one can be asked for once the resend interval has passed.
      const wait = Math.max(1, await secondsUntilResend(db, otpKey, config.otpResendSeconds));
      c.header("Retry-After", String(wait));
      return errorResponse(c, 429, OTP_LOCKED_MESSAGE);
    }
    if (outcome !== "ok") return errorResponse(c, 400, INVALID_OTP_MESSAGE);
    // A code sent with the account's own token proves the account's unverified contact (sign-up, new contact).
    const caller = await optionalUser(c);
    if (caller && (await claimsUnverified(db, caller.id, id))) await verifyContact(db, caller.id, id);
    const loginTicket = await issueLoginTicket(db, id.key, config.loginTicketTtlSeconds);
    const newDevice = await rememberDevice(db, device, id, config.knownDeviceTtlDays);
    c.header("Cache-Control", "no-store");
    return c.json({
      results: {
        status_code: 200,
        message: OTP_VERIFIED_MESSAGE,
        data: { login_ticket: loginTicket, ...(newDevice ? { device_token: newDevice } : {}) },
      },
    });
  });

  app.post("/ecom/ecomm-login/", smallBody, async (c) => {
    const { username, login_ticket: ticket } = parseOr400(loginRequest, await readBody(c));
    const id = usernameIdentifier(username);
    if (!id) return errorResponse(c, 401, "Invalid login.");
    const trusted = serviceKeyOk(c);
    if (!trusted && !(ticket && (await consumeLoginTicket(db, id.key, ticket)))) {
      return errorResponse(c, 401, "A valid login ticket is required. Please verify the OTP again.");
    }
    const user = await findUser(db, id);
    if (!user) return errorResponse(c, 401, NO_ACCOUNT_MESSAGE);
    return loginAnswer(c, db, config, user);
  });

  app.post("/ecom/social-login/", smallBody, async (c) => {
    if (!serviceKeyOk(c)) return errorResponse(c, 401, "Invalid service key.");
    const body = parseOr400(socialLoginRequest, await readBody(c));
    if (!EMAIL_PATTERN.test(body.email.trim())) return errorResponse(c, 400, "Invalid email address");
    if (body.provider === "google" && body.email_verified !== true) {
      return errorResponse(c, 403, "This Google account's email address is not verified.");
    }
    const id = emailIdentifier(body.email);
    let user = await findUser(db, id);
    if (!user) {
      // The provider proved the e-mail: a new account holds it verified, and unverified claims on it are released.
      const name = body.name.trim().replace(/\s+/g, " ").slice(0, 100) || id.value.split("@")[0] || "Shopper";
      user =
        (await createUser(db, {
          name,
          honorificName: null,
          email: id.value,
          phoneCode: null,
          phoneNumber: null,
          loginType: body.provider === "google" ? "GOOGLE" : "FACEBOOK",
          emailVerified: true,
        })) ?? (await findUser(db, id)); // created meanwhile by a concurrent sign-in
      if (user) await releaseClaims(db, id, user.id);
    }
    if (!user) return errorResponse(c, 409, "The account could not be created. Please try again.");
    return loginAnswer(c, db, config, user);
  });

  app.post("/ecom/logout/", smallBody, async (c) => {
    const user = await requireUser(c);
    await revokeToken(db, user.tokenId);
    return c.json({ results: { status_code: 200, status: 200, message: "Logged out successfully" } });
  });

  app.post("/ecom/register/", smallBody, async (c) => {
    const body = parseOr400(registerBody, await readBody(c));
    // Only a VERIFIED owner makes a contact taken; an unverified claim (a stranger may have typed it) does not.
    // The new account's contacts are unverified: its token, and a code sent to each, verify them (verify-otp).
    const taken =
      (await findUser(db, emailIdentifier(body.email))) ??
      (await findUser(db, phoneIdentifier(body.phone_number)));
    if (taken) return errorResponse(c, 400, USER_EXISTS_MESSAGE);
    const user = await createUser(db, {
      name: body.name,
      honorificName: body.honorific_name,
      email: body.email,
      phoneCode: body.phone_code,
      phoneNumber: body.phone_number,
      loginType: "NORMAL",
    });
    if (!user) return errorResponse(c, 400, USER_EXISTS_MESSAGE);
    const token = await issueToken(db, user.id, config.tokenTtlDays);
    c.header("Cache-Control", "no-store");
    return c.json({
      results: {
        status_code: 200,
        message: "Registered successfully",
        data: { token, user: { id: user.id, name: user.name, phone_number: user.phone_number } },
      },
    });
  });

  app.route("/", profileRoutes(db, config));
  app.route("/", avatarRoutes(config.uploadsDir));
  if (outbox) app.route("/", outboxRoutes(outbox));
  return app;
}
