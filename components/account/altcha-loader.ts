/**
 * Loads the ALTCHA widget (`<altcha-widget>`) the first time a form needs a proof of work, in the form that needs
 * the least of the store's Content-Security-Policy: the `altcha/external` build, whose styles come as a CSS file
 * (served from /_next/static like the store's own; the default build injects a <style> element, which the policy
 * refuses) and whose solver runs in this bundle's own worker file (altcha-sha.worker.ts, a same-origin script)
 * rather than code it would otherwise wrap in a blob: URL. Only SHA-256 is registered: the BFF issues nothing else
 * (lib/account/proof-of-work.ts).
 */
import "altcha/external";
import "altcha/altcha.css";

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
}

const registry = (globalThis as typeof globalThis & { $altcha?: AltchaGlobal }).$altcha;
registry?.algorithms.set("SHA-256", () => new Worker(new URL("./altcha-sha.worker.ts", import.meta.url)));

/** Resolves once `<altcha-widget>` is defined (importing this module defines it). */
export async function loadAltcha(): Promise<void> {
  await customElements.whenDefined("altcha-widget");
}
