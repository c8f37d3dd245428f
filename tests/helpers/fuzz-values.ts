/**
 * Hostile values for the fuzz suites (tests/backend/fuzz-store-api.test.ts, tests/e2e/fuzz.spec.ts): what an attacker puts in ids, strings, query values and JSON bodies. fast-check arbitraries, so a run
 * is reproducible from its seed.
 */
import fc from "fast-check";

/** Around PostgreSQL's int4 and JavaScript's safe integers, negative, zero, fractional, exponent, hex. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2_147_483_647, 2_147_483_648, 4_294_967_296, 9_007_199_254_740_993, -2_147_483_649),
  fc.constantFrom(1.5, -0.5, 1e21, 1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** The same as text, plus what only text can say. */
export const hostileIdText = fc.oneof(
  hostileNumber.map(String),
  fc.constantFrom("2147483648", "99999999999999999999", "-5", "1.0", "1e3", "0x10", " 7 ", "7\u0000", "", "NaN", "null"),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
);

/** Control characters, NUL first: PostgreSQL refuses NUL in text and the error used to become a 500. */
const controls = fc.constantFrom("\u0000", "\u0001", "\u0007", "\u0008", "\u000b", "\u001b", "\u007f", "\r\n", "\t");

/** Strings with NUL and control bytes, lone surrogates, very long runs, SQL and markup. */
export const hostileString = fc.oneof(
  fc.tuple(fc.string({ maxLength: 12 }), controls, fc.string({ maxLength: 12 })).map(([a, c, b]) => a + c + b),
  fc.constantFrom("\u0000", "a\u0000b", "%00", "\ud800", "' OR 1=1 --", "<script>x</script>", "../../etc/passwd", "\u202e"),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.nat({ max: 5 }).map((n) => "x".repeat(1000 * 10 ** (n % 4))),
);

/** Any JSON value of the wrong type for a field: objects, arrays, booleans, null, numbers, strings. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  hostileString,
  hostileIdText,
  fc.constantFrom(null, true, false, [], {}, [1, 2], { $gt: "" }, [null], { __proto__: { admin: true } }),
  fc.array(hostileString, { maxLength: 3 }),
);

/** Percent-encodes text for a URL; a lone surrogate (which encodeURIComponent refuses) goes as raw bytes. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`).join("");
  }
}

/** One `key=value` of a query string, both percent-encoded (NUL goes as `%00`). */
export const queryPair = (key: string, value: string) => `${encode(key)}=${encode(value)}`;
