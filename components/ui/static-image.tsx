import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/**
 * next/image for server components: the same `<img>` (srcset through the store's loader, lazy unless eager,
 * `fill`'s absolute box) built on the server with `getImageProps`, so pages whose images are all server-rendered
 * ship none of next/image's browser code. `preload` adds the `<link rel="preload">` as next/image does; use it for
 * the page's LCP image only. Props: next/image's.
 */
export function StaticImage({ preload, ...props }: ImageProps) {
  const { props: attrs } = getImageProps(props);
  if (preload) {
    preloadResource(attrs.src, {
      as: "image",
      imageSrcSet: attrs.srcSet,
      imageSizes: attrs.sizes,
      fetchPriority: props.fetchPriority ?? "high",
    });
  }
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- next/image's own attributes, alt included
  return <img {...attrs} />;
}
