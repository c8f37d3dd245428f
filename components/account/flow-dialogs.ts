/**
 * The login flow's dialogs in one chunk, loaded on demand by <AccountDialogs /> (they bring the form schemas,
 * and so zod, which no page should pay for before the shopper asks to log in).
 */
export { LoginDialog } from "./login-dialog";
export { OtpDialog } from "./otp-dialog";
export { SignUpDialog } from "./sign-up-dialog";
export { SocialButtons } from "./social-buttons";
