/**
 * Hero banners (desktop 1920x640 px, mobile 800x1000 px) and ads (1200x600 px): rich gradient grounds with a faint
 * lattice, two or three rendered pieces lit by a soft glow, and a serif headline in DejaVu Serif (the only font
 * the render can rely on).
 */
import sharp from "sharp";
import { type AdKey, type BannerKey, type BannerTarget, type MetalColour, type ProductArt, AD_SIZE, BANNER_KEYS, BANNER_SIZES } from "../spec";
import { designModel } from "../render-product";
import { metalGradientDefs } from "./metal";
import { type Rect } from "./project";
import { shoot, svgDoc } from "./scene";

interface Piece {
  art: ProductArt;
  colour: MetalColour;
  view?: number;
}

interface Theme {
  /** Ground gradient, centre to edge. */
  ground: [string, string];
  ink: string;
  soft: string;
  accent: MetalColour;
  eyebrow: string;
  headline: string[];
  sub: string;
  cta: string;
  pieces: Piece[];
  /** Light ground: accents in ink colours instead of metal gradients, which would vanish. */
  light?: boolean;
}

const BANNERS: Record<BannerKey, Theme> = {
  bridal: {
    ground: ["#7d1a2e", "#3a0812"],
    ink: "#fbeee0",
    soft: "#e8c9b0",
    accent: "yellow",
    eyebrow: "THE BRIDAL EDIT",
    headline: ["Bridal Diamonds,", "Made to Last"],
    sub: "Heirloom necklaces and earrings in hallmarked gold",
    cta: "Explore Bridal",
    pieces: [
      { art: { design: "necklace", stone: "diamond", variant: 0 }, colour: "yellow" },
      { art: { design: "drop", stone: "ruby", variant: 0 }, colour: "yellow" },
      { art: { design: "bangle", stone: "diamond", variant: 1 }, colour: "yellow" },
    ],
  },
  solitaire: {
    ground: ["#1f3a6e", "#081530"],
    ink: "#f3f6fb",
    soft: "#c3cee2",
    accent: "white",
    eyebrow: "SOLITAIRES",
    headline: ["One Stone.", "Every Promise."],
    sub: "Certified solitaires in platinum and 18K gold",
    cta: "Find Your Solitaire",
    pieces: [
      { art: { design: "solitaire", stone: "diamond", variant: 0 }, colour: "pt" },
      { art: { design: "stud", stone: "diamond", variant: 0 }, colour: "white" },
      { art: { design: "pendant", stone: "diamond", variant: 2 }, colour: "white" },
    ],
  },
  "daily-wear": {
    ground: ["#f6ecdc", "#dcc3a0"],
    ink: "#3b2616",
    soft: "#6e5038",
    light: true,
    accent: "rose",
    eyebrow: "EVERYDAY GOLD",
    headline: ["Light Enough", "for Every Day"],
    sub: "Studs, chains and rings for work, weekends and in-between",
    cta: "Shop Daily Wear",
    pieces: [
      { art: { design: "ring", stone: "diamond", variant: 0 }, colour: "rose" },
      { art: { design: "stud", stone: "diamond", variant: 1 }, colour: "rose" },
      { art: { design: "pendant", stone: "diamond", variant: 0 }, colour: "yellow" },
    ],
  },
  "gold-coins": {
    ground: ["#16654d", "#06281e"],
    ink: "#f7f1df",
    soft: "#cfe0d2",
    accent: "yellow",
    eyebrow: "24K GOLD COINS",
    headline: ["Begin Something", "Auspicious"],
    sub: "999 fine gold coins, BIS hallmarked, from 1 gram",
    cta: "Buy Gold Coins",
    pieces: [
      { art: { design: "coin", stone: "none", variant: 0 }, colour: "yellow" },
      { art: { design: "coin", stone: "none", variant: 2 }, colour: "yellow", view: 1 },
      { art: { design: "coin", stone: "none", variant: 1 }, colour: "yellow" },
    ],
  },
  festive: {
    ground: ["#8a2a1c", "#2e0a14"],
    ink: "#fff3df",
    soft: "#f0c9a0",
    accent: "yellow",
    eyebrow: "FESTIVE",
    headline: ["Celebrate", "in Gold"],
    sub: "Jhumkas, kadas and mangalsutras for the season of lights",
    cta: "Shop the Festive Edit",
    pieces: [
      { art: { design: "drop", stone: "none", variant: 3 }, colour: "yellow" },
      { art: { design: "bangle", stone: "none", variant: 0 }, colour: "yellow" },
      { art: { design: "mangalsutra", stone: "diamond", variant: 1 }, colour: "yellow" },
    ],
  },
};

