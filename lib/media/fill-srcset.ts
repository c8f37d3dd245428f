/**
 * The `<img>` attributes next/image gives an image that fills its box, built from the image's URL and the
 * srcset widths alone: the storefront's loader (image-loader.ts) names each width's file, as next/image does.
 * Client-safe, so a client component can work out every photo's srcset from its plain URL and one list of widths
 * the server read from next/image (`fillWidths`), instead of receiving a srcset per photo in the page's payload.
 */
import imageLoader from "./image-loader";
import type { ImgAttrs } from "./img-attrs";

/**
 * @param src the image URL as the store API gives it
 * @param widths the srcset's width descriptors in CSS px, ascending (`fillWidths(sizes)`); empty gives `{ src }`
 * @param sizes the `sizes` attribute the widths were worked out for
 * @returns src (the widest file), srcSet and sizes, equal to next/image's for the same widths
 */
export function attrsAtWidths(src: string, widths: readonly number[], sizes: string): ImgAttrs {
  const widest = widths[widths.length - 1];
  if (widest === undefined) return { src };
  return {
    src: imageLoader({ src, width: widest }),
    srcSet: widths.map((w) => `${imageLoader({ src, width: w })} ${w}w`).join(", "),
    sizes,
  };
}
