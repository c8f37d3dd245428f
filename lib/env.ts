import "server-only";
import { z } from "zod";

/**
 * The storefront's validated environment (architecture: `lib/env.ts`).
 * STORE_API_URL: base URL of the store API, with a trailing slash (the reference backend by default).
 * SESSION_PASSWORD: iron-session sealing password, at least 32 characters (the launcher generates one).
 * SITE_URL: the public origin used for canonical links, Open Graph URLs and the Origin check.
 */
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
