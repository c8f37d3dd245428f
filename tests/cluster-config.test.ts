/**
 * `npm run stack:cluster`'s settings and nginx configuration (scripts/cluster/config.ts, nginx.ts): ports from the
 * environment, the template rendered with every variable, and the retry rule that must never resend a POST.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadClusterConfig, storefrontUrls } from "../scripts/cluster/config";
import { renderTemplate, upstreamServers } from "../scripts/cluster/nginx";

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
    expect(() => loadClusterConfig({ CLUSTER_PORT: "80a" })).toThrow(/CLUSTER_PORT/);
  });
});

describe("nginx template", () => {
  const vars = {
    NGINX_LISTEN: "127.0.0.1:8480",
    STOREFRONT_SERVERS: upstreamServers([3481, 3482]),
    NGINX_CACHE_DIR: "/tmp/cache",
    NGINX_ACCESS_LOG: "/tmp/access.log",
  };

  it("fills every variable and names each instance once", () => {
    const conf = renderTemplate(TEMPLATE, vars);
    expect(conf).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(conf).toContain("server 127.0.0.1:3481 max_fails=1 fail_timeout=10s;");
    expect(conf).toContain("server 127.0.0.1:3482 max_fails=1 fail_timeout=10s;");
    expect(conf).toContain("listen 127.0.0.1:8480;");
  });

  it("retries idempotent requests only: non_idempotent is never on", () => {
    const rule = /^\s*proxy_next_upstream\s+([^;]+);/m.exec(renderTemplate(TEMPLATE, vars))?.[1];
    expect(rule?.split(/\s+/)).toEqual(["error", "timeout", "http_502", "http_503"]);
  });

  it("names a variable the caller forgot instead of writing it into the file", () => {
    const { NGINX_ACCESS_LOG: _, ...missing } = vars;
    expect(() => renderTemplate(TEMPLATE, missing)).toThrow(/NGINX_ACCESS_LOG/);
  });
});
