/** Runs once when the server boots: a missing or weak SESSION_PASSWORD stops the server at start, not mid-request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("./lib/env");
    env();
  }
}