const ADS: Record<AdKey, Theme> = {
  "lifetime-exchange": {
    ...BANNERS["gold-coins"],
    ground: ["#5a1424", "#24060d"],
    eyebrow: "OUR PROMISE",
    headline: ["Lifetime Exchange", "on Every Piece"],
    sub: "Your gold keeps its value with us, always",
    cta: "How Exchange Works",
    pieces: [
      { art: { design: "bangle", stone: "none", variant: 0 }, colour: "yellow" },
      { art: { design: "ring", stone: "diamond", variant: 2 }, colour: "yellow" },
    ],
  },
  "try-at-home": {
    ...BANNERS["daily-wear"],
    eyebrow: "TRY AT HOME",
    headline: ["See It, Try It,", "Then Decide"],
    sub: "Book a free home visit for the designs you love",
    cta: "Book a Visit",
    pieces: [
      { art: { design: "drop", stone: "diamond", variant: 2 }, colour: "rose" },
      { art: { design: "solitaire", stone: "diamond", variant: 4 }, colour: "rose" },
    ],
  },
  certified: {
    ...BANNERS.solitaire,
    eyebrow: "CERTIFIED",
    headline: ["Certified,", "Every Time"],
    sub: "IGI-certified diamonds  \u00b7  BIS hallmarked gold",
    cta: "Our Quality Promise",
    pieces: [
      { art: { design: "solitaire", stone: "diamond", variant: 1 }, colour: "white" },
      { art: { design: "stud", stone: "diamond", variant: 2 }, colour: "pt" },
    ],
  },
};

const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Ground: radial gradient, a faint diamond lattice and a warm glow where the pieces sit. */
function ground(t: Theme, w: number, h: number, glow: { x: number; y: number; r: number }): string {
  const cell = Math.round(Math.min(w, h) / 11);
  return (
    `<radialGradient id="g-ground" cx="${glow.x / w}" cy="${glow.y / h}" r="0.9"><stop offset="0" stop-color="${t.ground[0]}"/><stop offset="1" stop-color="${t.ground[1]}"/></radialGradient>` +
    `<pattern id="g-lattice" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse">` +
    `<path d="M${cell / 2} 0L${cell} ${cell / 2}L${cell / 2} ${cell}L0 ${cell / 2}Z" fill="none" stroke="${t.soft}" stroke-width="1.2" stroke-opacity="0.09"/>` +
    `<circle cx="${cell / 2}" cy="${cell / 2}" r="2" fill="${t.soft}" fill-opacity="0.12"/></pattern>` +
    `<radialGradient id="g-glow"><stop offset="0" stop-color="#fff6e0" stop-opacity="0.32"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></radialGradient>` +
    `<rect width="${w}" height="${h}" fill="url(#g-ground)"/><rect width="${w}" height="${h}" fill="url(#g-lattice)"/>` +
    `<circle cx="${glow.x}" cy="${glow.y}" r="${glow.r}" fill="url(#g-glow)"/>`
  );
}

/** Headline block at (x, y); `anchor` start or middle; sizes in px. */
function copy(t: Theme, x: number, y: number, size: number, anchor: "start" | "middle", width: number): string {
  const lead = size * 1.12;
  const parts = [
    `<text x="${x}" y="${y}" font-family="DejaVu Serif" font-size="${Math.round(size * 0.3)}" letter-spacing="${Math.round(size * 0.08)}" fill="${t.light ? t.soft : "url(#acc-v)"}" text-anchor="${anchor}">${esc(t.eyebrow)}</text>`,
  ];
  t.headline.forEach((line, i) => {
    parts.push(`<text x="${x}" y="${y + size * 1.05 + i * lead}" font-family="DejaVu Serif" font-size="${size}" fill="${t.ink}" text-anchor="${anchor}">${esc(line)}</text>`);
  });
  const below = y + size * 1.05 + (t.headline.length - 1) * lead;
  const rx = anchor === "middle" ? x - size * 0.9 : x;
  parts.push(`<rect x="${rx}" y="${below + size * 0.42}" width="${size * 1.8}" height="${Math.max(2, size * 0.04)}" fill="url(#acc-v)"/>`);
  // sub-line wrapped to the copy column; DejaVu Serif italic averages about 0.5 em per character
  const subSize = Math.round(size * 0.34);
  const perLine = Math.max(12, Math.floor(width / (subSize * 0.5)));
  const lines: string[] = [];
  for (const word of t.sub.split(" ")) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + word).length <= perLine) lines[lines.length - 1] = last + " " + word;
    else lines.push(word);
  }
  lines.forEach((line, i) => {
    parts.push(`<text x="${x}" y="${below + size * 1.05 + i * subSize * 1.3}" font-family="DejaVu Serif" font-style="italic" font-size="${subSize}" fill="${t.soft}" text-anchor="${anchor}">${esc(line)}</text>`);
  });
  const bw = t.cta.length * size * 0.2 + size * 0.9;
  const bx = anchor === "middle" ? x - bw / 2 : x;
  const by = below + size * 1.5 + (lines.length - 1) * subSize * 1.3;
  parts.push(
    `<rect x="${bx}" y="${by}" width="${bw}" height="${size * 0.72}" rx="${size * 0.36}" fill="none" stroke="url(#acc-v)" stroke-width="${Math.max(1.5, size * 0.03)}"/>` +
      `<text x="${bx + bw / 2}" y="${by + size * 0.47}" font-family="DejaVu Serif" font-size="${Math.round(size * 0.28)}" letter-spacing="1" fill="${t.ink}" text-anchor="middle">${esc(t.cta)}</text>`,
  );
  return parts.join("");
}

