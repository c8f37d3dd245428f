/**
 * Product "photography": backgrounds (white studio sweep, ivory satin), framing per view and the outer SVG.
 *
 * Product shots use a 1000 x 1000 viewBox regardless of output width, so every size is the same picture.
 */
import type { MetalColour } from "../spec";
import { deg, rng } from "./geom";
import type { DesignModel } from "./design";
import { type Drawn, type Fit, type Rect, drawModel } from "./project";
import { SPARKLE_DEFS } from "./stones";

export const VB = 1000;

/** Wraps SVG body markup into a standalone document of `w` x `h` px showing viewBox `vbW` x `vbH`. */
export function svgDoc(w: number, h: number, vbW: number, vbH: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" ` +
    `viewBox="0 0 ${vbW} ${vbH}"><defs>${SPARKLE_DEFS}${defs}</defs>${body}</svg>`
  );
}

/** Seamless white-to-ivory studio sweep with a faint warm vignette. */
export function studioBackground(w = VB, h = VB): string {
  return (
    `<radialGradient id="bg-studio" cx="50%" cy="42%" r="78%"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="0.62" stop-color="#faf8f4"/><stop offset="1" stop-color="#ece6dc"/></radialGradient>` +
    `<rect width="${w}" height="${h}" fill="url(#bg-studio)"/>`
  );
}

/**
 * Ivory satin with soft diagonal folds and a couple of out-of-focus highlights; `seed` varies the folds.
 * Folds are gradient-filled curved bands rather than blurred shapes: same look, far cheaper to rasterise.
 */
export function satinBackground(seed: number, w = VB, h = VB, tones = ["#f7f0e3", "#e8d9bf", "#fffaf0", "#d8c3a0"]): string {
  const r = rng(seed);
  const [light, deep, shine, shade] = tones;
  let folds = "";
  for (let i = 0; i < 5; i++) {
    const y = -200 + i * 300 + r() * 120;
    const amp = 60 + r() * 90;
    const thick = 90 + r() * 140;
    const id = `fold${i}`;
    const glow = i % 2 === 0 ? shine : shade;
    folds +=
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${glow}" stop-opacity="0"/>` +
      `<stop offset="0.5" stop-color="${glow}" stop-opacity="${i % 2 === 0 ? 0.75 : 0.45}"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></linearGradient>` +
      `<path d="M-400 ${y} C 0 ${y - amp}, ${w / 2} ${y + amp}, ${w + 400} ${y - amp / 2} L ${w + 400} ${y - amp / 2 + thick} ` +
      `C ${w / 2} ${y + amp + thick}, 0 ${y - amp + thick}, -400 ${y + thick} Z" fill="url(#${id})"/>`;
  }
  const angle = -25 + r() * 20;
  return (
    `<linearGradient id="bg-satin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>` +
    `<radialGradient id="bg-bokeh"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<rect width="${w}" height="${h}" fill="url(#bg-satin)"/>` +
    `<g transform="rotate(${angle.toFixed(1)} ${w / 2} ${h / 2})">${folds}</g>` +
    `<circle cx="${(w * (0.1 + r() * 0.2)).toFixed(0)}" cy="${(h * 0.15).toFixed(0)}" r="${(w * 0.12).toFixed(0)}" fill="url(#bg-bokeh)"/>` +
    `<circle cx="${(w * (0.75 + r() * 0.2)).toFixed(0)}" cy="${(h * 0.85).toFixed(0)}" r="${(w * 0.09).toFixed(0)}" fill="url(#bg-bokeh)"/>`
  );
}

export interface ShotOptions {
  /** Extra turn in degrees (turntable video). */
  turn?: number;
  /** Animation time 0..1 for sparkle twinkle. */
  time?: number;
  /** Reuse a fit (keeps video frames from zooming as the piece turns). */
  fit?: Fit;
  /** Where to fit the piece (viewBox units); defaults per view. */
  rect?: Rect;
  /** Shadow strength multiplier (0 = none). */
  shadow?: number;
  sparkle?: number;
  /** Visible area in the target SVG's units, for faces culling (defaults to the 1000 square). */
  clip?: Rect;
}

/** Draws the piece as photographed for `view` (0..3) without any background. */
export function shoot(dm: DesignModel, colour: MetalColour, view: number, o: ShotOptions = {}): Drawn {
  const pose = dm.poses[Math.min(3, Math.max(0, view))]!;
  const fill = dm.fill ?? 0.74;
  const m = (VB * (1 - fill)) / 2;
  const rect: Rect =
    o.rect ??
    (view === 3
      ? { x: 250, y: 270, w: 500, h: 470 }
      : view === 2
        ? { x: 60, y: 60, w: 880, h: 880 }
        : (dm.frame ?? { x: m, y: m * 1.05, w: VB - 2 * m, h: VB - 2 * m }));
  const shadowK = o.shadow ?? 1;
  return drawModel(dm.model, {
    colour,
    camera: { elev: deg(pose.elev), azim: deg(pose.azim + (o.turn ?? 0)), dist: dm.dist ?? 10 },
    fit: o.fit ?? (view === 2 ? { rect, focus: dm.focus } : { rect }),
    shadow: shadowK > 0 ? { kind: dm.shadow, opacity: (view === 3 ? 0.3 : 0.2) * (dm.shadow === "wall" ? 0.6 : 1) * shadowK } : undefined,
    time: o.time,
    sparkle: o.sparkle,
    clip: o.clip,
  });
}

/** A complete product photograph (background + piece) as an SVG document of `px` x `px`. */
export function productPhoto(dm: DesignModel, colour: MetalColour, view: number, px: number, o: ShotOptions = {}): string {
  const shot = shoot(dm, colour, view, o);
  const bg = view === 3 ? satinBackground(dm.model.faces.length + view) : studioBackground();
  return svgDoc(px, px, VB, VB, "", bg + shot.svg);
}
