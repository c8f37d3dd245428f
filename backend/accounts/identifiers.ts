/**
 * Login identifiers: an e-mail address or an Indian mobile number (phone code fixed +91).
 * One normal form per identifier, so the OTP row, the login ticket and the user lookup always agree.
 */

export type Channel = "email" | "phone";

export interface Identifier {
  channel: Channel;
  /** lower-cased e-mail, or the 10-digit national number */
  value: string;
  /** the key of OTP rows and login tickets: 'email:<email>' or 'phone:+91<number>' */
  key: string;
}

/** Pragmatic e-mail pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Indian mobile number: 10 digits starting 6-9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const PHONE_CODE = "+91";

/** Lower-cased, trimmed e-mail. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The 10-digit national number from '9876543210', '+91 98765 43210' or '919876543210'; undefined otherwise. */
export function normaliseMobile(phone: string): string | undefined {
  let digits = phone.replace(/[\s-]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  return MOBILE_PATTERN.test(digits) ? digits : undefined;
}

export function emailIdentifier(email: string): Identifier {
  const value = normaliseEmail(email);
  return { channel: "email", value, key: `email:${value}` };
}

export function phoneIdentifier(mobile: string): Identifier {
  return { channel: "phone", value: mobile, key: `phone:${PHONE_CODE}${mobile}` };
}

/**
 * The identifier behind an ecomm-login username (the e-mail or the mobile number).
 * @returns undefined when it is neither a valid e-mail nor a valid mobile number
 */
export function usernameIdentifier(username: string): Identifier | undefined {
  const trimmed = username.trim();
  if (trimmed.includes("@")) return EMAIL_PATTERN.test(trimmed) ? emailIdentifier(trimmed) : undefined;
  const mobile = normaliseMobile(trimmed);
  return mobile ? phoneIdentifier(mobile) : undefined;
}

/** For logs: 'd***@example.com' or '+91******3210'; never the whole address or number. */
export function maskIdentifier(id: Identifier): string {
  if (id.channel === "email") {
    const at = id.value.lastIndexOf("@");
    return `${id.value.slice(0, 1)}***${id.value.slice(at)}`;
  }
  return `${PHONE_CODE}******${id.value.slice(-4)}`;
}
