/**
 * Small square art: category and occasion-tag thumbnails (480x480 px, one piece on a soft tinted circle) and
 * customer-review photos (600x600 px, a piece on warm fabric, slightly tilted, like a phone snapshot).
 */
import { type CategorySlug, type MetalColour, type ProductArt, type TagSlug, DESIGNS, METAL_COLOURS, REVIEW_PHOTO_SIZE, STONES, THUMB_SIZE } from "../spec";
import { designModel } from "../render-product";
import { hashStr, rng } from "./geom";
import { satinBackground, shoot, svgDoc } from "./scene";

interface Thumb {
  art: ProductArt;
  colour: MetalColour;
  view: number;
  /** Circle tint (centre, edge). */
  tint: [string, string];
}

const CATEGORY_THUMBS: Record<CategorySlug, Thumb> = {
  rings: { art: { design: "ring", stone: "diamond", variant: 1 }, colour: "yellow", view: 0, tint: ["#fbf1e4", "#f1dcc2"] },
  earrings: { art: { design: "drop", stone: "diamond", variant: 2 }, colour: "rose", view: 0, tint: ["#fcefed", "#f3d6d0"] },
  pendants: { art: { design: "pendant", stone: "diamond", variant: 0 }, colour: "yellow", view: 2, tint: ["#fdf4e6", "#f2e0c4"] },
  necklaces: { art: { design: "necklace", stone: "diamond", variant: 0 }, colour: "white", view: 2, tint: ["#f1f4f8", "#dbe3ed"] },
  bangles: { art: { design: "bangle", stone: "none", variant: 0 }, colour: "yellow", view: 0, tint: ["#fbf1e4", "#efd9bb"] },
  bracelets: { art: { design: "bracelet", stone: "diamond", variant: 0 }, colour: "rose", view: 0, tint: ["#fcefed", "#f1d4cd"] },
  chains: { art: { design: "chain", stone: "none", variant: 1 }, colour: "yellow", view: 0, tint: ["#fdf6ea", "#f0dfc2"] },
  mangalsutra: { art: { design: "mangalsutra", stone: "diamond", variant: 0 }, colour: "yellow", view: 2, tint: ["#fbeee9", "#efd2c8"] },
  "nose-pins": { art: { design: "nosepin", stone: "diamond", variant: 1 }, colour: "yellow", view: 0, tint: ["#fdf3ea", "#f3dcc8"] },
  solitaires: { art: { design: "solitaire", stone: "diamond", variant: 0 }, colour: "pt", view: 0, tint: ["#f0f3f8", "#d7dfeb"] },
  "gold-coins": { art: { design: "coin", stone: "none", variant: 0 }, colour: "yellow", view: 0, tint: ["#f3f7ef", "#dbe8d3"] },
};

const TAG_THUMBS: Record<TagSlug, Thumb> = {
  "daily-wear": { art: { design: "stud", stone: "diamond", variant: 1 }, colour: "rose", view: 0, tint: ["#fcf0ea", "#f2d9cc"] },
  "office-wear": { art: { design: "pendant", stone: "diamond", variant: 2 }, colour: "white", view: 2, tint: ["#eef2f6", "#d6dee8"] },
  "party-wear": { art: { design: "drop", stone: "sapphire", variant: 1 }, colour: "white", view: 0, tint: ["#eef0fa", "#d5daf0"] },
  engagement: { art: { design: "solitaire", stone: "diamond", variant: 4 }, colour: "white", view: 0, tint: ["#f5f1fa", "#e3d9ee"] },
  bridal: { art: { design: "necklace", stone: "ruby", variant: 0 }, colour: "yellow", view: 2, tint: ["#fbece9", "#efcfc8"] },
  festive: { art: { design: "drop", stone: "none", variant: 3 }, colour: "yellow", view: 0, tint: ["#fdf1e0", "#f3d9b0"] },
  gifting: { art: { design: "pendant", stone: "ruby", variant: 0 }, colour: "rose", view: 0, tint: ["#fdeef0", "#f4d2d8"] },
};

