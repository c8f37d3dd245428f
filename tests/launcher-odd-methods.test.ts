/**
 * The storefront's own HTTP server (scripts/launcher/storefront-http.mjs) refuses methods the site has no use
 * for (Next itself answers TRACE with a 500 on every path). Real sockets, with a stand-in for Next that would
 * answer anything 200: the refusal must happen before Next.
 */
import http from "node:http";
import net from "node:net";
import { startStandIn, stopStandIn } from "./helpers/stand-in-storefront";

let server: http.Server;
let port: number;
let handled: string[];

beforeEach(async () => {
  handled = [];
  ({ server, port } = await startStandIn(async (req, res) => {
    handled.push(req.method ?? "");
    res.end("from Next");
  }));
});

afterEach(() => stopStandIn(server));

/** Sends one raw request and reads the status line and body of the answer. */
function raw(request: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on("error", reject);
  });
}

describe("methods the storefront does not serve", () => {
  it.each(["TRACE", "PROPFIND", "MKCOL", "LOCK"])(
    "answers %s with 405 and the error envelope, on pages and the BFF",
    async (method) => {
      for (const path of ["/", "/rings", "/api/session"]) {
        const answer = await raw(
          `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        );
        expect(answer.status).toBe(405);
        expect(answer.text).toMatch(/^Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r$/m);
        expect(answer.text).toContain('{"error":{"code":"method_not_allowed"');
      }
      expect(handled).toEqual([]);
    },
  );

  it("answers an odd method sent with a large body with 405, not a reset connection", async () => {
    // The client is still writing 2 MB when the refusal is ready; closing with unread bytes reset the connection
    // and the client lost the answer (the fuzz spec's BREW case).
    const send = () =>
      new Promise<number>((resolve) => {
        const req = http.request({ host: "127.0.0.1", port, method: "BREW", path: "/api/orders" }, (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
        });
        req.on("error", () => resolve(0));
        req.end("x".repeat(2_000_000));
      });
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++)
      statuses.push(...(await Promise.all([send(), send(), send(), send()])));
    expect(statuses).toEqual(Array(40).fill(405));
    expect(handled).toEqual([]);
  });

  it("answers CONNECT with 405 instead of dropping the connection", async () => {
    const answer = await raw("CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n");
    expect(answer.status).toBe(405);
    expect(handled).toEqual([]);
  });

  it("still hands the methods the site uses to Next", async () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const answer = await raw(
        `${method} /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      expect(answer.status).toBe(200);
    }
    expect(handled).toEqual(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
  });
});
