/**
 * Run with tsx by tests/e2e/reviews.spec.ts: a new shopper with a delivered cash order, made the way a shopper and
 * staff would: register, address, cart and checkout over the store API's HTTP routes, then the staff CLI
 * (`backend/scripts/orders-cli.ts ship` and `deliver`) against the e2e database. Prints one JSON line:
 * `{ email, productId, alias, orderId, shipmentId, orderCode, token }` (token: the shopper's store API token).
 * Env: STORE_API (base URL), PG_PORT (the e2e database), ORDER_STAGE (`placed` leaves the order unshipped, so it
 * can still be cancelled; anything else ships and delivers it).
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { kochiAddress } from "../../fixtures/kochi-address";
import { TSX_NODE, tsxArgs } from "./tsx";

const api = (process.env.STORE_API ?? "http://127.0.0.1:8100/").replace(/\/$/, "");
const dbUrl = `postgres://postgres:postgres@127.0.0.1:${process.env.PG_PORT}/swa`;

async function call(path: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${api}/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 200) + 1}`,
      ...(token ? { Authorization: `Token ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as any;
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function main() {
  // Unique across parallel workers: a millisecond stamp alone can repeat.
  const tag = `${Date.now()}`.slice(-7);
  const email = `reviewer.${tag}.${randomUUID().slice(0, 8)}@example.com`;
  const reg = await call("ecom/register/", {
    name: "Meera Nair",
    phone_code: "+91",
    phone_number: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
    email,
    login_type: "NORMAL",
    honorific_name: "Mrs",
  });
  const token = reg.results.data.token as string;
  const address = await call("ecom/addresses/", kochiAddress(email), token);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    // the shopper signs in by an e-mailed code in the browser: their e-mail counts as proven
    await client.query("UPDATE users SET email_verified_at = now() WHERE email = $1", [email]);
    const { rows } = await client.query<{ id: number; alias: string; colour_id: number; price: number }>(
      `SELECT p.id, p.alias, p.final_price_paise AS price,
              (SELECT colour_id FROM product_colours pc WHERE pc.product_id = p.id ORDER BY position LIMIT 1) AS colour_id
       FROM products p WHERE p.in_stock AND NOT p.is_restricted
         AND NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id)
         AND p.final_price_paise BETWEEN 1000000 AND 5000000
       ORDER BY random() LIMIT 1`,
    );
    const p = rows[0]!;
    await call(
      "ecom/cartitems/",
      { product_id: p.id, color_id: p.colour_id, size_id: "", quantity: 1 },
      token,
    );
    const placed = await call(
      "ecom/checkout/",
      {
        promocode_id: 0,
        address_id: address.data.id,
        mode: "C",
        amount_to_pay: p.price / 100,
        use_swa_wallet: false,
      },
      token,
      { "Idempotency-Key": randomUUID() },
    );
    const { rows: lines } = await client.query<{ id: number; order_id: number; order_code: string }>(
      `SELECT l.id, l.order_id, o.order_code FROM order_lines l JOIN orders o ON o.id = l.order_id
       JOIN users u ON u.id = o.user_id WHERE u.email = $1`,
      [email],
    );
    const line = lines[0];
    if (!line) throw new Error(`no order line: ${JSON.stringify(placed)}`);
    const steps = process.env.ORDER_STAGE === "placed" ? [] : ["ship", "deliver"];
    for (const step of steps)
      execFileSync(TSX_NODE, tsxArgs("backend/scripts/orders-cli.ts", step, line.order_code), {
        env: { ...process.env, DATABASE_URL: dbUrl },
        stdio: ["ignore", "ignore", "inherit"],
      });
    console.log(
      JSON.stringify({
        email,
        productId: p.id,
        alias: p.alias,
        orderId: line.order_id,
        shipmentId: line.id,
        orderCode: line.order_code,
        token,
      }),
    );
  } finally {
    await client.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
