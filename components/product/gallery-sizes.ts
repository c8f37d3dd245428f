/**
 * `sizes` of the product gallery's main photo: nearly half the page from 1024 px, the full width below. The page
 * (a server component) reads the srcset widths for it and preloads the first photo with it, and the gallery builds
 * each photo's srcset for it, so it lives in a plain module:
 * a value exported by a "use client" module reaches a server component as a client reference, not as the string,
 * and the preload would go out with an `imagesrcset` but no `imagesizes`.
 */
export const GALLERY_SIZES = "(min-width: 1024px) 46vw, 100vw";
