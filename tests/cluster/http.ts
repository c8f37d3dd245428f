/**
 * Plain HTTP for the cluster tests, with a chosen local address: every 127.x.y.z is this machine, so a test can
 * be a client address of its own (nginx's $remote_addr, which the storefronts' rate limits count) without
 * spoofing any header. No keep-alive: each request is its own connection, as separate shoppers' would be.
 */
import http from "node:http";

/** One answer: status, headers (lower-case names) and the body as text (compressed bodies are not decoded). */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Options of {@link request}. */
export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** JSON-encoded and sent with Content-Type: application/json. */
  json?: unknown;
  /** A body sent as given (with the caller's Content-Type), e.g. a multipart form. */
  raw?: Buffer;
  /** Local address to connect from (default 127.0.0.1). */
  from?: string;
  timeoutMs?: number;
}

/**
 * Sends one request. @throws on a network error or timeout; the error has `truncated: true` when the answer had
 * begun (headers received) before the connection broke.
 */
export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const body = options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers["Content-Type"] = "application/json";
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        localAddress: options.from,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        // The answer had begun (status and headers came) when the connection broke: the server died mid-answer.
        const cut = (error: Error) => reject(Object.assign(error, { truncated: true }));
        res.on("error", cut);
        res.on("aborted", () => cut(new Error("aborted mid-answer")));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** A loopback address nobody else uses in this run (random, so the store API's hourly per-IP caps start fresh). */
export function freshClientAddress(): string {
  const byte = () => Math.floor(Math.random() * 250) + 2;
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** The `name=value` pairs of an answer's Set-Cookie headers, as one Cookie header. */
export function cookiesOf(answer: Answer): string {
  return (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
}
