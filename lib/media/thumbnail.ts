import imageLoader from "./image-loader";

/**
 * The one file a thumbnail shown at most `cssPx` CSS pixels wide needs on any screen (up to 3x density): the store
 * renders 320 px as its smallest width, so small thumbnails need no srcset. Same loader as next/image; safe in
 * client components (no next/image code).
 */
export function thumbnailSrc(src: string, cssPx: number): string {
  return imageLoader({ src, width: cssPx * 3 });
}
