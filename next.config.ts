import type { NextConfig } from "next";

/**
 * Product images come pre-sized from the store API (`/media/...-w640.webp`), so next/image uses a loader that
 * picks the right width instead of running the optimiser.
 */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { loader: "custom", loaderFile: "./lib/media/image-loader.ts" },
};

export default nextConfig;
