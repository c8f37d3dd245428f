/**
 * Small pieces: pendants on a V of chain ("pendant"), nose pins shown macro with their stem ("nosepin") and
 * minted gold coins with an embossed lotus, sunburst or mandala ("coin").
 */
import { artForm } from "../art-forms";
import type { ProductArt } from "../spec";
import { type Face, type Mat, type Model, type V3, basisUp, circle, deg, merge, mul, norm, outward, place, rng, rotX, rotY, roundedProfile, sphere, sweep } from "./geom";
import { type DesignModel, POINT_UP } from "./design";
import { bezelCup, flowerCluster, haloRing, paveRow, prongHead } from "./settings";
import { cableChain, resample } from "./chains";

const FACE_CAMERA = basisUp([0, 0, 1]);
const tube = (r: number) => () => circle(r, 8).map((p): [number, number] => [p[0], p[1]]);

/** Heart outline in the XY plane, about 2 * s wide, point down, centred near the origin. */
function heart(s: number, n = 72): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const t = (i / n) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return [(x / 16) * s, (y / 16) * s + 0.1 * s, 0] as V3;
  });
}

/** Five-pointed star outline in the XY plane, about 2 * s across, one point up; corners slightly rounded. */
function star(s: number): V3[] {
  const corners: [number, number][] = Array.from({ length: 10 }, (_, i) => {
    const a = Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? s * 0.46 : s;
    return [Math.cos(a) * r, Math.sin(a) * r];
  });
  const pts: V3[] = [];
  corners.forEach((c, i) => {
    const next = corners[(i + 1) % corners.length]!;
    for (let k = 0; k < 8; k++) {
      const u = 0.06 + (0.88 * k) / 8;
      pts.push([c[0] + (next[0] - c[0]) * u, c[1] + (next[1] - c[1]) * u, 0]);
    }
  });
  return pts;
}

/** Flush stones (or polished beads) every `step` along a polyline in the XY plane, facing the camera. */
function paveAlong(art: ProductArt, line: V3[], step: number, r: number, z: number, seed: number): Model {
  const seats = resample(line, step).map((s): V3 => [s.p[0], s.p[1], z]);
  if (art.stone !== "none") return paveRow(art.stone, seats, seats.map((): V3 => [0, 0, 1]), r, seed);
  return merge(...seats.map((p) => sphere(p, r * 0.85, "metal", 8, 5)));
}

/** A flat metal bar along a polyline in the XY plane: `width` across in the plane, `depth` towards the camera. */
function bar(line: V3[], width: number, depth: number): Model {
  return sweep(line, false, () => roundedProfile(depth, width, 12, 0.5), "metal", [0, 0, 1]);
}

/** The letter A in pave: two legs and a crossbar, about 0.9 tall, apex at y = 0.45. */
function letterA(art: ProductArt, seed: number): Model {
  const apex: V3 = [0, 0.45, 0];
  const feet: V3[] = [[-0.31, -0.42, 0], [0.31, -0.42, 0]];
  const at = (foot: V3, u: number): V3 => [apex[0] + (foot[0] - apex[0]) * u, apex[1] + (foot[1] - apex[1]) * u, 0];
  const legs = feet.map((f) => [apex, f]);
  const cross: V3[] = [at(feet[0]!, 0.6), at(feet[1]!, 0.6)];
  const w = 0.13;
  const parts: Model[] = [...legs.map((l) => bar(l, w, 0.07)), bar(cross, w * 0.85, 0.07)];
  parts.push(...legs.map((l, i) => paveAlong(art, l, 0.105, 0.045, 0.03, seed + i)));
  parts.push(paveAlong(art, [at(feet[0]!, 0.6), at(feet[1]!, 0.6)].map((p, i): V3 => [p[0] + (i ? -0.07 : 0.07), p[1], 0]), 0.1, 0.04, 0.03, seed + 5));
  return merge(...parts);
}

/** A crescent moon opening to the right, horns tapering to points, stones along its middle; about 0.8 tall. */
function crescent(art: ProductArt, seed: number): Model {
  const r = 0.36;
  const arc = circle(r, 40, r, 0, deg(55), deg(305)).map((p): V3 => [p[0] + 0.05, p[1], 0]);
  const widest = 0.2;
  const body = sweep(arc, false, (i) => {
    const u = i / (arc.length - 1);
    return roundedProfile(0.07, widest * (0.18 + 0.82 * Math.sin(Math.PI * u)), 12, 0.55);
  }, "metal", [0, 0, 1]);
  const mid = arc.slice(6, arc.length - 6);
  return merge(body, paveAlong(art, mid, 0.095, 0.042, 0.038, seed));
}

/**
 * The chain and bail of a hanging pendant: `parts` are the pendant itself around the origin (face towards +z),
 * `top` its highest point; a bail loop sits above it and the chain runs up out of frame in a V. Used by
 * "pendant" and by solitaire pendants.
 */
