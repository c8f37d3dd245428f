/**
 * Product renders: design + stone + variant + metal colour + view -> SVG -> WebP.
 *
 * Everything is derived from the arguments alone (seeded PRNG, no clocks, no randomness), so one URL always
 * produces the same bytes.
 */
import sharp from "sharp";
import type { Design, MetalColour, ProductArt } from "./spec";
import { hashStr, rng } from "./render/geom";
import type { DesignBuilder, DesignModel } from "./render/design";
import { buildRing, buildSolitaire } from "./render/rings";
import { buildDrop, buildStud } from "./render/earrings";
import { buildChain, buildMangalsutra, buildNecklace } from "./render/necklaces";
import { buildBangle, buildBracelet } from "./render/bangles";
import { buildCoin, buildNosepin, buildPendant } from "./render/small";
import { type ShotOptions, productPhoto } from "./render/scene";

const BUILDERS: Record<Design, DesignBuilder> = {
  ring: buildRing,
  solitaire: buildSolitaire,
  stud: buildStud,
  drop: buildDrop,
  pendant: buildPendant,
  necklace: buildNecklace,
  chain: buildChain,
  bangle: buildBangle,
  bracelet: buildBracelet,
  mangalsutra: buildMangalsutra,
  nosepin: buildNosepin,
  coin: buildCoin,
};

// Building a model is cheap but not free; videos draw the same model 72 times, so keep a few around.
const modelCache = new Map<string, DesignModel>();

/** The 3D model and camera poses for one product design (memoised, deterministic). */
export function designModel(art: ProductArt): DesignModel {
  const key = `${art.design}-${art.stone}-${art.variant}`;
  let dm = modelCache.get(key);
  if (!dm) {
    dm = BUILDERS[art.design](art, rng(hashStr(key)));
    if (modelCache.size > 64) modelCache.delete(modelCache.keys().next().value as string);
    modelCache.set(key, dm);
  }
  return dm;
}

/**
 * SVG document for one product view: view 0 front hero, 1 angled, 2 detail close-up, 3 lifestyle on ivory satin.
 * The SVG is square, `px` px wide (default 640), drawn on a 1000-unit viewBox.
 */
export function renderProductSvg(
  art: ProductArt,
  colour: MetalColour,
  view: number,
  px = 640,
  options: ShotOptions = {},
): string {
  return productPhoto(designModel(art), colour, view, px, options);
}

/** WebP bytes of one product view, `width` x `width` px. */
export async function renderProductWebp(
  art: ProductArt,
  colour: MetalColour,
  view: number,
  width: number,
): Promise<Buffer> {
  return svgToWebp(renderProductSvg(art, colour, view, width), width);
}

/**
 * Rasterises an SVG string to WebP, `width` x `height` px. By default quality 86, which keeps metal gradients free
 * of banding, and effort 2, which encodes in about a fifth of the time of effort 4 for files within a few percent
 * of the size; `webp` overrides both (banners and ads).
 */
export async function svgToWebp(
  svg: string,
  width: number,
  height = width,
  webp: { quality: number; effort: number } = { quality: 86, effort: 2 },
): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: "fill" })
    .webp(webp)
    .toBuffer();
}
