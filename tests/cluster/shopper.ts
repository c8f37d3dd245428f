/**
 * A shopper of the cluster tests: registered with an address and one cash-payable item in the cart over the store
 * API (the way tests/e2e/helpers/delivered-order.ts does it), then signed in through nginx the way the login
 * dialog does it (POST /api/account/otp, the code from the backend's development outbox, POST /api/account/verify).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { cookiesOf, request, type Answer } from "./http";
import { DATABASE_URL, NGINX, STORE_API } from "./topology";
import { kochiAddress } from "../fixtures/kochi-address";

/** A shopper with a session cookie issued through nginx. */
export interface SignedInShopper {
  email: string;
  addressId: number;
  cookie: string;
  /** The X-Instance of the verify call: the name of the instance that sealed the session (web-1, web-2). */
  signedInOn: string;
}

async function storeCall(path: string, body: unknown, from: string, token?: string): Promise<any> {
  const answer = await request(new URL(path, STORE_API).toString(), {
    json: body,
    headers: { "X-Forwarded-For": from, ...(token ? { Authorization: `Token ${token}` } : {}) },
  });
  if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body);
}

/** The newest login code sent to `to` after `since` (ms epoch), polled from the outbox for up to 15 s. */
export async function readOtp(to: string, since: number): Promise<string> {
  const url = new URL("dev/outbox", STORE_API);
  url.searchParams.set("to", to);
  url.searchParams.set("kind", "otp");
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const answer = await request(url.toString());
    if (answer.status === 200) {
      const { results } = JSON.parse(answer.body) as {
        results: { data: { otp: string; sent_at: string }[] };
      };
      const fresh = results.data.find((m) => Date.parse(m.sent_at) >= since - 2_000);
      if (fresh) return fresh.otp;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no OTP for ${to} in the outbox`);
}

/** A BFF call through nginx: same-origin JSON as the storefront's own pages send it. */
export function bff(
  path: string,
  from: string,
  cookie = "",
  json?: unknown,
  headers: Record<string, string> = {},
) {
  return request(`${NGINX}${path}`, {
    from,
    json,
    headers: { Origin: NGINX, ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
}

/** Registers a shopper with an address and one in-stock ₹10,000-50,000 piece without sizes in the cart. */
export async function shopperWithCart(from: string): Promise<{ email: string; addressId: number }> {
  const tag = `${Date.now()}`.slice(-7);
  const email = `cluster.${tag}.${Math.floor(Math.random() * 1000)}@example.com`;
  const registered = await storeCall(
    "ecom/register/",
    {
      name: "Meera Nair",
      phone_code: "+91",
      phone_number: `9${tag}${Math.floor(Math.random() * 90 + 10)}`,
      email,
      login_type: "NORMAL",
      honorific_name: "Mrs",
    },
    from,
  );
  const token = registered.results.data.token as string;
  const address = await storeCall("ecom/addresses/", kochiAddress(email), from, token);
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    // Signing in by e-mail needs a proven address; registering over the API does not prove it.
    await db.query("UPDATE users SET email_verified_at = now() WHERE email = $1", [email]);
    const { rows } = await db.query<{ id: number; colour_id: number }>(
      `SELECT p.id,
              (SELECT colour_id FROM product_colours pc WHERE pc.product_id = p.id ORDER BY position LIMIT 1) AS colour_id
       FROM products p WHERE p.in_stock AND NOT p.is_restricted
         AND NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id)
         AND p.final_price_paise BETWEEN 1000000 AND 5000000
       ORDER BY random() LIMIT 1`,
    );
    const product = rows[0];
    if (!product) throw new Error("no product fits a cash order");
    await storeCall(
      "ecom/cartitems/",
      { product_id: product.id, color_id: product.colour_id, size_id: "", quantity: 1 },
      from,
      token,
    );
  } finally {
    await db.end();
  }
  return { email, addressId: address.data.id as number };
}

/** Signs `email` in through nginx from `from`. @throws when a step is refused */
export async function signIn(email: string, from: string): Promise<{ cookie: string; signedInOn: string }> {
  const since = Date.now();
  const sent = await bff("/api/account/otp", from, "", { channel: "email", identifier: email });
  if (sent.status !== 200) throw new Error(`otp: HTTP ${sent.status} ${sent.body}`);
  const otp = await readOtp(email, since);
  const verified = await bff("/api/account/verify", from, cookiesOf(sent), {
    channel: "email",
    identifier: email,
    otp,
  });
  if (verified.status !== 200) throw new Error(`verify: HTTP ${verified.status} ${verified.body}`);
  return { cookie: cookiesOf(verified), signedInOn: String(verified.headers["x-instance"]) };
}

/** Places the signed-in shopper's cart as a cash order through nginx. @returns the checkout answer */
export async function placeCashOrder(cookie: string, addressId: number, from: string): Promise<Answer> {
  const cart = await bff("/api/cart", from, cookie);
  if (cart.status !== 200) throw new Error(`cart: HTTP ${cart.status} ${cart.body}`);
  const { grandTotal } = JSON.parse(cart.body) as { grandTotal: number };
  return bff(
    "/api/checkout",
    from,
    cookie,
    { mode: "C", addressId, expectedPayable: grandTotal, useSwaWallet: false, useExchangeWallet: false },
    { "Idempotency-Key": randomUUID() },
  );
}
