/**
 * Gemstones: faceted meshes (round brilliant and its oval / pear / marquise stretches, step-cut emerald shape),
 * their shading and the star-shaped sparkles drawn over them.
 *
 * A brilliant reads as a diamond because neighbouring facets flash from near-black to white; the shader gets that
 * from the studio environment plus a per-facet phase, and adds occasional "fire" tints to bright facets.
 */
import type { Stone } from "../spec";
import { type Face, type Mat, type Model, type V3, dot, outward, rng } from "./geom";
import { env, ramp, reflect, smooth, mix } from "./metal";

export type GemShape = "round" | "oval" | "pear" | "marquise" | "emerald";

const GEM_RAMPS: Record<"diamond" | "ruby" | "emerald" | "sapphire", string[]> = {
  diamond: ["#1c222b", "#66727f", "#c0c9d3", "#edf2f7", "#ffffff"],
  ruby: ["#26000a", "#6e0516", "#b8122b", "#f04a5e", "#ffd3d8"],
  emerald: ["#011a0f", "#03502d", "#0a8a4b", "#3fcf87", "#d5ffe8"],
  sapphire: ["#020930", "#0a1f74", "#1c47bd", "#5a88ff", "#dce7ff"],
};
const FIRE = ["#ffdca0", "#b6e0ff", "#ffc4e4", "#cffff0", "#fff0a8"];

/** The mesh material for a stone; "none" has no gem. */
export function gemMat(stone: Stone): Mat | null {
  return stone === "none" ? null : stone;
}

/** Colour of one gem facet: n unit normal, v unit eye direction (camera space), s the facet's own 0..1 phase. */
export function shadeGem(mat: "diamond" | "ruby" | "emerald" | "sapphire", n: V3, v: V3, s: number): string {
  const r = reflect(n, v);
  const e = env(r);
  // orientation-dependent flash: turns with the stone, so the turntable video twinkles
  const phase = 0.5 + 0.5 * Math.sin(Math.atan2(r[0], r[1]) * 5 + r[2] * 7 + s * 6.283);
  let t = smooth(0.12, 0.8, 0.45 * e + 0.55 * phase);
  const facing = dot(n, v);
  if (mat === "diamond") t = s < 0.1 ? 0.12 : 0.28 + 0.72 * t; // mostly bright with a few inky facets for contrast
  else t = 0.32 + 0.66 * t * (0.6 + 0.4 * facing); // coloured stones stay saturated, never ink-black
  let c = ramp(GEM_RAMPS[mat], t);
  if (mat === "diamond" && t > 0.62 && s > 0.8) c = mix(c, FIRE[Math.floor(s * 97) % FIRE.length]!, 0.35);
  return c;
}

type ShapeFn = (a: number) => [number, number];
/** The girdle outline of a shape as a function of angle (unit size, x along the long axis). */
export function outline(shape: GemShape): ShapeFn {
  switch (shape) {
    case "oval":
      return (a) => [Math.cos(a) * 1.32, Math.sin(a)];
    case "pear":
      // rounded at -x, pointed at +x
      return (a) => {
        const c = Math.cos(a);
        return [c * (c > 0 ? 1.55 : 1), Math.sin(a) * (1 - 0.6 * Math.max(0, c) ** 1.4)];
      };
    case "marquise":
      return (a) => [Math.cos(a) * 1.75, Math.sin(a) * (1 - 0.55 * Math.abs(Math.cos(a)) ** 1.5)];
    case "emerald": {
      // rectangle with cut corners, traced as a function of angle
      return (a) => {
        const c = Math.cos(a);
        const s = Math.sin(a);
        const w = 1.3;
        const h = 0.95;
        const k = Math.min(w / Math.abs(c || 1e-9), h / Math.abs(s || 1e-9), (w + h - 0.35) / (Math.abs(c) + Math.abs(s)));
        return [c * k, s * k];
      };
    }
    default:
      return (a) => [Math.cos(a), Math.sin(a)];
  }
}

/**
 * A gem of girdle radius r with its table facing local +y, girdle on y = 0, centred on the origin. The returned
 * model carries one glint at the table centre. Round, oval, pear and marquise get brilliant faceting; "emerald"
 * gets concentric steps. `lite` drops the girdle and pavilion, which never show on small flush-set stones.
 */
