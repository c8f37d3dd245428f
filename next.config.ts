import type { NextConfig } from "next";

/** Next.js configuration. Images come from the store API's /media path (see lib/env.ts). */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
