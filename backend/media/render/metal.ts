/**
 * Metal appearance: colour ramps per metal colour, the studio "environment" that polished metal reflects, and
 * SVG gradient defs for flat (2D) art such as banners and certificate cards.
 *
 * Polished metal looks like metal because of what it reflects, not because of its own colour: a bright softbox,
 * a dark horizon line and a darker floor. So faces are shaded by their reflection vector looked up in that
 * environment, and the 0..1 result is mapped through the colour's ramp (shadow brown -> body -> highlight -> white).
 */
import type { MetalColour } from "../spec";
import { dot, norm, type V3 } from "./geom";

/** Five stops per colour, dark to light: shadow, body shade, body, highlight, specular. */
export const METAL_RAMPS: Record<MetalColour, string[]> = {
  // warm 18-22K yellow: deep amber shadows, buttery body, near-white cream highlights
  yellow: ["#3b2404", "#8d5e12", "#d4a23f", "#f4d682", "#fff8e2"],
  // rose: copper-pink body, plum-brown shadows
  rose: ["#3d1913", "#8e4a3b", "#d08b76", "#f2c3b2", "#fff3ee"],
  // white gold (rhodium plated): cool, slightly bluish silver with crisp contrast
  white: ["#2a2f36", "#79818c", "#c4cad3", "#eef1f5", "#ffffff"],
  // platinum: greyer, more neutral body and brighter, less contrasty shadows than white gold
  pt: ["#474a4e", "#95989d", "#cbcdd0", "#f0f1f2", "#ffffff"],
};

/** Ramps for non-metal surfaces shaded with the same machinery. */
export const OTHER_RAMPS = {
  onyx: ["#050505", "#121212", "#262626", "#707070", "#f2f2f2"],
  enamel: ["#2a0309", "#6b0a1a", "#a3182c", "#d9566a", "#ffe3e7"],
} as const;

const hexCache = new Map<string, [number, number, number]>();
function rgb(hex: string): [number, number, number] {
  let c = hexCache.get(hex);
  if (!c) {
    c = [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
    hexCache.set(hex, c);
  }
  return c;
}
const h2 = (n: number): string => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, "0");
/** [r, g, b] (0..255) to #rrggbb. */
export const toHex = (c: [number, number, number]): string => `#${h2(c[0])}${h2(c[1])}${h2(c[2])}`;

/** Mixes two #rrggbb colours (t = 0 gives a). */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Colour at position t (0..1) along an evenly spaced ramp. */
export function ramp(stops: readonly string[], t: number): string {
  const x = Math.min(1, Math.max(0, t)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  return mix(stops[i]!, stops[i + 1]!, x - i);
}

/** Clamps to 0..1. */
export const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));
/** Smoothstep from a to b (0 below a, 1 above b, eased between). */
export const smooth = (a: number, b: number, x: number): number => {
  const t = clamp01((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};

// Studio lights in camera space (x right, y up, z towards the viewer); they stay put while the piece turns,
// which is what makes reflections travel across the metal in the turntable video.
const KEY = norm([-0.55, 0.6, 0.6]);
const FILL = norm([0.75, 0.2, 0.5]);
const TOP = norm([0.1, 1, -0.2]);

/** Brightness 0..1 of the studio environment in reflected direction r (unit, camera space). */
export function env(r: V3): number {
  const y = r[1];
  let t = 0.4 + 0.28 * y;
  t -= 0.3 * Math.exp(-(((y + 0.1) / 0.14) ** 2)); // dark horizon line: the classic polished-metal contrast band
  t += 0.8 * Math.exp(-((1 - dot(r, KEY)) / 0.09)); // large key softbox, upper left
  t += 0.45 * Math.exp(-((1 - dot(r, FILL)) / 0.12)); // strip fill on the right
  t += 0.3 * Math.exp(-((1 - dot(r, TOP)) / 0.2)); // overhead diffuser
  t -= 0.16 * smooth(0.75, 1, r[2]); // the camera's own dark reflection
  return clamp01(t);
}

/** Reflection of view direction v about normal n (both unit, v pointing from surface to eye). */
export function reflect(n: V3, v: V3): V3 {
  const d = 2 * dot(n, v);
  return [n[0] * d - v[0], n[1] * d - v[1], n[2] * d - v[2]];
}

/**
 * Colour of a polished (or satin) metal face: n = unit normal, v = unit direction to the eye, camera space.
 * Satin faces (engraving, brushed bands) mostly see the average environment, so they sit in the mid-tones.
 */
export function shadeMetal(colour: MetalColour, n: V3, v: V3, satin = false): string {
  const stops = METAL_RAMPS[colour];
  const e = env(reflect(n, v));
  const diffuse = clamp01(0.5 + 0.5 * dot(n, KEY));
  // the S-curve pushes polished faces towards deep shadow or bright highlight, as real polished gold photographs
  const t = satin ? 0.3 + 0.3 * diffuse + 0.15 * e : 0.04 + 0.92 * smooth(0.04, 0.92, 0.85 * e + 0.15 * diffuse);
  return ramp(stops, t);
}

/** Glossy non-metal (onyx beads, enamel): dark body with sharp highlights only. */
export function shadeGloss(stops: readonly string[], n: V3, v: V3): string {
  const e = env(reflect(n, v));
  const diffuse = clamp01(0.5 + 0.5 * dot(n, KEY));
  return ramp(stops, 0.15 + 0.35 * diffuse + 0.6 * smooth(0.55, 1, e));
}

/**
 * SVG <linearGradient> defs for flat art in this metal colour: `${id}-v` (vertical, for bars, rules and text)
 * and `${id}-d` (diagonal, for shapes). Returned as a string to put inside <defs>.
 */
export function metalGradientDefs(colour: MetalColour, id: string): string {
  const s = METAL_RAMPS[colour];
  const stops = (pairs: [number, string][]) =>
    pairs.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("");
  const seq: [number, string][] = [
    [0, s[3]!],
    [0.35, s[2]!],
    [0.5, s[4]!],
    [0.62, s[2]!],
    [1, s[1]!],
  ];
  return (
    `<linearGradient id="${id}-v" x1="0" y1="0" x2="0" y2="1">${stops(seq)}</linearGradient>` +
    `<linearGradient id="${id}-d" x1="0" y1="0" x2="1" y2="1">${stops(seq)}</linearGradient>`
  );
}
