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

