/** Checks that the ports the launcher is about to use are free, so a clash is reported by name up front. */
import { createServer } from "node:net";

/** Thrown when a port is taken; the message names the variable that moves it. */
export class PortInUseError extends Error {
  override name = "PortInUseError";
}

/**
 * Resolves when `host:port` can be bound (the probe socket is closed again at once).
 * @param variable the environment variable that sets this port, for the message.
 * @throws PortInUseError when it is taken; other bind errors (EACCES, bad host) as they are.
 */
export function assertPortFree(host: string, port: number, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(
          new PortInUseError(
            `${variable}=${port} is already in use on ${host}; stop what uses it or set ${variable}`,
          ),
        );
      } else {
        reject(error);
      }
    });
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()));
  });
}

/** A port that was free on 127.0.0.1 a moment ago, chosen by the OS. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen({ host: "127.0.0.1", port: 0 }, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("no port assigned"))));
    });
  });
}
