/**
 * The reference store API as one Hono app: routes grouped by area, one error envelope for every failure.
 */
import { Hono } from "hono";
import type { DevOutbox } from "./accounts/outbox";
import type { Db } from "./db/client";
import { errorResponse, HttpError } from "./http/errors";
import { requestLog } from "./http/request-log";
import { createJsonLogger } from "../lib/observability/json-logger.mjs";
import { tokenAuth } from "./http/auth";
import { productMediaIndex } from "./media/media-index";
import { isBadValueDbError, refuseControlCharacters } from "./http/hostile-input";
import { mediaRoutes } from "./media/routes";
import { devExpiryRoutes } from "./orders/dev-expiry-route";
import { testFeaturesAllowed } from "./config/runtime-mode";
import { accountRoutes } from "./routes/accounts";
import { addressRoutes } from "./routes/addresses";
import { cartRoutes } from "./routes/cart";
import { catalogueRoutes } from "./routes/catalogue";
import { checkoutRoutes } from "./routes/checkout";
import { flagRoutes } from "./routes/flags";
import { invoiceRoutes } from "./routes/invoices";
import { watchHolidayCoverage } from "./leads/holiday-coverage";
import { leadRoutes } from "./routes/leads";
import { orderRoutes } from "./routes/orders";
import { paymentRoutes } from "./routes/payment";
import { reviewRoutes } from "./routes/reviews";
import { serviceRoutes } from "./routes/services";
import { trialRoutes } from "./routes/trial";
import { walletRoutes } from "./routes/wallet";
import { wishlistRoutes } from "./routes/wishlist";

export interface AppOptions {
  db: Db;
  /** where rendered product images and videos are cached on disk */
  mediaCacheDir: string;
  /** where the JSON log lines go (one string per line); tests pass a no-op. Level: LOG_LEVEL. */
  log?: (line: string) => void;
  /** pino level (`info`, `warn`, `silent`...); default LOG_LEVEL, `silent` under Jest, else `info` */
  logLevel?: string;
  /** the development outbox shared with the job worker (order e-mails); the account routes make one otherwise */
  outbox?: DevOutbox;
}

/**
 * Builds the HTTP app. Unknown paths answer 404, values the database cannot take (control characters, ids past
 * int4) 400 (`http/hostile-input.ts`), and unexpected errors 500, all in the contract's envelope. Starts one
 * background check of the public holiday data (a warning in the log when the next 90 days lack it).
 */
export function createApp({ db, mediaCacheDir, log = console.log, logLevel, outbox }: AppOptions): Hono {
  const app = new Hono();
  // Structured JSON lines with secrets redacted (lib/observability/json-logger.mjs), written to the sink.
  const logger = createJsonLogger({
    name: "store-api",
    level: logLevel,
    destination: { write: (line) => log(line.trimEnd()) },
  });
  const logText = (message: string) => logger.info(message);

  app.use(requestLog(logger));

  app.use(refuseControlCharacters);
  app.use(tokenAuth(db));
  app.route("/", serviceRoutes(db));
  app.route("/", catalogueRoutes(db));
  app.route("/", flagRoutes());
  // Checked now (the backend's startup) and again while promises are computed, rate-limited.
  const holidayWatch = watchHolidayCoverage({ db, warn: (fields, message) => logger.warn(fields, message) });
  void holidayWatch.check(new Date());
  app.route("/", leadRoutes({ db, holidayWatch }));
  app.route("/", accountRoutes({ db, mediaCacheDir, log: logText, outbox })); // before mediaRoutes: it serves /media/avatars/*
  app.route("/", addressRoutes(db));
  app.route("/", wishlistRoutes(db));
  app.route("/", cartRoutes(db));
  app.route("/", trialRoutes(db));
  app.route("/", checkoutRoutes(db));
  app.route("/", orderRoutes(db));
  app.route("/", invoiceRoutes(db));
  app.route("/", paymentRoutes(db));
  app.route("/", reviewRoutes(db, mediaCacheDir)); // before mediaRoutes: it serves /media/reviews/*
  if (testFeaturesAllowed(process.env)) app.route("/", devExpiryRoutes(db));
  app.route("/", walletRoutes(db));
  app.route("/", mediaRoutes(mediaCacheDir, productMediaIndex(db)));

  app.notFound((c) => errorResponse(c, 404, "Not found"));
  app.onError((err, c) => {
    if (err instanceof HttpError) return errorResponse(c, err.status, err.message);
    if (isBadValueDbError(err)) return errorResponse(c, 400, "A value in the request is not valid");
    logger.error({ err, method: c.req.method, path: c.req.path }, "request failed");
    return errorResponse(c, 500, "Something went wrong");
  });
  return app;
}
