/**
 * The payment gateway behind online orders ('P').
 *
 * - `razorpay`: RAZORPAY_KEY_ID + RAZORPAY_KEY_SECRET are set; orders are created with the official `razorpay`
 *   package; webhooks are checked with RAZORPAY_WEBHOOK_SECRET (the webhook endpoint answers 503 without it).
 * - `test`: no keys (the default here, where Razorpay is unreachable) and NODE_ENV is 'development' or 'test'
 *   (backend/config/runtime-mode.ts: an unset NODE_ENV is production). The backend
 *   plays Razorpay: order ids `order_TEST...`, payments through POST ecom/test-gateway/pay/, signed with a local test
 *   secret (PAYMENT_TEST_SECRET, else a random one kept in the `settings` table so every backend process shares it),
 *   so payment-res runs the same verification code. Webhooks use the same secret.
 * - `off`: production without keys: online orders answer 503, cash orders still work.
 * PAYMENT_GATEWAY=razorpay|test|off overrides the choice; `test` in production refuses to start.
 *
 * Refunds to the original payment method (cancellations, returns) go through `refund`: Razorpay's
 * `payments.refund` with the official package, or the test gateway's ids `rfnd_test_...`.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import Razorpay from "razorpay";
import type { Db } from "../db/client";
import { testFeaturesAllowed } from "../config/runtime-mode";

export type GatewayMode = "razorpay" | "test" | "off";

export interface PaymentConfig {
  mode: GatewayMode;
  /** public key id the browser opens Checkout with */
  keyId: string;
  keySecret?: string;
  webhookSecret?: string;
  testSecret?: string;
  /** Razorpay API call limit */
  timeoutMs: number;
}

export const TEST_KEY_ID = "rzp_test_local_gateway";
const TEST_SECRET_SETTING = "payment_test_gateway_secret";

function nonEmpty(v: string | undefined): string | undefined {
  return v && v.trim() !== "" ? v.trim() : undefined;
}

/**
 * Reads the payment settings.
 * @throws Error when the test gateway is asked for in production, or razorpay without keys
 */
export function paymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const production = !testFeaturesAllowed(env);
  const keyId = nonEmpty(env.RAZORPAY_KEY_ID);
  const keySecret = nonEmpty(env.RAZORPAY_KEY_SECRET);
  const asked = nonEmpty(env.PAYMENT_GATEWAY);
  if (asked !== undefined && !["razorpay", "test", "off"].includes(asked))
    throw new Error(`PAYMENT_GATEWAY must be razorpay, test or off, not "${asked}"`);
  const mode: GatewayMode =
    (asked as GatewayMode | undefined) ?? (keyId && keySecret ? "razorpay" : production ? "off" : "test");
  if (mode === "test" && production)
    throw new Error("The test payment gateway cannot be enabled in production");
  if (mode === "razorpay" && !(keyId && keySecret))
    throw new Error("PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET");
  return {
    mode,
    keyId: mode === "razorpay" ? (keyId as string) : mode === "test" ? TEST_KEY_ID : "",
    keySecret: mode === "razorpay" ? keySecret : undefined,
    webhookSecret: nonEmpty(env.RAZORPAY_WEBHOOK_SECRET),
    testSecret: mode === "test" ? nonEmpty(env.PAYMENT_TEST_SECRET) : undefined,
    timeoutMs: 10_000,
  };
}

