/**
 * Settings of `npm run stack:cluster` (the production topology on one machine), read once from the environment.
 * Every port is uncommon on purpose, so the cluster runs next to a developer's `npm start` (3000/8000/54329) and
 * the e2e stack. All services bind 127.0.0.1; only nginx's port is meant for shoppers.
 */
import path from "node:path";
import { ConfigError, REPO_ROOT, type EnvVars } from "../launcher/config";

/** Resolved cluster settings. Paths are absolute. */
export interface ClusterConfig {
  root: string;
  /** nginx, the one public entry (CLUSTER_PORT, default 8480). */
  nginxPort: number;
  /** One storefront instance per port (CLUSTER_STOREFRONT_PORTS, default 3481,3482). */
  storefrontPorts: number[];
  /** The reference backend (CLUSTER_BACKEND_PORT, default 8481). */
  backendPort: number;
  /** redis-server (CLUSTER_REDIS_PORT, default 6481). */
  redisPort: number;
  /** Embedded PostgreSQL unless DATABASE_URL (CLUSTER_PG_PORT, default 54781). */
  pgPort: number;
  /** Data of this topology: database, Redis, nginx's cache and generated config (CLUSTER_DATA_DIR, .data-cluster). */
  dataDir: string;
  /** What shoppers type: http://127.0.0.1:{nginxPort} unless SITE_URL. */
  siteUrl: string;
  /**
   * Client addresses or CIDR ranges nginx's per-client limits leave alone (EDGE_UNLIMITED_ADDRESSES, comma
   * separated; none by default): the benchmark's load generator, which is one address asking hundreds of pages a
   * second.
   */
  unlimitedAddresses: string[];
}

function port(env: EnvVars, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new ConfigError(`${name} must be a port number between 1 and 65535, got "${raw}"`);
  return value;
}

/**
 * EDGE_UNLIMITED_ADDRESSES as a list of IPv4/IPv6 addresses or CIDR ranges.
 * @throws ConfigError for an entry that is not one (it would otherwise reach nginx's config as written)
 */
function unlimitedAddresses(raw: string | undefined): string[] {
  const entries = (raw ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !/^[0-9a-fA-F:.]+(?:\/\d{1,3})?$/.test(entry));
  if (bad !== undefined)
    throw new ConfigError(`EDGE_UNLIMITED_ADDRESSES: not an address or CIDR range: ${bad}`);
  return entries;
}

/**
 * Reads the cluster settings.
 * @throws ConfigError for a malformed port, fewer than two storefront ports, or two services on one port, or
 *   an EDGE_UNLIMITED_ADDRESSES entry that is not an address
 */
export function loadClusterConfig(env: EnvVars, root = REPO_ROOT): ClusterConfig {
  const nginxPort = port(env, "CLUSTER_PORT", 8480);
  const storefrontPorts = (env.CLUSTER_STOREFRONT_PORTS?.trim() || "3481,3482")
    .split(",")
    .map((raw, i) => port({ [`CLUSTER_STOREFRONT_PORTS[${i}]`]: raw }, `CLUSTER_STOREFRONT_PORTS[${i}]`, 0));
  if (storefrontPorts.length < 2)
    throw new ConfigError("CLUSTER_STOREFRONT_PORTS must list at least two ports (that is the point)");
  const backendPort = port(env, "CLUSTER_BACKEND_PORT", 8481);
  const redisPort = port(env, "CLUSTER_REDIS_PORT", 6481);
  const pgPort = port(env, "CLUSTER_PG_PORT", 54781);
  const all = [nginxPort, ...storefrontPorts, backendPort, redisPort, pgPort];
  const clash = all.find((value, i) => all.indexOf(value) !== i);
  if (clash !== undefined) throw new ConfigError(`port ${clash} is given to two services of the cluster`);
  return {
    root,
    nginxPort,
    storefrontPorts,
    backendPort,
    redisPort,
    pgPort,
    dataDir: path.resolve(root, env.CLUSTER_DATA_DIR?.trim() || ".data-cluster"),
    siteUrl: env.SITE_URL?.trim() || `http://127.0.0.1:${nginxPort}`,
    unlimitedAddresses: unlimitedAddresses(env.EDGE_UNLIMITED_ADDRESSES),
  };
}

/** Base URLs of the storefront instances (the backend's STOREFRONT_INSTANCE_URLS: it revalidates each). */
export function storefrontUrls(config: ClusterConfig): string[] {
  return config.storefrontPorts.map((p) => `http://127.0.0.1:${p}`);
}
