/**
 * Watching a page for Content-Security-Policy violations (docs/adr/0004-content-security-policy.md): an init script
 * records every `securitypolicyviolation` event of the page (and of its frames) in `window.__cspViolations`, so a
 * test can assert that the policy blocked what it had to and nothing the store itself loads.
 */
import type { BrowserContext, Page } from "@playwright/test";

/** One recorded violation, as the browser's event reports it. */
export interface SeenViolation {
  directive: string;
  blocked: string;
  sample: string;
  document: string;
}

/** Starts recording violations in every page of `context` (call before the first navigation). */
export async function recordCspViolations(context: BrowserContext | Page): Promise<void> {
  await context.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        document: event.documentURI,
      });
    });
  });
}

/** The violations the page has recorded so far (needs {@link recordCspViolations}). */
export async function cspViolations(page: Page): Promise<SeenViolation[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations?: SeenViolation[] }).__cspViolations ?? [],
  );
}
