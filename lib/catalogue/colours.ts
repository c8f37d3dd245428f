/**
 * Metal colours of a product (colour names rose, white, yellow, pt) and the media the
 * gallery shows for each. Pure module: used by the server page and the client gallery and swatches.
 */
import type { ColourName, ProductDetail } from "@/lib/store-api/contract";

/** Shopper-facing names of the metal colours. */
export const COLOUR_LABELS: Record<ColourName, string> = {
  rose: "Rose Gold",
  white: "White Gold",
  yellow: "Yellow Gold",
  pt: "Platinum",
};

/** Swatch fills: a soft metallic gradient per colour. */
export const COLOUR_SWATCHES: Record<ColourName, string> = {
  rose: "linear-gradient(135deg, #f6d3c4 0%, #d99a86 55%, #b8705c 100%)",
  white: "linear-gradient(135deg, #fbfbfb 0%, #dcdde0 55%, #aeb1b7 100%)",
  yellow: "linear-gradient(135deg, #fbe6a6 0%, #e0b65a 55%, #b9872b 100%)",
  pt: "linear-gradient(135deg, #f2f3f5 0%, #c9ccd2 55%, #8f949c 100%)",
};

/** One colour as the client components need it: name, the colour id sent to cart calls, its media. */
export interface ColourMedia {
  name: ColourName;
  label: string;
  /** `thumbnail_color_id`: the colour id cart, wishlist and trial calls send */
  colourId: number;
  images: string[];
  videos: string[];
}

/** The product's colours in catalogue order (the first is the default) with their images and videos. */
export function colourMedia(detail: Pick<ProductDetail, "colors" | "image" | "video">): ColourMedia[] {
  return detail.colors.map((c) => {
    const image = detail.image[c.colour_name];
    return {
      name: c.colour_name,
      label: COLOUR_LABELS[c.colour_name],
      colourId: image?.thumbnail_color_id ?? c.id,
      images: (image?.multiple_images ?? []).filter(Boolean),
      videos: (detail.video[c.colour_name]?.multiple_videos ?? []).filter(Boolean),
    };
  });
}

/**
 * The colour to show first: `?colour=` when it names one of the product's colours, else the default (first).
 * @returns undefined only for a product without colours
 */
export function initialColour(colours: readonly ColourMedia[], requested: unknown): ColourName | undefined {
  const match = colours.find((c) => c.name === requested);
  return (match ?? colours[0])?.name;
}
