import "server-only";
import { z } from "zod";

/**
 * The storefront's validated environment, read once and checked (docs/configuration.md).
 * STORE_API_URL: base URL of the store API, with a trailing slash (the reference backend by default).
 * SESSION_PASSWORD: iron-session sealing password, at least 32 characters (the launcher generates one).
 * SITE_URL: the public origin used for canonical links, Open Graph URLs and the Origin check.
 * Accounts (docs/configuration.md), all optional:
 * STORE_SERVICE_KEY: shared secret the BFF sends as `X-Service-Key` for social sign-in (the launcher generates one).
 * REDIS_URL: shares the BFF's auth rate limits between storefront instances (per process without it).
 * GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET (+ GOOGLE_ISSUER to point at another OpenID Connect provider, e.g. a
 * local one in tests); FACEBOOK_CLIENT_ID + FACEBOOK_CLIENT_SECRET (+ FACEBOOK_AUTHORIZATION_URL,
 * FACEBOOK_TOKEN_URL, FACEBOOK_USERINFO_URL overrides for tests): a provider is offered only when it is configured.
 * NEXTAUTH_SECRET (default: derived from SESSION_PASSWORD), NEXTAUTH_URL (default: SITE_URL).
 * ALTCHA_HMAC_KEY: signs the sign-in proof-of-work challenges, at least 32 characters, the same on every instance
 * (the launcher generates one; default: derived from SESSION_PASSWORD).
 */
/** An optional setting: unset and blank (`FOO=`) both mean "not configured". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

function optionalUrl(message: string) {
  return optionalText.pipe(z.url({ message }).optional());
}

const envSchema = z.object({
  STORE_API_URL: z
    .url({ message: "STORE_API_URL must be a URL such as http://127.0.0.1:8000/" })
    .default("http://127.0.0.1:8000/")
    .transform((u) => (u.endsWith("/") ? u : `${u}/`)),
  STORE_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  SESSION_PASSWORD: z.string().min(32, "SESSION_PASSWORD must be at least 32 characters"),
  SITE_URL: z
    .url({ message: "SITE_URL must be the public origin, e.g. https://www.example.com" })
    .default("http://localhost:3000")
    .transform((u) => u.replace(/\/+$/, "")),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  STORE_SERVICE_KEY: optionalText.pipe(
    z.string().min(16, "STORE_SERVICE_KEY must be at least 16 characters").optional(),
  ),
  REDIS_URL: optionalUrl("REDIS_URL must be a URL such as redis://127.0.0.1:6379"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: optionalUrl("GOOGLE_ISSUER must be the issuer URL of an OpenID Connect provider"),
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  FACEBOOK_AUTHORIZATION_URL: optionalUrl("FACEBOOK_AUTHORIZATION_URL must be a URL"),
  FACEBOOK_TOKEN_URL: optionalUrl("FACEBOOK_TOKEN_URL must be a URL"),
  FACEBOOK_USERINFO_URL: optionalUrl("FACEBOOK_USERINFO_URL must be a URL"),
  NEXTAUTH_SECRET: optionalText.pipe(
    z.string().min(32, "NEXTAUTH_SECRET must be at least 32 characters").optional(),
  ),
  NEXTAUTH_URL: optionalUrl("NEXTAUTH_URL must be the public origin, e.g. https://www.example.com"),
  ALTCHA_HMAC_KEY: optionalText.pipe(
    z.string().min(32, "ALTCHA_HMAC_KEY must be at least 32 characters").optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/**
 * Reads and validates the environment once.
 * @throws Error listing every invalid variable (checked at boot by instrumentation.ts)
 */
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid storefront environment: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}