function thumbSvg(t: Thumb): string {
  const S = THUMB_SIZE;
  const piece = shoot(designModel(t.art), t.colour, t.view, {
    rect: { x: S * 0.17, y: S * 0.17, w: S * 0.66, h: S * 0.66 },
    clip: { x: 0, y: 0, w: S, h: S },
    shadow: 0.8,
  }).svg;
  const disc = `<circle cx="${S / 2}" cy="${S / 2}" r="${S * 0.44}"`;
  const body =
    `<rect width="${S}" height="${S}" fill="#fffdf9"/>` +
    `<radialGradient id="tint" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="${t.tint[0]}"/><stop offset="1" stop-color="${t.tint[1]}"/></radialGradient>` +
    `${disc} fill="url(#tint)"/>` +
    // close-up views fill their rect edge to edge, so they are cut to the circle like a lens
    (t.view === 2 ? `<g clip-path="url(#disc)">${piece}</g>${disc} fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>` : piece);
  return svgDoc(S, S, S, S, `<clipPath id="disc">${disc}/></clipPath>`, body);
}

/** Category thumbnail SVG, 480x480 px. */
export function categoryThumbSvg(slug: CategorySlug): string {
  return thumbSvg(CATEGORY_THUMBS[slug]);
}

/** Occasion-tag thumbnail SVG, 480x480 px. */
export function tagThumbSvg(slug: TagSlug): string {
  return thumbSvg(TAG_THUMBS[slug]);
}

/** The piece shown in review photo n (0..39), so reviews can be matched to plausible products. */
export function reviewArt(n: number): { art: ProductArt; colour: MetalColour } {
  const r = rng(hashStr(`review-${n}`));
  const design = DESIGNS[n % DESIGNS.length]!;
  const stone = design === "coin" || design === "chain" ? "none" : STONES[Math.floor(r() * 4)]!;
  return { art: { design, stone, variant: Math.floor(r() * 100) }, colour: METAL_COLOURS[Math.floor(r() * 4)]! };
}

/** Review photo n (0..39): the piece on warm fabric, tilted a few degrees, warm vignette. 600x600 px. */
export function reviewPhotoSvg(n: number): string {
  const S = REVIEW_PHOTO_SIZE;
  const r = rng(hashStr(`review-photo-${n}`));
  const { art, colour } = reviewArt(n);
  const fabrics = [
    ["#e9c9ad", "#c39072", "#f5dcc5", "#a8745a"],
    ["#efd9c6", "#d2ab8c", "#fbe8d7", "#b98d6e"],
    ["#d9b8a0", "#a9775c", "#ecd0bb", "#8a5a44"],
    ["#ead6d0", "#c9a39a", "#f7e6e1", "#a97f76"],
  ];
  const tilt = (r() * 2 - 1) * 6;
  const piece = shoot(designModel(art), colour, r() < 0.5 ? 1 : 3, {
    rect: { x: S * 0.18, y: S * 0.16, w: S * 0.64, h: S * 0.66 },
    clip: { x: -S * 0.2, y: -S * 0.2, w: S * 1.4, h: S * 1.4 },
    shadow: 1.5,
  }).svg;
  const body =
    `<g transform="rotate(${tilt.toFixed(1)} ${S / 2} ${S / 2}) translate(${-S * 0.1} ${-S * 0.1}) scale(1.2)">` +
    satinBackground(n * 7 + 3, S, S, fabrics[n % fabrics.length]) +
    piece +
    `</g>` +
    // phone-camera warmth and vignette
    `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.72"><stop offset="0.55" stop-color="#3a2210" stop-opacity="0"/><stop offset="1" stop-color="#3a2210" stop-opacity="0.38"/></radialGradient>` +
    `<rect width="${S}" height="${S}" fill="#ffb070" fill-opacity="0.06"/><rect width="${S}" height="${S}" fill="url(#vig)"/>`;
  return svgDoc(S, S, S, S, "", body);
}
