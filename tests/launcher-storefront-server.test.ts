/**
 * The storefront's own HTTP server (scripts/launcher/storefront-http.mjs, run by storefront-server.mjs): the
 * client address the BFF's per-IP limits count must come from the socket, whatever X-Forwarded-For or X-Real-IP
 * the client sends, unless TRUST_PROXY=1 says a proxy in front writes them. Driven over real sockets with a
 * stand-in for Next's request handler; the address is then read by the BFF's own clientIp(). The full stack
 * (Next behind this server, a rate-limited route) is covered by tests/e2e/client-ip.spec.ts.
 */
import { spawnSync } from "node:child_process";
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";
import { clientIp } from "@/lib/account/client-ip";
import {
  closeServer,
  createStorefrontServer,
  rewriteClientAddress,
  trustsProxy,
} from "../scripts/launcher/storefront-http.mjs";

type Handle = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/** A stand-in for Next: answers with the headers it was handed. */
const echo: Handle = async (req, res) => {
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(req.headers));
};

const servers: http.Server[] = [];

async function start(handle: Handle, trustProxy: boolean): Promise<{ server: http.Server; port: number }> {
  const server = createStorefrontServer({ handle, trustProxy });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function get(
  port: number,
  headers: OutgoingHttpHeaders = {},
  agent?: http.Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: "/api/account/otp", headers, agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** What the route handler would see: the headers Next received, as a Web Request, through clientIp(). */
function ipSeenByBff(headers: IncomingHttpHeaders): string {
  const web = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === "string") web.set(name, value);
  }
  return clientIp(new Request("http://127.0.0.1/api/account/otp", { headers: web }));
}

describe("client address without a trusted proxy (the default)", () => {
  it("replaces a forged X-Forwarded-For with the socket's address and drops X-Real-IP", async () => {
    const { port } = await start(echo, false);
    const seen = JSON.parse(
      (await get(port, { "X-Forwarded-For": "203.0.113.7, 198.51.100.1", "X-Real-IP": "192.0.2.9" })).body,
    ) as IncomingHttpHeaders;
    expect(seen["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen["x-real-ip"]).toBeUndefined();
    expect(ipSeenByBff(seen)).toBe("127.0.0.1");
  });

  it("ignores several X-Forwarded-For lines, and fills the header when the client sent none", async () => {
    const { port } = await start(echo, false);
    const repeated = JSON.parse(
      (await get(port, { "X-Forwarded-For": ["203.0.113.7", "198.51.100.1"] })).body,
    ) as IncomingHttpHeaders;
    expect(repeated["x-forwarded-for"]).toBe("127.0.0.1");
    const none = JSON.parse((await get(port)).body) as IncomingHttpHeaders;
    expect(none["x-forwarded-for"]).toBe("127.0.0.1");
    expect(ipSeenByBff(none)).toBe("127.0.0.1");
  });

  it("counts every forged address as the one real client", async () => {
    const { port } = await start(echo, false);
    const ips = new Set<string>();
    for (let i = 1; i <= 5; i++) {
      const { body } = await get(port, { "X-Forwarded-For": `198.51.100.${i}` });
      ips.add(ipSeenByBff(JSON.parse(body) as IncomingHttpHeaders));
    }
    expect([...ips]).toEqual(["127.0.0.1"]);
  });
});

describe("client address behind a trusted proxy (TRUST_PROXY=1)", () => {
  it("leaves the proxy's headers as they are; clientIp() takes the entry the proxy appended", async () => {
    const { port } = await start(echo, true);
    const seen = JSON.parse(
      (await get(port, { "X-Forwarded-For": "203.0.113.7, 198.51.100.1", "X-Real-IP": "192.0.2.9" })).body,
    ) as IncomingHttpHeaders;
    expect(seen["x-forwarded-for"]).toBe("203.0.113.7, 198.51.100.1");
    expect(seen["x-real-ip"]).toBe("192.0.2.9");
    expect(ipSeenByBff(seen)).toBe("198.51.100.1");
  });

  it("is on only for TRUST_PROXY=1", () => {
    expect(trustsProxy({ TRUST_PROXY: "1" })).toBe(true);
    for (const value of [undefined, "", "0", "true", "yes"])
      expect(trustsProxy({ TRUST_PROXY: value })).toBe(false);
  });
});

describe("rewriteClientAddress", () => {
  it("drops the header when the socket has no address left (closed before the request was read)", () => {
    const req = {
      headers: { "x-forwarded-for": "203.0.113.7", "x-real-ip": "192.0.2.9" },
      socket: { remoteAddress: undefined },
    } as unknown as http.IncomingMessage;
    rewriteClientAddress(req, false);
    expect(req.headers).toEqual({});
  });
});

/** The Vary header a client gets for `path` when the handler (like Next) sets its own Vary while answering. */
async function varyOf(path: string): Promise<string | undefined> {
  const { port } = await start(async (_req, res) => {
    res.setHeader("Vary", "rsc, next-router-state-tree, Accept-Encoding");
    res.end("<html></html>");
  }, false);
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers.vary));
      })
      .on("error", reject);
  });
}

