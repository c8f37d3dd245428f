/**
 * next/image loader (next.config.ts `images.loaderFile`). The reference backend renders product images at
 * fixed catalogue widths and names them `...-w{width}.webp`; this picks the smallest width that covers the
 * request. Any other URL (flags, production CDN images) is returned unchanged.
 */
const WIDTHS = [320, 640, 960, 1280];

export default function imageLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  const match = /-w\d+\.webp$/.exec(src);
  if (!match) return src;
  const chosen = WIDTHS.find((w) => w >= width) ?? WIDTHS[WIDTHS.length - 1];
  return `${src.slice(0, match.index)}-w${chosen}.webp`;
}
