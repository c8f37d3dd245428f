/**
 * Redaction rules of the JSON logs (lib/observability/json-logger.mjs): secret fields removed
 * wherever they sit, phone numbers and 4-6 digit codes masked in free text, request ids accepted only when
 * trusted and well-formed.
 */
import { createJsonLogger, logLevel, maskSecrets, requestIdFrom } from "../lib/observability/json-logger.mjs";

function capture(level = "debug") {
  const lines: string[] = [];
  const logger = createJsonLogger({ name: "test", level, destination: { write: (l) => lines.push(l) } });
  return { logger, lines };
}

describe("maskSecrets", () => {
  it.each([
    ["OTP 482913 sent to +91 98470 12345", ["482913", "98470 12345", "9847012345"]],
    ["login for 9847012345 with code 4829", ["9847012345", "4829"]],
    ["Authorization: Token 3f9a8b7c6d5e4f3a2b1c", ["3f9a8b7c6d5e4f3a2b1c"]],
    ["sent with Bearer eyJhbGciOi.x9y8z7", ["eyJhbGciOi.x9y8z7"]],
    ["/ecom/login?otp=123456&token=abcdef0123456789", ["123456", "abcdef0123456789"]],
    ['{"password":"hunter2-secret","swaToken":"tok_live_abc"}', ["hunter2-secret", "tok_live_abc"]],
    ["card 4111 1111 1111 1111 declined", ["4111 1111 1111 1111", "1111"]],
  ])("%s", (text, secrets) => {
    const masked = maskSecrets(text);
    for (const s of secrets) expect(masked).not.toContain(s);
  });

  it("keeps what is not secret: status codes, decimals, words", () => {
    expect(maskSecrets("GET /ecom/products/42 answered 404 in 12.5ms")).toBe(
      "GET /ecom/products/42 answered 404 in 12.5ms",
    );
    // a phone keeps its last 2 digits, enough to tell two lines apart
    expect(maskSecrets("call 9847012345")).toBe("call ********45");
    expect(maskSecrets("[outbox] OTP sent to d***@swadiamonds.com")).toBe(
      "[outbox] OTP sent to d***@swadiamonds.com",
    );
    expect(maskSecrets("the token expired")).toBe("the token expired");
  });
});

describe("createJsonLogger", () => {
  it("writes one JSON object per line with level, service, time and message", () => {
    const { logger, lines } = capture();
    logger.info({ reqId: "req-12345678", status: 200 }, "request");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] as string);
    expect(line).toMatchObject({ level: "info", service: "test", msg: "request", reqId: "req-12345678" });
    expect(typeof line.time).toBe("string");
  });

  it("removes secret fields at any of the first three levels", () => {
    const { logger, lines } = capture();
    const secrets = {
      otp: "731904",
      token: "tok-secret-aaaaaaaa",
      password: "pw-secret-bbbbbbbb",
      card: { number: "4111111111111111", cvv: "123" },
      phone: "9847012345",
      headers: {
        authorization: "Token tok-secret-cccccccc",
        cookie: "swa_session=sealed-dddddddd",
        "x-service-key": "svc-secret-eeeeeeee",
      },
      body: { otp: "555111", login_ticket: "ticket-ffffffff", swaToken: "swa-gggggggg" },
    };
    logger.info(secrets, "incoming");
    const out = lines.join("\n");
    for (const value of [
      "731904",
      "tok-secret-aaaaaaaa",
      "pw-secret-bbbbbbbb",
      "4111111111111111",
      "9847012345",
      "tok-secret-cccccccc",
      "sealed-dddddddd",
      "svc-secret-eeeeeeee",
      "555111",
      "ticket-ffffffff",
      "swa-gggggggg",
    ])
      expect(out).not.toContain(value);
    expect(out).toContain("[Redacted]");
  });

  it("masks phone numbers and codes in messages and error messages", () => {
    const { logger, lines } = capture();
    logger.info("OTP 482913 sent to 9847012345");
    logger.error({ err: new Error("verify failed for 9847012345 with 482913") }, "failed");
    const out = lines.join("\n");
    expect(out).not.toContain("482913");
    expect(out).not.toContain("9847012345");
  });

  it("follows LOG_LEVEL and is silent under Jest unless told", () => {
    expect(logLevel({ JEST_WORKER_ID: "1" })).toBe("silent");
    expect(logLevel({ JEST_WORKER_ID: "1", LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevel({})).toBe("info");
    const { logger, lines } = capture("warn");
    logger.info("hidden");
    logger.warn("shown");
    expect(lines).toHaveLength(1);
  });
});

describe("requestIdFrom", () => {
  it("keeps a trusted, well-formed id and replaces anything else", () => {
    expect(requestIdFrom("proxy-id-0001", true)).toBe("proxy-id-0001");
    expect(requestIdFrom("proxy-id-0001", false)).not.toBe("proxy-id-0001");
    expect(requestIdFrom("bad id with spaces", true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom("x".repeat(500), true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined, true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