describe("pages vary by the country cookie (a shared cache must not mix countries)", () => {
  it("adds Cookie to the Vary the page answer carries", async () => {
    expect(await varyOf("/rings?sort=LtoH")).toBe("rsc, next-router-state-tree, Accept-Encoding, Cookie");
    expect(await varyOf("/")).toMatch(/, Cookie$/);
  });

  it("leaves the BFF, Next's assets and media alone", async () => {
    for (const path of ["/api/health", "/_next/static/chunks/a.js", "/media/banners/a.webp"]) {
      expect(await varyOf(path)).toBe("rsc, next-router-state-tree, Accept-Encoding");
    }
  });
});

describe("the server", () => {
  it("answers 500 when the handler fails before answering", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { port } = await start(async () => {
      throw new Error("boom");
    }, false);
    expect(await get(port)).toEqual({ status: 500, body: "Internal Server Error" });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it("closes promptly: idle keep-alive connections do not hold it, a request in flight still finishes", async () => {
    let release: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => (release = resolve));
    const { server, port } = await start(async (req, res) => {
      if (req.headers["x-slow"]) await slowGate;
      res.end("done");
    }, false);
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(port, {}, agent)).body).toBe("done"); // leaves an idle keep-alive socket
    const slow = get(port, { "x-slow": "1" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closed = closeServer(server, 5_000);
    setTimeout(release, 300);
    expect((await slow).body).toBe("done");
    await closed;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it("cuts a request that is still running when the grace period ends", async () => {
    const { server, port } = await start(() => new Promise<void>(() => undefined), false);
    const hung = get(port).then(
      () => "answered",
      (error: NodeJS.ErrnoException) => error.code,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await closeServer(server, 300);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await hung).toBe("ECONNRESET");
  });
});

describe("closing with an upgraded connection open (next dev's hot-reload WebSocket)", () => {
  it("cuts it at the end of the grace period instead of waiting for the client", async () => {
    const { server, port } = await start(echo, false);
    server.on("upgrade", (_req, socket: Socket) => {
      socket.write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n");
    });
    const client = await new Promise<Socket>((resolve, reject) => {
      const req = http.request({
        host: "127.0.0.1",
        port,
        path: "/_next/hmr",
        headers: { Connection: "Upgrade", Upgrade: "websocket" },
      });
      req.on("upgrade", (_res, socket) => resolve(socket));
      req.on("error", reject);
      req.end();
    });
    const ended = new Promise((resolve) => client.once("close", resolve));
    const started = Date.now();
    await closeServer(server, 200);
    expect(Date.now() - started).toBeLessThan(1_500);
    await ended;
  });
});

describe("storefront-server.mjs", () => {
  it("refuses a missing mode or a bad port before loading Next", () => {
    const entry = path.join(__dirname, "..", "scripts", "launcher", "storefront-server.mjs");
    const noMode = spawnSync(process.execPath, [entry], { encoding: "utf8" });
    expect(noMode.status).toBe(2);
    expect(noMode.stderr).toMatch(/usage: storefront-server\.mjs <start\|dev>/);
    const badPort = spawnSync(process.execPath, [entry, "start", "-p", "99999"], { encoding: "utf8" });
    expect(badPort.status).toBe(2);
    expect(badPort.stderr).toMatch(/not a port number: 99999/);
  });
});
