/** Razorpay Checkout's script origin. */
export declare const RAZORPAY_SCRIPT_ORIGIN: string;
/** Where browsers post violation reports. */
export declare const CSP_REPORT_PATH: string;
/** Whether RAZORPAY_KEY_ID (rzp_...) is set. */
export declare function razorpayEnabled(env?: Record<string, string | undefined>): boolean;
/** Whether SITE_URL is https. */
export declare function siteIsHttps(env?: Record<string, string | undefined>): boolean;
/** A fresh base64 nonce (128 bits). */
export declare function createNonce(): string;
/** The page policy for a nonce (per-request page) or hashes (cached page). */
export declare function buildPagePolicy(options: {
  nonce?: string;
  hashes?: readonly string[];
  razorpay: boolean;
  dev?: boolean;
  https?: boolean;
}): string;
/** The page policy from this process's environment. */
export declare function pagePolicyFromEnv(
  scripts: { nonce?: string; hashes?: readonly string[] },
  env?: Record<string, string | undefined>,
): string;
/** sha256 sources of the inline scripts a browser would run in `html`. */
export declare function inlineScriptHashes(html: string, sha256Base64: (text: string) => string): string[];
