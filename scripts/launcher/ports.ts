/** Checks that the ports the launcher is about to use are free, so a clash is reported by name up front. */
import { createServer, type AddressInfo } from "node:net";

/** Thrown when a port is taken; the message names the variable that moves it. */
export class PortInUseError extends Error {
  override name = "PortInUseError";
}

/** Binds `host:port` exclusively and closes it again at once. @returns the port bound (the OS's pick for 0) */
function bindOnce(host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen({ host, port, exclusive: true }, () => {
      const bound = (server.address() as AddressInfo).port;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * Resolves when `host:port` can be bound.
 * @param variable the environment variable that sets this port, for the message.
 * @throws PortInUseError when it is taken; other bind errors (EACCES, bad host) as they are.
 */
export async function assertPortFree(host: string, port: number, variable: string): Promise<void> {
  await bindOnce(host, port).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE") throw error;
    throw new PortInUseError(
      `${variable}=${port} is already in use on ${host}; stop what uses it or set ${variable}`,
    );
  });
}

/** A port that was free on 127.0.0.1 a moment ago, chosen by the OS. */
export const findFreePort = (): Promise<number> => bindOnce("127.0.0.1", 0);
