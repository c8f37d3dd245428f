/**
 * Browser storage keys the previous site used for the account (swaToken, userName, userProfile,
 * phoneNumber, UserEmail, registerMobile, profile picture). This storefront keeps the account in a sealed
 * cookie instead, but a browser that used the previous site may still hold them: log out removes them.
 */
export const ACCOUNT_STORAGE_KEYS = [
  "swaToken",
  "userName",
  "userProfile",
  "phoneNumber",
  "UserEmail",
  "registerMobile",
  "profile picture",
  "profilePicture",
] as const;

/** Removes the account keys from localStorage and sessionStorage; storage errors (private mode) are ignored. */
export function clearLocalAccountKeys(): void {
  for (const store of [globalThis.localStorage, globalThis.sessionStorage]) {
    if (!store) continue;
    for (const key of ACCOUNT_STORAGE_KEYS) {
      try {
        store.removeItem(key);
      } catch {
        // Storage may be unavailable; nothing to clear then.
      }
    }
  }
}
