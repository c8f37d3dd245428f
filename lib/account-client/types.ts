/**
 * Shapes the BFF sends to the browser for accounts (docs/domain/accounts.md). The store token is
 * never among them. Pure types: safe anywhere.
 */

/** The signed-in shopper as `GET /api/session` describes them; empty strings when the store has no value. */
export interface SessionUser {
  name: string;
  email: string;
  phone: string;
  /** photo URL (usually `/media/...`), or '' */
  photo: string;
}

/** `GET /api/session`. */
export type SessionDto = { loggedIn: false } | { loggedIn: true; user: SessionUser };

/** Login channel (Email tab by default, Phone number tab in India only). */
export type OtpChannel = "email" | "phone";

/** `GET /api/profile`. */
export interface ProfileDto {
  name: string;
  email: string;
  phone: string;
  photo: string;
  /** false while the mobile number cannot sign in yet (the profile offers to verify it) */
  phoneVerified?: boolean;
}

/** The BFF's one error envelope. */
export interface BffErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string> };
}