/** What the order code needs from a gateway. */
export interface PaymentGateway {
  readonly mode: GatewayMode;
  readonly keyId: string;
  /** Creates the gateway's order for an amount in paise. @returns its id (order_...) */
  createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<string>;
  /** The secret checkout signatures are made with. */
  signingSecret(): Promise<string>;
  /** The webhook secret, or undefined when webhooks are not configured. */
  webhookSecret(): Promise<string | undefined>;
  /**
   * Refunds part or all of a captured payment (amount in paise; `notes` travel with the refund, e.g. our refund id).
   * @returns the gateway's refund id (rfnd_...)
   * @throws Error when the gateway refuses or does not answer (the caller's job is retried)
   */
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<string>;
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Razorpay-style id: prefix + 14 random alphanumerics. */
export function randomGatewayId(prefix: string): string {
  const bytes = randomBytes(14);
  let out = "";
  for (const b of bytes) out += ALPHANUMERIC[b % ALPHANUMERIC.length];
  return `${prefix}${out}`;
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`payment gateway did not answer in ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/** The per-database test secret (created once; every backend process on the database reads the same one). */
async function sharedTestSecret(db: Db): Promise<string> {
  await db.execute(sql`
    INSERT INTO settings (key, value) VALUES (${TEST_SECRET_SETTING}, ${randomBytes(32).toString("hex")})
    ON CONFLICT (key) DO NOTHING`);
  const { rows } = await db.execute<{ value: string }>(
    sql`SELECT value FROM settings WHERE key = ${TEST_SECRET_SETTING}`,
  );
  const value = rows[0]?.value;
  if (!value) throw new Error("test gateway secret missing");
  return value;
}

/** The part of the official client the gateway uses (tests pass a stand-in: Razorpay is unreachable here). */
export type RazorpayOrders = {
  orders: {
    create(params: {
      amount: number;
      currency: string;
      receipt: string;
      notes: Record<string, string>;
    }): Promise<{ id: string }>;
  };
  /** refunds of captured payments (`instance.payments.refund`); optional for stand-ins that only create orders */
  payments?: {
    refund(
      paymentId: string,
      params: {
        amount: number;
        speed?: "normal" | "optimum";
        notes?: Record<string, string>;
        receipt?: string;
      },
    ): Promise<{ id: string }>;
  };
};

/** Builds the gateway for a configuration. */
export function createGateway(
  db: Db,
  config: PaymentConfig,
  razorpayClient?: RazorpayOrders,
): PaymentGateway {
  if (config.mode === "razorpay") {
    const client: RazorpayOrders =
      razorpayClient ?? new Razorpay({ key_id: config.keyId, key_secret: config.keySecret as string });
    return {
      mode: "razorpay",
      keyId: config.keyId,
      async createOrder(amountPaise, receipt, notes) {
        const order = await withTimeout(
          client.orders.create({
            amount: amountPaise,
            currency: "INR",
            receipt: receipt.slice(0, 40),
            notes,
          }),
          config.timeoutMs,
        );
        return order.id;
      },
      signingSecret: async () => config.keySecret as string,
      webhookSecret: async () => config.webhookSecret,
      async refund(paymentId, amountPaise, notes) {
        if (!client.payments) throw new Error("this Razorpay client cannot refund");
        const refund = await withTimeout(
          client.payments.refund(paymentId, {
            amount: amountPaise,
            speed: "normal",
            notes,
            receipt: notes.refund_id ? `refund-${notes.refund_id}` : undefined,
          }),
          config.timeoutMs,
        );
        return refund.id;
      },
    };
  }
  if (config.mode === "test") {
    let secret: Promise<string> | undefined;
    const signingSecret = () => {
      secret ??= config.testSecret ? Promise.resolve(config.testSecret) : sharedTestSecret(db);
      // A failed read is retried on the next call rather than remembered.
      secret.catch(() => (secret = undefined));
      return secret;
    };
    return {
      mode: "test",
      keyId: config.keyId,
      createOrder: async () => randomGatewayId("order_TEST"),
      signingSecret,
      webhookSecret: async () => config.webhookSecret ?? (await signingSecret()),
      // The labelled test gateway: no money moves; the id says so.
      refund: async () => randomGatewayId("rfnd_test_"),
    };
  }
  return {
    mode: "off",
    keyId: "",
    createOrder: async () => {
      throw new Error("online payment is off");
    },
    signingSecret: async () => {
      throw new Error("online payment is off");
    },
    webhookSecret: async () => undefined,
    refund: async () => {
      throw new Error("online payment is off: refund to the original method impossible");
    },
  };
}

const gateways = new WeakMap<Db, PaymentGateway>();

/**
 * The gateway of this process for a database, from the environment (one per Db, shared by the route groups).
 * @throws Error on a configuration that must not run (test gateway in production)
 */
export function defaultGateway(db: Db): PaymentGateway {
  let gateway = gateways.get(db);
  if (!gateway) {
    gateway = createGateway(db, paymentConfig(process.env));
    gateways.set(db, gateway);
  }
  return gateway;
}