export function hangingPendant(parts: Model[], top: number): DesignModel {
  const all = [...parts];
  // bail: a loop seen almost edge-on, then the chain runs up and out of frame in a V
  all.push(sweep(circle(0.09, 18).map((p): V3 => [0, top + 0.08 + p[1], p[0] * 0.6]), true, tube(0.028), "metal", [1, 0, 0]));
  const bailTop: V3 = [0, top + 0.17, 0];
  for (const sgn of [-1, 1]) {
    all.push(cableChain([bailTop, [sgn * 0.5, top + 1.2, -0.02], [sgn * 0.8, top + 2.2, -0.05]], 0.07, 0.011));
  }
  return {
    model: merge(...all),
    poses: [
      { elev: 6, azim: 0 },
      { elev: 12, azim: 34 },
      { elev: 6, azim: 8 },
      { elev: 22, azim: 14 },
    ],
    focus: { p: [0, 0, 0], r: top * 1.3 },
    shadow: "wall",
    dist: 12,
    frame: { x: 230, y: -430, w: 540, h: 1280 },
  };
}

/**
 * "pendant": heart, halo, pear drop, flower cluster, star, the letter A in pave and a crescent, hanging from a bail
 * on a V of cable chain (see artForm).
 */
export function buildPendant(art: ProductArt, rand: () => number): DesignModel {
  const v = art.variant;
  const motif = artForm(art).motif;
  const seed = Math.floor(rand() * 1e6);
  const parts: Model[] = [];
  let top: number;
  if (motif === "heart") {
    const s = 0.42 + (v % 3) * 0.04;
    parts.push(sweep(heart(s), true, tube(0.045), "metal", [0, 0, 1]));
    parts.push(place(prongHead(art.stone, "round", s * 0.38, 4, seed), FACE_CAMERA, [0, 0.02, 0]));
    top = s * 0.95;
  } else if (motif === "halo") {
    const r = 0.22 + (v % 3) * 0.02;
    parts.push(place(haloRing(art.stone, r + 0.1, 16, 0.05, -0.04, seed + 1), FACE_CAMERA));
    parts.push(place(prongHead(art.stone, "round", r, 6, seed), FACE_CAMERA));
    top = r + 0.2;
  } else if (motif === "drop") {
    const r = 0.28 + (v % 3) * 0.03;
    parts.push(place(prongHead(art.stone, "pear", r, 4, seed), POINT_UP, [0, -r * 0.55, 0]));
    top = r * 1.05;
  } else if (motif === "cluster") {
    const r = 0.15 + (v % 2) * 0.02;
    parts.push(place(flowerCluster(art.stone, r, 8, seed), FACE_CAMERA));
    top = r * 2.3;
  } else if (motif === "star") {
    const s = 0.46 + (v % 3) * 0.04;
    parts.push(sweep(star(s), true, tube(0.042), "metal", [0, 0, 1]));
    parts.push(place(prongHead(art.stone, "round", s * 0.26, 4, seed), FACE_CAMERA, [0, 0, 0]));
    top = s * 1.02;
  } else if (motif === "letter") {
    parts.push(letterA(art, seed));
    top = 0.5;
  } else {
    parts.push(crescent(art, seed));
    top = 0.42;
  }
  return hangingPendant(parts, top);
}

/** "nosepin": a tiny solitaire, flower or bezel top on a bent stem, photographed macro (see artForm). */
export function buildNosepin(art: ProductArt, rand: () => number): DesignModel {
  const form = artForm(art);
  const seed = Math.floor(rand() * 1e6);
  let head: Model;
  let r: number;
  if (form.motif === "solitaire") {
    r = 0.3;
    head = prongHead(art.stone, "round", r, form.prongs ?? 4, seed);
  } else if (form.motif === "cluster") {
    r = 0.16;
    head = flowerCluster(art.stone, r, 6, seed);
    r *= 2.2;
  } else {
    r = 0.28;
    head = bezelCup(art.stone, form.centre ?? "round", r, seed);
  }
  const tilt = basisUp(norm([0, 0.45, 1]));
  // stem: straight back from the head, then an L-bend that holds it in place
  const stem: V3[] = [[0, 0, -0.15], [0, -0.04, -0.75], [0, -0.08, -0.86], [0, -0.26, -0.93], [0.02, -0.42, -0.93]];
  const model = merge(place(head, tilt), sweep(stem, false, tube(0.03), "metal"), sphere(stem[stem.length - 1]!, 0.03, "metal", 8, 4));
  return {
    model,
    poses: [
      { elev: 14, azim: 30 },
      { elev: 22, azim: 62 },
      { elev: 20, azim: 12 },
      { elev: 30, azim: 40 },
    ],
    focus: { p: [0, 0, 0], r: r * 1.4 },
    shadow: "floor",
    dist: 10,
    fill: 0.66,
  };
}

