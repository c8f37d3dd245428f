/**
 * Structured JSON logs (pino) for the storefront and the store API, with secrets kept out.
 * Plain JavaScript so plain node scripts, proxy.ts (request ids), the BFF and the backend share one set of
 * rules. Types: json-logger.d.mts.
 *
 * Two layers of redaction: pino's `redact` paths remove known secret fields (OTP, tokens, cookies, Authorization,
 * X-Service-Key, card, password, phone) wherever they sit in a logged object, and {@link maskSecrets} masks what
 * may hide in free text (messages, paths, error messages): phone numbers and 4-6 digit codes.
 */
import pino from "pino";

/** Field names that never reach a log line, at the top level and one or two levels down. */
const SECRET_KEYS = [
  "otp",
  "token",
  "swaToken",
  "login_ticket",
  "password",
  "card",
  "cvv",
  "phone",
  "mobile",
  "cookie",
  "authorization",
  "x-service-key",
  "set-cookie",
];

/** pino `redact` paths: each secret key at depth 1-3 (`otp`, `*.otp`, `*.*.otp`). */
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const dot = safe.startsWith("[") ? "" : ".";
  return [safe, `*${dot}${safe}`, `*.*${dot}${safe}`];
});

// A phone number: 8+ digits, optionally with a leading + and spaces or dashes between groups (Indian mobiles are
// 10, Gulf 8-9, with country codes up to 13). Masked to its last 2 digits.
const PHONE_RE = /\+?\d(?:[\s-]?\d){7,14}/g;
// A one-time code, PIN or card fragment: a lone 4-6 digit run (not part of a longer number).
const CODE_RE = /(?<![\d.])\d{4,6}(?![\d.])/g;
// A value after a known key: `token=abc`, `"otp":"123"`, `Authorization: Token abc`.
const KEYED_RE =
  /\b(token|otp|password|swaToken|login_ticket|authorization|x-service-key)(["']?\s*[:=]\s*["']?)((?:token|bearer|basic)\s+)?([^\s"',;&]+)/gi;
// A credential after an auth scheme anywhere in text (`Token 3f9a…`): a word with a digit, 8 characters or more.
const SCHEME_RE = /\b(Token|Bearer|Basic)\s+(?=\S*\d)[\w.~+/=-]{8,}/g;

/**
 * Masks secrets that may sit in free text: keyed values (`token=…`, `Token …`), phone numbers (all but the last
 * 2 digits) and lone 4-6 digit codes. HTTP status codes (3 digits) and durations with decimals are left alone.
 * @param {string} text
 * @returns {string}
 */
export function maskSecrets(text) {
  return text
    .replace(KEYED_RE, (_m, key, sep, scheme) => `${key}${sep}${scheme ?? ""}[Redacted]`)
    .replace(SCHEME_RE, (_m, scheme) => `${scheme} [Redacted]`)
    .replace(PHONE_RE, (m) => `${"*".repeat(Math.max(0, m.replace(/\D/g, "").length - 2))}${m.slice(-2)}`)
    .replace(CODE_RE, "****");
}

/** The level from LOG_LEVEL; silent under Jest (its children inherit JEST_WORKER_ID) unless LOG_LEVEL says. */
export function logLevel(env = process.env) {
  if (env.LOG_LEVEL) return env.LOG_LEVEL;
  return env.JEST_WORKER_ID ? "silent" : "info";
}

/**
 * A pino logger with the store's redaction. `destination`: any `{ write(line) }` (default process.stdout); `name`:
 * `storefront` or `store-api`, on every line.
 * @param {{ name: string, level?: string, destination?: { write(line: string): unknown } }} options
 */
export function createJsonLogger({ name, level = logLevel(), destination }) {
  return pino(
    {
      level,
      base: { service: name },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: "[Redacted]" },
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        // Every message passes maskSecrets, whatever interpolation produced it.
        logMethod(args, method) {
          const masked = args.map((a) => (typeof a === "string" ? maskSecrets(a) : a));
          return method.apply(this, masked);
        },
      },
      serializers: {
        err: (err) => {
          const s = pino.stdSerializers.err(err);
          return {
            ...s,
            message: maskSecrets(String(s.message ?? "")),
            stack: maskSecrets(String(s.stack ?? "")),
          };
        },
        path: (p) => (typeof p === "string" ? maskSecrets(p) : p),
      },
    },
    // process.stdout rather than pino's own fd writer: the same ordering as the process's other output, and
    // tests can capture it.
    destination ?? { write: (line) => process.stdout.write(line) },
  );
}

/** Request ids we accept from a trusted caller: short, no spaces or control characters. */
const REQUEST_ID_RE = /^[\w.:-]{8,128}$/;

/**
 * The request id to use: the caller's when `trusted` and well-formed, else a new random UUID.
 * @param {string | string[] | undefined | null} given
 * @param {boolean} trusted
 * @returns {string}
 */
export function requestIdFrom(given, trusted) {
  const value = Array.isArray(given) ? given[0] : given;
  if (trusted && typeof value === "string" && REQUEST_ID_RE.test(value)) return value;
  return crypto.randomUUID();
}
