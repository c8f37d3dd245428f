/**
 * The session cookie on an https site (Secure), and route protection for server components (requireShopper and
 * the protected placeholder pages): guests are sent to the login prompt with a same-site `next`.
 */
import "./helpers/next-als"; // first: before any module of next loads
import type { ReactElement } from "react";
import { startService, type RunningService } from "./helpers/start-service";
import {
  bffRequest,
  callRoute,
  CookieJar,
  latestOtp,
  newShopper,
  useBffEnv,
  type RouteHandler,
} from "./helpers/bff";
import * as registerRoute from "../../app/api/account/register/route";
import * as verifyRoute from "../../app/api/account/verify/route";
import * as sessionRoute from "../../app/api/session/route";
import { loginPromptUrl, requireShopper } from "../../lib/session/require-session";
import { safeReturnPath } from "../../lib/validation/return-path";
import WishlistPage from "../../app/[shop]/wished/list/page";
import CartPage from "../../app/[shop]/shoping/cart/page";
import OrdersPage from "../../app/[shop]/my/orders/page";
import ProfilePage from "../../app/[shop]/my/profile/page";
import WalletPage from "../../app/[shop]/swa/wallet/page";
import ExchangePage from "../../app/[shop]/swa/exchange/page";

/** A page under `app/[shop]` and the params the proxy gives it for an Indian shopper. */
type ShopPage = (props: { params: Promise<{ shop: string }> }) => Promise<ReactElement>;
const IN_INDIA = { params: Promise.resolve({ shop: "1" }) };

jest.setTimeout(60_000);

const HTTPS_SITE = "https://shop.example";
let service: RunningService;

beforeAll(async () => {
  process.env.STORE_SERVICE_KEY = "test-service-key-0123456789abcdef";
  process.env.TRUST_PROXY = "1";
  service = await startService();
  useBffEnv(`${service.baseUrl}/`, { SITE_URL: HTTPS_SITE });
});

afterAll(async () => {
  await service?.stop();
});

/** Runs server-component code in a request scope with the given cookies; a redirect comes back as its URL. */
async function inRequest<T>(
  jar: CookieJar,
  work: () => Promise<T>,
): Promise<{ redirect?: string; value?: T }> {
  let outcome: { redirect?: string; value?: T } = {};
  const handler = (async () => {
    try {
      outcome = { value: await work() };
    } catch (err) {
      const digest = (err as { digest?: string }).digest;
      if (!digest?.startsWith("NEXT_REDIRECT")) throw err;
      outcome = { redirect: digest.split(";")[2] };
    }
    return new Response(null);
  }) as unknown as RouteHandler;
  await callRoute(handler, bffRequest("/my/orders", { jar }));
  return outcome;
}

/**
 * Signs up and verifies the e-mailed OTP through the BFF routes, as a browser on the https site does.
 * @returns the cookie jar (a really signed-in browser: requireShopper checks the token with the store) and the
 *   verify answer, whose Set-Cookie is the new session
 */
async function signUpAndVerify(shopper = newShopper("signed"), ip = "198.51.100.202") {
  const jar = new CookieJar();
  const reg = await callRoute(
    registerRoute.POST as unknown as RouteHandler,
    bffRequest("/api/account/register", {
      json: { name: shopper.name, honorific: "Mrs", email: shopper.email, phone: shopper.phone },
      origin: HTTPS_SITE,
      ip,
      jar,
    }),
  );
  expect(reg.status).toBe(200);
  jar.take(reg); // the claim token the OTP must come with
  const otp = await latestOtp(service.baseUrl, shopper.email);
  const verify = await callRoute(
    verifyRoute.POST as unknown as RouteHandler,
    bffRequest("/api/account/verify", {
      json: { channel: "email", identifier: shopper.email, otp },
      origin: HTTPS_SITE,
      ip,
      jar,
    }),
  );
  expect(verify.status).toBe(200);
  jar.take(verify);
  return { jar, verify };
}

/** A really signed-in browser (sign-up, then the OTP). */
async function signedInJar(shopper = newShopper("signed")): Promise<CookieJar> {
  return (await signUpAndVerify(shopper)).jar;
}

it("on an https site the session cookie is Secure, httpOnly and SameSite=Lax", async () => {
  const { verify } = await signUpAndVerify(newShopper("secure"), "198.51.100.201");
  const [cookie] = verify.headers.getSetCookie();
  expect(cookie).toMatch(/^swa_session=/);
  expect(cookie).toMatch(/;\s*Secure/i);
  expect(cookie).toMatch(/;\s*HttpOnly/i);
  expect(cookie).toMatch(/;\s*SameSite=Lax/i);
});

