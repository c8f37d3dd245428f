/**
 * A local OpenID Connect provider for the social sign-in tests: the `oauth2-mock-server` package (real discovery,
 * JWKS, authorization-code flow with PKCE, RS256-signed ID tokens) on 127.0.0.1. Run as a child process (the
 * package is ESM-only): prints one JSON line `{ "issuer": "http://127.0.0.1:<port>" }` once it listens, and stops
 * when its standard input closes or on SIGTERM.
 *
 * Who signs in is chosen per flow with the OpenID `login_hint` the storefront passes on: `<email>` signs in a
 * verified address; `unverified:<email>` one whose `email_verified` is false. Port: OIDC_PORT (default: any free).
 */
import { OAuth2Server } from "oauth2-mock-server";

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");

/** authorization code -> login_hint of the authorize request that issued it */
const hints = new Map();
server.service.on("beforeAuthorizeRedirect", ({ url }, req) => {
  const code = url.searchParams.get("code");
  const hint = req.query.login_hint;
  if (code && typeof hint === "string") hints.set(code, hint);
});
server.service.on("beforeTokenSigning", (token, req) => {
  const hint = hints.get(req.body?.code) ?? "social.shopper@example.com";
  const unverified = hint.startsWith("unverified:");
  const email = unverified ? hint.slice("unverified:".length) : hint;
  Object.assign(token.payload, {
    sub: `oidc-${email}`,
    email,
    email_verified: !unverified,
    name: "Meera Social",
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
process.stdin.on("end", stop);
process.stdin.on("close", stop);
process.stdin.resume();
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
