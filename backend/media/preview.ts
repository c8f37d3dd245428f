/**
 * Contact sheets for eyeballing the generated art:
 *   npx tsx backend/media/preview.ts /tmp/media-preview [designs...]
 * writes products-{design}.png (4 colours x 4 views, stone varying by row), products-all.png (every design in
 * every colour, hero view) and, when the banner module is present, banners.png. Prints render timings.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { DESIGNS, METAL_COLOURS, STONES, type Design, type ProductArt } from "./spec";
import { renderProductSvg } from "./render-product";

const out = process.argv[2] ?? "/tmp/media-preview";
const only = process.argv.slice(3) as Design[];
const TILE = 320;

async function tile(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(TILE, TILE).png().toBuffer();
}

async function sheet(file: string, cols: number, svgs: string[]): Promise<void> {
  const tiles = await Promise.all(svgs.map(tile));
  const rows = Math.ceil(tiles.length / cols);
  await sharp({ create: { width: cols * TILE, height: rows * TILE, channels: 3, background: "#ffffff" } })
    .composite(tiles.map((input, i) => ({ input, left: (i % cols) * TILE, top: Math.floor(i / cols) * TILE })))
    .png()
    .toFile(join(out, file));
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const designs = only.length ? only : [...DESIGNS];
  for (const design of designs) {
    const svgs: string[] = [];
    METAL_COLOURS.forEach((colour, row) => {
      const art: ProductArt = { design, stone: STONES[row % STONES.length]!, variant: row };
      for (let view = 0; view < 4; view++) svgs.push(renderProductSvg(art, colour, view, TILE));
    });
    await sheet(`products-${design}.png`, 4, svgs);
  }
  const all: string[] = [];
  for (const design of designs) {
    METAL_COLOURS.forEach((colour, i) => all.push(renderProductSvg({ design, stone: STONES[(i + 2) % 5]!, variant: i + 4 }, colour, 0, TILE)));
  }
  await sheet("products-all.png", 8, all);
  const timings: string[] = [];
  for (const design of designs) {
    const t0 = performance.now();
    const svg = renderProductSvg({ design, stone: "diamond", variant: 1 }, "yellow", 0, 640);
    await sharp(Buffer.from(svg)).webp({ quality: 86 }).toBuffer();
    timings.push(`${design}: ${(performance.now() - t0).toFixed(0)} ms`);
  }
  console.log(timings.join("\n"));
  try {
    const banners = await import("./render/banners");
    await banners.writeBannerSheet(join(out, "banners.png"));
  } catch (e) {
    console.log("banners skipped:", (e as Error).message);
  }
  const thumbs = await import("./render/thumbs");
  const { CATEGORY_SLUGS, TAG_SLUGS } = await import("./spec");
  await sheet("thumbs.png", 6, [
    ...CATEGORY_SLUGS.map((s) => thumbs.categoryThumbSvg(s)),
    ...TAG_SLUGS.map((s) => thumbs.tagThumbSvg(s)),
  ]);
  await sheet("reviews.png", 8, Array.from({ length: 16 }, (_, n) => thumbs.reviewPhotoSvg(n)));
  console.log(`written to ${out}`);
}

void main();
