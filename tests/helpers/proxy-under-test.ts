/**
 * proxy.ts loaded afresh, as a storefront process loads it once: it reads its render budget, its event-loop
 * threshold and the store API's address when it loads. The store API here is an address nobody answers, so the
 * proxy checks view shapes only; the event-loop gauge is off unless `env` says otherwise.
 */
export type ProxyModule = typeof import("@/proxy");

/**
 * Sets `env` (over the defaults above), loads proxy.ts in a module registry of its own and returns it with
 * `restore`, which deletes every variable set here and the `alsoClear` names a test set itself.
 */
export function loadProxy(env: Record<string, string>): {
  proxyModule: ProxyModule;
  restore(alsoClear?: string[]): void;
} {
  const vars = { SHED_LOOP_DELAY_MS: "0", STORE_API_URL: "http://127.0.0.1:9/", ...env };
  Object.assign(process.env, vars);
  let proxyModule: ProxyModule | undefined;
  jest.isolateModules(() => {
    proxyModule = require("@/proxy") as ProxyModule;
  });
  return {
    proxyModule: proxyModule!,
    restore(alsoClear = []) {
      for (const name of [...Object.keys(vars), ...alsoClear]) delete process.env[name];
    },
  };
}