export function gem(mat: Mat, shape: GemShape, r: number, seed: number, lite = false): Model {
  const rand = rng(seed);
  const o = outline(shape);
  const at = (a: number, rad: number, y: number): V3 => {
    const [x, z] = o(a);
    return [x * rad * r, y * r, z * r * rad];
  };
  const faces: Face[] = [];
  const push = (p: V3[]) => faces.push({ p: outward(p, [0, -0.1 * r, 0]), m: mat, s: rand(), bias: 0.02 });
  const step = Math.PI / 4;
  const crownH = 0.34;
  const tableR = 0.56;
  if (shape === "emerald") {
    const rings: [number, number][] = [
      [0.62, crownH],
      [0.78, crownH * 0.62],
      [0.9, crownH * 0.3],
      [1, 0],
      [0.72, -0.45],
      [0.4, -0.75],
    ];
    const sides = 16;
    // table as a fan of slivers so it flashes in bands like a real step cut instead of one flat mirror
    const centre: V3 = [0, crownH * r, 0];
    for (let k = 0; k < sides; k += 2) {
      push([centre, at((k * Math.PI * 2) / sides, rings[0]![0], rings[0]![1]), at(((k + 1) * Math.PI * 2) / sides, rings[0]![0], rings[0]![1]), at(((k + 2) * Math.PI * 2) / sides, rings[0]![0], rings[0]![1])]);
    }
    for (let q = 0; q < rings.length - 1; q++) {
      for (let k = 0; k < sides; k++) {
        const a0 = (k * Math.PI * 2) / sides;
        const a1 = ((k + 1) * Math.PI * 2) / sides;
        const [ra, ya] = rings[q]!;
        const [rb, yb] = rings[q + 1]!;
        push([at(a0, ra, ya), at(a1, ra, ya), at(a1, rb, yb), at(a0, rb, yb)]);
      }
    }
    const keel: V3 = [0, -0.86 * r, 0];
    for (let k = 0; k < sides; k++) {
      const last = rings[rings.length - 1]!;
      push([at((k * Math.PI * 2) / sides, last[0], last[1]), at(((k + 1) * Math.PI * 2) / sides, last[0], last[1]), keel]);
    }
  } else {
    const C: V3 = [0, crownH * r, 0];
    for (let k = 0; k < 8; k++) {
      const a = k * step;
      const T0 = at(a, tableR, crownH);
      const T1 = at(a + step, tableR, crownH);
      const S0 = at(a + step / 2, 0.78, crownH * 0.5);
      const Sm = at(a - step / 2, 0.78, crownH * 0.5);
      const G0 = at(a, 1, 0.02);
      const Gh = at(a + step / 2, 1, 0.02);
      const G1 = at(a + step, 1, 0.02);
      push([C, T0, T1]); // table, as a fan so it flashes in segments like a real table
      push([T0, T1, S0]); // star facet
      push([T0, Sm, G0, S0].reverse()); // kite (bezel) facet
      push([S0, G0, Gh]); // upper girdle facets
      push([S0, Gh, G1]);
      // girdle band and pavilion (seen in side views and through open settings)
      if (lite) continue;
      for (const [ga, gb] of [
        [a, a + step / 2],
        [a + step / 2, a + step],
      ] as const) {
        const u0 = at(ga, 1, 0.02);
        const u1 = at(gb, 1, 0.02);
        const l0 = at(ga, 1, -0.03);
        const l1 = at(gb, 1, -0.03);
        push([u0, u1, l1, l0]);
        push([l0, l1, at(gb, 0.45, -0.5), at(ga, 0.45, -0.5)]);
        push([at(ga, 0.45, -0.5), at(gb, 0.45, -0.5), [0, -0.86 * r, 0]]);
      }
    }
  }
  return { faces, glints: [{ p: [0, crownH * r, 0], n: [0, 1, 0], r, s: rand() }] };
}

/**
 * SVG defs for sparkles: a radial glow and a four-point star, both unit size. Use with sparkleUse().
 */
export const SPARKLE_DEFS =
  `<radialGradient id="spk-glow"><stop offset="0" stop-color="#fff" stop-opacity="0.95"/>` +
  `<stop offset="0.35" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
  `<g id="spk"><circle r="0.55" fill="url(#spk-glow)"/>` +
  `<path d="M0-1L0.07-0.07L1 0L0.07 0.07L0 1L-0.07 0.07L-1 0L-0.07-0.07Z" fill="#fff"/>` +
  `<path d="M0-0.5L0.05-0.05L0.5 0L0.05 0.05L0 0.5L-0.05 0.05L-0.5 0L-0.05-0.05Z" fill="#fff" transform="rotate(45)" opacity="0.8"/></g>`;

/** One sparkle at screen point (x, y) with radius size (viewBox units), rotation deg and opacity 0..1. */
export function sparkleUse(x: number, y: number, size: number, rot: number, opacity: number): string {
  return `<use href="#spk" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(0)}) scale(${size.toFixed(2)})" opacity="${opacity.toFixed(2)}"/>`;
}
