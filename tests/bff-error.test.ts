/**
 * The BFF's one error (lib/http/bff-error.ts) and its answers (lib/http/bff.ts): the envelope
 * `{ error: { code, message, fieldErrors? } }` with the error's own status, Retry-After on a 429, and the
 * session ended only by a 401 'unauthorised' (a guest, or a dead store token).
 */
import type { IronSession } from "iron-session";
import { bffFailure, toBffResponse } from "@/lib/http/bff";
import { BffError, notLoggedIn, PLEASE_LOGIN } from "@/lib/http/bff-error";
import { OUTAGE_RETRY_AFTER_S } from "@/lib/http/outage.mjs";
import type { SessionData } from "@/lib/session/session";
import { StoreApiError } from "@/lib/store-api/errors";

function fakeSession() {
  const destroy = jest.fn();
  return { session: { destroy } as unknown as IronSession<SessionData>, destroy };
}

describe("toBffResponse", () => {
  it("answers the envelope with the error's status, uncached, without fieldErrors when there are none", async () => {
    const response = toBffResponse(new BffError(409, "price_changed", "Prices have changed"));
    expect(response.status).toBe(409);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Retry-After")).toBeNull();
    expect(await response.json()).toEqual({
      error: { code: "price_changed", message: "Prices have changed" },
    });
  });

  it("carries the field errors", async () => {
    const response = toBffResponse(new BffError(401, "invalid_otp", "Invalid OTP", { otp: "Invalid OTP" }));
    expect(await response.json()).toEqual({
      error: { code: "invalid_otp", message: "Invalid OTP", fieldErrors: { otp: "Invalid OTP" } },
    });
  });

  it("sets Retry-After on a 429: the error's seconds, else 60", () => {
    expect(toBffResponse(new BffError(429, "rate_limited", "Slow down")).headers.get("Retry-After")).toBe(
      "60",
    );
    const timed = new BffError(429, "resend_too_soon", "Wait", undefined, 42);
    expect(toBffResponse(timed).headers.get("Retry-After")).toBe("42");
  });
});

describe("bffFailure", () => {
  it("answers a guest 401 'Please Login!' and ends the session", async () => {
    const { session, destroy } = fakeSession();
    const response = bffFailure(notLoggedIn(), session);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorised", message: PLEASE_LOGIN } });
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it("keeps the session for another 401 (a wrong OTP) and for other statuses", () => {
    const { session, destroy } = fakeSession();
    expect(bffFailure(new BffError(401, "invalid_otp", "Invalid OTP"), session).status).toBe(401);
    expect(bffFailure(new BffError(422, "cannot_buy", "No"), session).status).toBe(422);
    expect(destroy).not.toHaveBeenCalled();
  });

  it("ends the session on the store's 401 and maps other store failures to 504 / 502", async () => {
    const { session, destroy } = fakeSession();
    const dead = bffFailure(new StoreApiError("unauthorised", "401"), session);
    expect(dead.status).toBe(401);
    expect(await dead.json()).toEqual({ error: { code: "unauthorised", message: PLEASE_LOGIN } });
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(bffFailure(new StoreApiError("timeout", "slow"), session).status).toBe(504);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(bffFailure(new Error("boom"), session).status).toBe(502);
    error.mockRestore();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it("tells a client when to come back from an outage: the outage pages' Retry-After on 502 and 504", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const timeout = bffFailure(new StoreApiError("timeout", "slow"));
    const down = bffFailure(new StoreApiError("network", "ECONNREFUSED"));
    error.mockRestore();
    expect(timeout.status).toBe(504);
    expect((await timeout.json()).error.code).toBe("upstream_timeout");
    expect(down.status).toBe(502);
    expect((await down.json()).error.code).toBe("upstream_unavailable");
    for (const answer of [timeout, down]) {
      expect(answer.headers.get("Retry-After")).toBe(String(OUTAGE_RETRY_AFTER_S));
    }
    // Other failures are not outages: no Retry-After.
    expect(bffFailure(new BffError(422, "cannot_buy", "No")).headers.get("Retry-After")).toBeNull();
  });
});
