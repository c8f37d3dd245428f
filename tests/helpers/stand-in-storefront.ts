/**
 * The storefront's own HTTP server (scripts/launcher/storefront-http.mjs) on a free local port, with a stand-in
 * for Next's request handler: for tests that drive the server over real sockets.
 */
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { createStorefrontServer } from "../../scripts/launcher/storefront-http.mjs";

/** What Next's request handler is to the server. */
export type StandInHandle = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/**
 * Starts the server on 127.0.0.1 and a free port, compression off unless asked for.
 * @returns the server and its port; stop it with {@link stopStandIn}
 */
export async function startStandIn(
  handle: StandInHandle,
  options: { trustProxy?: boolean; compress?: boolean } = {},
): Promise<{ server: http.Server; port: number }> {
  const server = createStorefrontServer({
    handle,
    trustProxy: options.trustProxy ?? false,
    compress: options.compress ?? false,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Closes the server and every connection still open on it. */
export async function stopStandIn(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