/** Pieces placed into rectangles (px), drawn with soft shadows and sparkle. */
function pieces(list: Piece[], rects: Rect[], w: number, h: number): string {
  return list
    .map((p, i) => {
      const rect = rects[i];
      if (!rect) return "";
      return shoot(designModel(p.art), p.colour, p.view ?? 0, { rect, clip: { x: 0, y: 0, w, h }, shadow: 1.4 }).svg;
    })
    .join("");
}

function compose(t: Theme, w: number, h: number): string {
  const wide = w > h;
  let body: string;
  if (wide) {
    const px = w * 0.52;
    const pw = w - px - w * 0.04;
    const glow = { x: px + pw / 2, y: h * 0.5, r: h * 0.75 };
    const n = t.pieces.length;
    const rects: Rect[] =
      n === 3
        ? [
            { x: px + pw * 0.3, y: h * 0.08, w: pw * 0.42, h: h * 0.84 },
            { x: px, y: h * 0.3, w: pw * 0.28, h: h * 0.55 },
            { x: px + pw * 0.72, y: h * 0.32, w: pw * 0.28, h: h * 0.55 },
          ]
        : [
            { x: px, y: h * 0.12, w: pw * 0.52, h: h * 0.76 },
            { x: px + pw * 0.52, y: h * 0.2, w: pw * 0.46, h: h * 0.66 },
          ];
    // DejaVu Serif runs about 0.56 em per character: shrink long headlines to keep them clear of the pieces
    const longest = Math.max(...t.headline.map((l) => l.length));
    const size = Math.round(Math.min(h * 0.125, (px - w * 0.1) / (longest * 0.56)));
    body = ground(t, w, h, glow) + pieces(t.pieces, rects, w, h) + copy(t, Math.round(w * 0.07), Math.round(h * 0.27), size, "start", px - w * 0.1);
  } else {
    const glow = { x: w / 2, y: h * 0.7, r: w * 0.75 };
    const rects: Rect[] = [
      { x: w * 0.26, y: h * 0.42, w: w * 0.48, h: h * 0.52 },
      { x: w * 0.02, y: h * 0.56, w: w * 0.3, h: h * 0.34 },
      { x: w * 0.68, y: h * 0.56, w: w * 0.3, h: h * 0.34 },
    ];
    body = ground(t, w, h, glow) + pieces(t.pieces, rects, w, h) + copy(t, w / 2, Math.round(h * 0.08), Math.round(w * 0.085), "middle", w * 0.8);
  }
  return svgDoc(w, h, w, h, metalGradientDefs(t.accent, "acc"), body);
}

/** Banner SVG for `key` at the target's size (desktop 1920x640 px, mobile 800x1000 px). */
export function bannerSvg(key: BannerKey, target: BannerTarget): string {
  const { width, height } = BANNER_SIZES[target];
  return compose(BANNERS[key], width, height);
}

/** Ad SVG for `key`, 1200x600 px. */
export function adSvg(key: AdKey): string {
  return compose(ADS[key], AD_SIZE.width, AD_SIZE.height);
}

/** The pieces and ground colours of an ad (inner, outer), reused by the ad videos; the words stay in the image. */
export function adTheme(key: AdKey): { pieces: Piece[]; ground: [string, string] } {
  const { pieces, ground } = ADS[key];
  return { pieces, ground };
}

/** Preview helper: every banner (desktop and mobile) on one PNG. */
export async function writeBannerSheet(file: string): Promise<void> {
  const tiles: { input: Buffer; left: number; top: number }[] = [];
  let y = 0;
  for (const key of BANNER_KEYS) {
    const desk = await sharp(Buffer.from(bannerSvg(key, "desktop"))).resize(960, 320).png().toBuffer();
    const mob = await sharp(Buffer.from(bannerSvg(key, "mobile"))).resize(256, 320).png().toBuffer();
    tiles.push({ input: desk, left: 0, top: y }, { input: mob, left: 970, top: y });
    y += 330;
  }
  for (const [i, key] of (["lifetime-exchange", "try-at-home", "certified"] as const).entries()) {
    const ad = await sharp(Buffer.from(adSvg(key))).resize(400, 200).png().toBuffer();
    tiles.push({ input: ad, left: i * 410, top: y });
  }
  y += 210;
  await sharp({ create: { width: 1226, height: y, channels: 3, background: "#ffffff" } }).composite(tiles).png().toFile(file);
}
