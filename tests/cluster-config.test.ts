/**
 * `npm run stack:cluster`'s settings and nginx configuration (scripts/cluster/config.ts, nginx.ts): ports from the
 * environment, the template rendered with every variable, and the retry rule that must never resend a POST.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { COUNTRY_COOKIE } from "../lib/country/country-cookie";
import { SESSION_COOKIE_NAME } from "../lib/session/cookie-name";
import { loadClusterConfig, storefrontUrls } from "../scripts/cluster/config";
import { instanceNameEntries, renderTemplate, upstreamServers } from "../scripts/cluster/nginx";
import { instanceRenderBudget } from "../scripts/cluster/storefronts";

const TEMPLATE = readFileSync(path.join(__dirname, "..", "deploy", "nginx", "store.conf.template"), "utf8");

describe("cluster settings", () => {
  it("defaults to uncommon ports and two instances", () => {
    const config = loadClusterConfig({});
    expect(config.nginxPort).toBe(8480);
    expect(storefrontUrls(config)).toEqual(["http://127.0.0.1:3481", "http://127.0.0.1:3482"]);
    expect(config.siteUrl).toBe("http://127.0.0.1:8480");
  });

  it("takes more instances from CLUSTER_STOREFRONT_PORTS", () => {
    expect(loadClusterConfig({ CLUSTER_STOREFRONT_PORTS: "4001,4002,4003" }).storefrontPorts).toEqual([
      4001, 4002, 4003,
    ]);
  });

  it("refuses one instance, a port given twice, and a malformed port", () => {
    expect(() => loadClusterConfig({ CLUSTER_STOREFRONT_PORTS: "4001" })).toThrow(/at least two/);
    expect(() => loadClusterConfig({ CLUSTER_REDIS_PORT: "8480" })).toThrow(/port 8480/);
    expect(() => loadClusterConfig({ EDGE_UNLIMITED_ADDRESSES: "127.0.0.1; allow all" })).toThrow(
      /EDGE_UNLIMITED_ADDRESSES/,
    );
    expect(() => loadClusterConfig({ CLUSTER_PORT: "80a" })).toThrow(/CLUSTER_PORT/);
  });
});

describe("render budget per instance", () => {
  it("shares one process's budget among the instances on the machine, at least 1 each", () => {
    expect(instanceRenderBudget(2, {})).toBe("2");
    expect(instanceRenderBudget(3, {})).toBe("1");
    expect(instanceRenderBudget(8, {})).toBe("1");
  });

  it("keeps the operator's SHED_RENDERS_PER_SECOND, 0 (no budget) included", () => {
    expect(instanceRenderBudget(2, { SHED_RENDERS_PER_SECOND: "6" })).toBe("6");
    expect(instanceRenderBudget(2, { SHED_RENDERS_PER_SECOND: "0" })).toBe("0");
  });
});

describe("nginx template", () => {
  const vars = {
    NGINX_LISTEN: "127.0.0.1:8480",
    STOREFRONT_SERVERS: upstreamServers([3481, 3482]),
    NGINX_CACHE_DIR: "/tmp/cache",
    NGINX_PAGE_CACHE_DIR: "/tmp/page-cache",
    NGINX_STATIC_DIR: "/srv/next-static",
    NGINX_INSTANCE_NAMES: instanceNameEntries([3481, 3482]),
    NGINX_ACCESS_LOG: "/tmp/access.log",
    NGINX_UNLIMITED_ADDRESSES: "",
  };

  it("fills every variable and names each instance once", () => {
    const conf = renderTemplate(TEMPLATE, vars);
    expect(conf).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(conf).toContain("server 127.0.0.1:3481 max_fails=1 fail_timeout=10s;");
    expect(conf).toContain("server 127.0.0.1:3482 max_fails=1 fail_timeout=10s;");
    expect(conf).toContain("listen 127.0.0.1:8480;");
  });

  it("limits every client address unless the operator lists it as unlimited", () => {
    expect(loadClusterConfig({}).unlimitedAddresses).toEqual([]);
    const config = loadClusterConfig({ EDGE_UNLIMITED_ADDRESSES: "127.0.0.1, 10.0.0.0/8" });
    expect(config.unlimitedAddresses).toEqual(["127.0.0.1", "10.0.0.0/8"]);
    const conf = renderTemplate(TEMPLATE, {
      ...vars,
      NGINX_UNLIMITED_ADDRESSES: "127.0.0.1 1; 10.0.0.0/8 1;",
    });
    expect(conf).toMatch(/geo \$edge_unlimited \{\s*default 0;\s*127\.0\.0\.1 1; 10\.0\.0\.0\/8 1;\s*\}/);
    expect(conf).toMatch(/limit_req_zone \$edge_client_key /);
    expect(conf).toMatch(/limit_conn_zone \$edge_client_key /);
  });

  it("retries idempotent requests on a dead instance only: non_idempotent is never on, no answered status counts", () => {
    const rule = /^\s*proxy_next_upstream\s+([^;]+);/m.exec(renderTemplate(TEMPLATE, vars))?.[1];
    expect(rule?.split(/\s+/)).toEqual(["error", "timeout"]);
  });

  it("names instances by opaque names and never adds a header carrying an upstream address", () => {
    const conf = renderTemplate(TEMPLATE, vars);
    expect(conf).toContain("127.0.0.1:3481 web-1; 127.0.0.1:3482 web-2;");
    const headers = [...conf.matchAll(/^\s*add_header\s+(\S+)\s+([^;]+);/gm)];
    expect(headers.length).toBeGreaterThan(0);
    for (const [, name, value] of headers) {
      expect(name).not.toBe("X-Upstream");
      expect(value).not.toMatch(/\$upstream_addr|\$edge_last_upstream/);
    }
  });

  it("allows every method the BFF's route handlers export, and answers 405 otherwise", () => {
    const conf = renderTemplate(TEMPLATE, vars);
    const allowed = /map \$request_method \$edge_method_allowed \{([^}]*)\}/.exec(conf)?.[1] ?? "";
    const listed = [...allowed.matchAll(/^\s*([A-Z]+) 1;/gm)].map((m) => m[1]);
    const exported = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === "route.ts")
          for (const m of readFileSync(full, "utf8").matchAll(/export (?:async )?function ([A-Z]+)\b/g))
            exported.add(m[1]!);
      }
    };
    walk(path.join(__dirname, "..", "app", "api"));
    expect(exported.size).toBeGreaterThan(0);
    for (const method of exported) expect(listed).toContain(method);
    expect(listed).not.toContain("TRACE");
    expect(listed).not.toContain("PROPFIND");
    expect(conf).toMatch(/if \(\$edge_method_allowed = 0\) \{\s*return 405;/);
  });

  it("never stores a signed-in shopper's page or a private answer in the microcache", () => {
    const conf = renderTemplate(TEMPLATE, vars);
    // The cookie names the storefront uses: a rename there must reach nginx too.
    expect(conf).toContain(`proxy_cache_bypass $cookie_${SESSION_COOKIE_NAME};`);
    expect(conf).toContain(
      `proxy_no_cache $cookie_${SESSION_COOKIE_NAME} $upstream_http_set_cookie $edge_private_answer;`,
    );
    expect(conf).toMatch(new RegExp(`proxy_cache_key "[^"]*\\$cookie_${COUNTRY_COOKIE}\\b`));
  });

  it("names a variable the caller forgot instead of writing it into the file", () => {
    const { NGINX_ACCESS_LOG: _, ...missing } = vars;
    expect(() => renderTemplate(TEMPLATE, missing)).toThrow(/NGINX_ACCESS_LOG/);
  });
});
