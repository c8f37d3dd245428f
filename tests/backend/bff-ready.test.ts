/**
 * `/api/ready`: ready only while the store API (and its database) answers, so a load balancer or the e2e suite
 * waits for the backend instead of sending shoppers to outage pages (`/api/health` says only that the process runs).
 */
import { callRoute, bffRequest, useBffEnv } from "./helpers/bff";
import { startService, type RunningService } from "./helpers/start-service";
import * as readyRoute from "../../app/api/ready/route";

let svc: RunningService;
let stopped = false;

beforeAll(async () => {
  svc = await startService();
  useBffEnv(`${svc.baseUrl}/`);
}, 180_000);

afterAll(async () => {
  if (!stopped) await svc?.stop();
});

test("ready while the store API answers; 503 with Retry-After, quickly, once it is gone", async () => {
  const up = await callRoute(readyRoute.GET, bffRequest("/api/ready"));
  expect(up.status).toBe(200);
  expect(await up.json()).toEqual({ status: "ready" });

  await svc.stop();
  stopped = true;
  const down = await callRoute(readyRoute.GET, bffRequest("/api/ready"));
  expect(down.status).toBe(503);
  expect(down.headers.get("retry-after")).toBe("5");
  expect(down.headers.get("cache-control")).toBe("no-store");
});
