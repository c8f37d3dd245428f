import { getImageProps } from "next/image";

/** The `<img>` attributes that pick a width: what a client component needs from next/image, as plain data. */
export interface ImgAttrs {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * Attributes of an image that fills its box (`sizes`: the CSS media conditions and widths it shows at), worked out
 * on the server by next/image's `getImageProps` with the store's loader (lib/media/image-loader.ts). Passed to
 * client components (the product gallery) as props, so next/image's own code never ships to the browser.
 */
export function fillImageAttrs(src: string, sizes: string): ImgAttrs {
  const { props } = getImageProps({ src, alt: "", fill: true, sizes });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}

/** Any URL the loader rewrites: next/image's width descriptors do not depend on the image. */
const PROBE_SRC = "/media/probe-w640.webp";

/**
 * The srcset widths (CSS px, ascending) next/image chooses for an image that fills its box at `sizes`, from the
 * site's image config (next.config.ts `images`). Paired with `attrsAtWidths` (fill-srcset.ts) on the client, it
 * gives every photo the attributes `fillImageAttrs` would, while the page sends one list of numbers.
 */
export function fillWidths(sizes: string): number[] {
  const { srcSet } = fillImageAttrs(PROBE_SRC, sizes);
  return (srcSet ?? "")
    .split(", ")
    .map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]))
    .filter((w) => Number.isInteger(w) && w > 0);
}