describe("requireShopper", () => {
  it("sends a guest to the login prompt with the page as `next`", async () => {
    const out = await inRequest(new CookieJar(), () => requireShopper("/my/orders?tab=open"));
    expect(out.redirect).toBe("/?login=please&next=%2Fmy%2Forders%3Ftab%3Dopen");
  });

  it("never puts another site in `next`", () => {
    for (const bad of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/a\nb",
      "/.//evil.example/x",
      "/..//evil.example/phish",
      "/%2F%2Fevil.example",
    ]) {
      expect(loginPromptUrl(bad)).toBe("/?login=please&next=%2F");
    }
    expect(safeReturnPath("/swa/wallet")).toBe("/swa/wallet");
  });

  it("returns the signed-in shopper", async () => {
    const out = await inRequest(await signedInJar(), () => requireShopper("/my/orders"));
    expect(out.value?.user.name).toBe("Asha Menon");
  });
});

describe("a logged-out cookie replayed", () => {
  const personal: Array<[string, ShopPage]> = [
    ["/my/profile", ProfilePage],
    ["/swa/wallet", WalletPage],
    ["/my/orders", OrdersPage],
  ];

  it.each(personal)("%s shows nothing personal and sends to the login prompt", async (path, Page) => {
    const shopper = newShopper("replay");
    const jar = await signedInJar(shopper);
    const before = await inRequest(jar, () => Page(IN_INDIA));
    expect(before.redirect).toBeUndefined();
    const copy = jar.clone();
    const logout = await callRoute(
      sessionRoute.DELETE as unknown as RouteHandler,
      bffRequest("/api/session", { method: "DELETE", origin: HTTPS_SITE, jar }),
    );
    expect(logout.status).toBe(200);

    const replay = await inRequest(copy, () => Page(IN_INDIA));
    expect(replay.redirect).toBe(`/?login=please&next=${encodeURIComponent(path)}`);
    const texts = textsOf(replay.value).join(" ");
    expect(texts).not.toContain(shopper.email);
    expect(texts).not.toContain(shopper.phone);
    // The header's session check then ends the replayed session for good.
    const session = await callRoute(
      sessionRoute.GET as unknown as RouteHandler,
      bffRequest("/api/session", { jar: copy }),
    );
    expect(await session.json()).toEqual({ loggedIn: false });
    expect(session.headers.getSetCookie().join("\n")).toMatch(/swa_session=;/);
  });
});

/** Every string in an element tree's props, without rendering (client leaves like next/link need a router). */
function textsOf(node: unknown, out: string[] = []): string[] {
  if (typeof node === "string") out.push(node);
  else if (Array.isArray(node)) node.forEach((n) => textsOf(n, out));
  else if (node && typeof node === "object" && "props" in node) {
    for (const value of Object.values((node as { props: Record<string, unknown> }).props))
      textsOf(value, out);
  }
  return out;
}

const BUYBACK_NOTE =
  "Buyback refunds land here: 100% of the value within 15 days of delivery, with 10% deducted after that.";

describe("protected pages", () => {
  const pages: Array<[string, ShopPage]> = [
    ["/wished/list", WishlistPage],
    ["/shoping/cart", CartPage],
    ["/my/orders", OrdersPage],
    ["/swa/wallet", WalletPage],
    ["/swa/exchange", ExchangePage],
  ];

  it.each(pages)("%s sends a guest to the login prompt", async (path, Page) => {
    const guest = await inRequest(new CookieJar(), () => Page(IN_INDIA));
    expect(guest.redirect).toBe(`/?login=please&next=${encodeURIComponent(path)}`);
  });

  it.each([
    // MOVE TO BANK is inside the client WalletView (tests/components/wallet, tests/e2e/wallet.spec.ts).
    ["/swa/wallet", WalletPage, BUYBACK_NOTE],
    ["/swa/exchange", ExchangePage, "SWA Exchange"],
  ] as Array<[string, ShopPage, string]>)("%s renders for a shopper", async (_path, Page, text) => {
    const shopper = await inRequest(await signedInJar(), () => Page(IN_INDIA));
    expect(textsOf(shopper.value)).toContain(text);
  });
});