/** Relief height (world units) of coin motif `style` at polar position (r 0..1, angle a). */
function relief(style: number, r: number, a: number): number {
  let h = 0;
  if (r > 0.9) h = 0.05; // raised rim
  else if (r > 0.86) h = 0.05 * ((r - 0.86) / 0.04);
  const bead = Math.hypot(r - 0.81, ((((a / (Math.PI * 2)) * 60) % 1) - 0.5) * ((Math.PI * 2 * 0.81) / 60));
  if (bead < 0.022) h = Math.max(h, 0.028 * Math.sqrt(1 - (bead / 0.022) ** 2)); // beaded border
  const petal = (n: number, r0: number, r1: number, width: number, phase: number, height: number) => {
    if (r < r0 || r > r1) return 0;
    const u = (r - r0) / (r1 - r0);
    const seg = (Math.PI * 2) / n;
    const d = Math.abs((((a + phase) % seg) + seg) % seg - seg / 2) * r;
    const half = width * Math.sin(Math.PI * u ** 0.8) * (1 - 0.3 * u);
    return d < half ? height * Math.sqrt(1 - (d / half) ** 2) * (0.6 + 0.4 * Math.sin(Math.PI * u)) : 0;
  };
  if (style === 0) {
    h = Math.max(h, petal(8, 0.16, 0.72, 0.13, 0, 0.045), petal(8, 0.12, 0.5, 0.09, Math.PI / 8, 0.055));
  } else if (style === 1) {
    h = Math.max(h, petal(24, 0.3, 0.74, 0.03, 0, 0.03), r > 0.22 && r < 0.28 ? 0.03 : 0);
  } else {
    h = Math.max(h, petal(12, 0.42, 0.74, 0.09, 0, 0.04), petal(12, 0.2, 0.46, 0.07, Math.PI / 12, 0.045), petal(6, 0.08, 0.24, 0.06, 0, 0.05));
  }
  if (r < 0.13 && style !== 1) h = Math.max(h, 0.06 * Math.sqrt(1 - (r / 0.13) ** 2));
  if (style === 1 && r < 0.2) h = Math.max(h, 0.055 * Math.sqrt(1 - (r / 0.2) ** 2));
  return h;
}

/** "coin": a minted coin standing on edge: mirror field, frosted relief (lotus, sunburst or mandala), reeded edge. */
export function buildCoin(art: ProductArt, rand: () => number): DesignModel {
  const style = ["lotus", "sunburst", "mandala"].indexOf(artForm(art).motif);
  const NR = 30;
  const NS = 96;
  const T = 0.09;
  const faces: Face[] = [];
  const rnd = rng(Math.floor(rand() * 1e6));
  const heights: number[][] = [];
  for (let j = 0; j <= NR; j++) {
    heights.push(Array.from({ length: NS }, (_, i) => relief(style, j / NR, (i / NS) * Math.PI * 2)));
  }
  const P = (i: number, j: number): V3 => {
    const a = ((i % NS) / NS) * Math.PI * 2;
    const r = j / NR;
    return [Math.cos(a) * r, T + (heights[j]![i % NS] ?? 0), Math.sin(a) * r];
  };
  for (let j = 0; j < NR; j++) {
    for (let i = 0; i < NS; i++) {
      const poly = j === 0 ? [P(i, 0), P(i + 1, 1), P(i, 1)] : [P(i, j), P(i + 1, j), P(i + 1, j + 1), P(i, j + 1)];
      const hAvg = ((heights[j]![i] ?? 0) + (heights[j + 1]![i] ?? 0)) / 2;
      // frosted relief on a mirror field, the look of a proof-finish coin
      const m: Mat = hAvg > 0.004 && j < NR * 0.88 ? "satin" : "metal";
      const up = dotUp(poly);
      faces.push({ p: up ? poly : [...poly].reverse(), m, s: rnd() });
    }
  }
  // reeded edge and plain back
  // swept along a slightly smaller circle so every edge face lies clearly outside its curve point (orientation)
  const edgePath = circle(0.9, NS).map((p): V3 => [p[0], 0, p[1]]);
  const edgeProfile: [number, number][] = [[-0.1, -(T + 0.05)], [-0.1, T], [-0.09, T], [-0.09, -(T + 0.05)]];
  const edge = sweep(edgePath, true, () => edgeProfile, (i) => (i % 2 ? "metal" : "satin"), [0, 1, 0]);
  const back: V3[] = circle(1, NS).map((p) => [p[0], -T, p[1]]);
  faces.push({ p: outward(back, [0, 0, 0]), m: "metal", s: 0.5 });
  let model: Model = merge({ faces, glints: [] }, edge);
  if (art.stone !== "none") model = merge(model, place(bezelCup(art.stone, "round", 0.1, 3), basisUp([0, 1, 0]), [0, T + 0.07, 0]));
  // stand the coin up facing the camera, leaning back slightly like a coin on a display stand
  const upright = mul(rotX(deg(78)), rotY(deg(90)));
  return {
    model: place(model, upright, [0, 0, 0]),
    poses: [
      { elev: 10, azim: 16 },
      { elev: 18, azim: 48 },
      { elev: 12, azim: 8 },
      { elev: 40, azim: 20 },
    ],
    focus: { p: [0, 0.15, 0.1], r: 0.55 },
    shadow: "floor",
    dist: 10,
    fill: 0.72,
  };
}

function dotUp(poly: V3[]): boolean {
  const [a, b, c] = [poly[0]!, poly[1]!, poly[poly.length - 1]!];
  const n = (b[2] - a[2]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[2] - a[2]);
  return n >= 0;
}
