/** Name of the sealed iron-session cookie; here alone so proxy.ts can read it without the server-only session module. */
export const SESSION_COOKIE_NAME = "swa_session";
