/**
 * A local OpenID Connect provider for the social sign-in tests: the `oauth2-mock-server` package (real discovery,
 * JWKS, authorization-code flow with PKCE, RS256-signed ID tokens) on 127.0.0.1. Run as a child process (the
 * package is ESM-only): prints one JSON line `{ "issuer": "http://127.0.0.1:<port>" }` once it listens, and stops
 * when its standard input closes or on SIGTERM / SIGINT. With `--until-signal` it ignores standard input and
 * stops on a signal only: for a runner that starts it with stdin closed (Playwright's webServer).
 *
 * Who signs in is chosen per flow, first match wins:
 * - the OpenID `login_hint` of the authorize request (the storefront passes on the one it was given; Jest);
 * - the cookie `oidc_user` the browser sends to the provider, as if the shopper were signed in at it (the
 *   Playwright journeys set it for the provider's origin), with an optional display name in `oidc_name`;
 * - social.shopper@example.com.
 * `<email>` signs in a verified address; `unverified:<email>` one whose `email_verified` is false. The name is
 * "Meera Social" unless `oidc_name` says otherwise. Port: OIDC_PORT (default: any free).
 */
import { OAuth2Server } from "oauth2-mock-server";

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");

/** One cookie of a request, decoded; undefined when absent. */
function cookie(req, name) {
  for (const pair of (req.headers.cookie ?? "").split(";")) {
    const eq = pair.indexOf("=");
    if (eq > 0 && pair.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** authorization code -> who the authorize request that issued it signs in */
const users = new Map();
server.service.on("beforeAuthorizeRedirect", ({ url }, req) => {
  const code = url.searchParams.get("code");
  const hint = typeof req.query.login_hint === "string" ? req.query.login_hint : cookie(req, "oidc_user");
  if (code && hint) users.set(code, { hint, name: cookie(req, "oidc_name") });
});
server.service.on("beforeTokenSigning", (token, req) => {
  const code = req.body?.code;
  const { hint = "social.shopper@example.com", name } = users.get(code) ?? {};
  const unverified = hint.startsWith("unverified:");
  const email = unverified ? hint.slice("unverified:".length) : hint;
  Object.assign(token.payload, {
    sub: `oidc-${email}`,
    email,
    email_verified: !unverified,
    name: name || "Meera Social",
  });
});

await server.start(Number(process.env.OIDC_PORT ?? 0), "127.0.0.1");
// The package names "localhost" in its issuer URL; name the address it really listens on.
server.issuer.url = `http://127.0.0.1:${server.address().port}`;
process.stdout.write(`${JSON.stringify({ issuer: server.issuer.url })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => undefined);
  process.exit(0);
};
if (!process.argv.includes("--until-signal")) {
  process.stdin.on("end", stop);
  process.stdin.on("close", stop);
  process.stdin.resume();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
