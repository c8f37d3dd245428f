/**
 * One entry point from a parsed media URL to its bytes on disk.
 */
import { writeFile } from "node:fs/promises";
import {
  type MediaSpec,
  AD_SIZE,
  BANNER_SIZES,
  REVIEW_PHOTO_SIZE,
  THUMB_SIZE,
} from "./spec";
import { renderProductWebp, svgToWebp } from "./render-product";
import { adSvg, bannerSvg } from "./render/banners";
import { categoryThumbSvg, reviewPhotoSvg, tagThumbSvg } from "./render/thumbs";
import { renderAdVideo, renderCertificateVideo, renderProductVideo } from "./video";

/**
 * Revision of the rendering (names the folder renders are cached in, see routes.ts). Bump it whenever a change here
 * or in render/ alters the bytes of a media URL: files rendered before are then left behind instead of served.
 */
export const RENDER_REVISION = "r3";

/**
 * WebP settings of banners and ads: large flat artwork where quality 75 (effort 4) shows no banding and takes a
 * third less than the product pictures' 86.
 */
const ARTWORK_WEBP = { quality: 75, effort: 4 } as const;

/** True for the kinds that are MP4 videos (slow: seconds), false for WebP images (fast: ~100-200 ms). */
export function isVideo(spec: MediaSpec): boolean {
  return spec.kind === "product-video" || spec.kind === "certificate-video" || spec.kind === "ad-video";
}

/** Renders an image spec to WebP bytes (throws for video specs). */
export async function renderImage(spec: MediaSpec): Promise<Buffer> {
  switch (spec.kind) {
    case "product":
      return renderProductWebp(spec.art, spec.colour, spec.view, spec.width);
    case "banner": {
      const { width, height } = BANNER_SIZES[spec.target];
      return svgToWebp(bannerSvg(spec.key, spec.target), width, height, ARTWORK_WEBP);
    }
    case "ad":
      return svgToWebp(adSvg(spec.key), AD_SIZE.width, AD_SIZE.height, ARTWORK_WEBP);
    case "category":
      return svgToWebp(categoryThumbSvg(spec.slug), THUMB_SIZE);
    case "tag":
      return svgToWebp(tagThumbSvg(spec.slug), THUMB_SIZE);
    case "review":
      return svgToWebp(reviewPhotoSvg(spec.n), REVIEW_PHOTO_SIZE);
    default:
      throw new Error(`${spec.kind} is not an image`);
  }
}

/** Renders any spec into `outFile` (WebP or MP4 bytes). The caller renames it into place. */
export async function renderToFile(spec: MediaSpec, outFile: string): Promise<void> {
  switch (spec.kind) {
    case "product-video":
      return renderProductVideo(spec.art, spec.colour, outFile);
    case "certificate-video":
      return renderCertificateVideo(outFile);
    case "ad-video":
      return renderAdVideo(spec.key, outFile);
    default:
      await writeFile(outFile, await renderImage(spec));
  }
}
