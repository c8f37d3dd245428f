/**
 * Neckwear: stone necklaces ("necklace"), plain chains ("chain") and mangalsutras ("mangalsutra").
 *
 * Necklaces and mangalsutras hang in a draped U facing the camera, with the chain running out of the top of the
 * frame as on a display bust; a bare chain is shown lying in a loose loop, as chains are photographed.
 */
import { artForm } from "../art-forms";
import type { ProductArt } from "../spec";
import { type Model, type V3, basisUp, deg, lathe, merge, place, rotX, rotY, sphere, mul } from "./geom";
import { type DesignModel, POINT_UP, shapeFor } from "./design";
import { bezelCup, flowerCluster, prongHead } from "./settings";
import { beadStrand, cableChain, resample, ropeChain, spline } from "./chains";

const FACE: V3 = [0, 0, 1];
const FACE_CAMERA = basisUp(FACE);

/** A draped U: ends at (+-w, top), lowest point (0, bottom); the sag shape is close to a catenary. */
function drape(w: number, top: number, bottom: number, n = 48): V3[] {
  const pts: V3[] = [];
  for (let i = 0; i <= n; i++) {
    const u = -1 + (2 * i) / n;
    const x = Math.sin((u * Math.PI) / 2) * w;
    const y = bottom + (top - bottom) * (Math.cosh(u * 1.6) - 1) / (Math.cosh(1.6) - 1);
    pts.push([x, y, -0.05 * (1 - u * u)]);
  }
  return pts;
}

const HANGING_POSES: DesignModel["poses"] = [
  { elev: 6, azim: 0 },
  { elev: 12, azim: 32 },
  { elev: 6, azim: 6 },
  { elev: 24, azim: 12 },
];

/** "necklace": graduated riviera, flower-cluster centrepiece, gold bead collar and two-layer styles (see artForm). */
export function buildNecklace(art: ProductArt, rand: () => number): DesignModel {
  const v = art.variant;
  const motif = artForm(art).motif;
  const seed = Math.floor(rand() * 1e6);
  const curve = drape(1.25, 1.5, -0.75);
  const parts: Model[] = [];
  const samples = resample(curve, 0.02);
  const mid = Math.floor(samples.length / 2);
  // the lower part of the U carries the stones, the rest is chain
  const front = 0.42 + (v % 3) * 0.08;
  const span = Math.floor(samples.length * front * 0.5);
  const chainL = samples.slice(0, mid - span).map((s) => s.p);
  const chainR = samples.slice(mid + span).map((s) => s.p);
  const link = 0.075;
  parts.push(cableChain(chainL, link, 0.012, FACE), cableChain(chainR, link, 0.012, FACE));
  const shape = shapeFor(art, ["round", "pear", "oval", "round"]);
  const stations = samples.slice(mid - span, mid + span + 1);
  if (motif === "riviera" || motif === "layered") {
    // riviera: stones graduate from small at the sides to the largest in the centre
    let k = 0;
    while (k < stations.length) {
      const s = stations[k]!;
      const off = Math.abs(k - (stations.length - 1) / 2) / (stations.length / 2);
      const r = 0.055 + 0.06 * (1 - off) ** 1.5;
      parts.push(place(bezelCup(art.stone, "round", r, seed + k), FACE_CAMERA, s.p));
      k += Math.max(1, Math.round((r * 2.25) / 0.02));
    }
    const drop = stations[Math.floor(stations.length / 2)]!;
    const dr = 0.2;
    parts.push(place(prongHead(art.stone, shape === "round" ? "pear" : shape, dr, 4, seed), POINT_UP, [drop.p[0], drop.p[1] - dr * 1.9, 0.02]));
    if (motif === "layered") parts.push(cableChain(drape(1.45, 1.5, -1.35), link * 0.8, 0.01, FACE));
  } else if (motif === "cluster") {
    const centre = stations[Math.floor(stations.length / 2)]!;
    const r = 0.18;
    parts.push(place(flowerCluster(art.stone, r, 8, seed), FACE_CAMERA, [centre.p[0], centre.p[1] - r * 2.2, 0.03]));
    parts.push(cableChain(stations.map((s) => s.p), link, 0.012, FACE));
    for (const f of [0.2, 0.8]) {
      const s = stations[Math.floor(stations.length * f)]!;
      parts.push(place(prongHead(art.stone, "round", 0.08, 4, seed + f * 10), FACE_CAMERA, [s.p[0], s.p[1] - 0.08, 0.02]));
    }
  } else {
    // gold bead collar with stones set between the beads
    parts.push(
      beadStrand(stations.map((s) => s.p), (i) => ({ m: "metal", r: i % 2 ? 0.04 : 0.06 })),
    );
    for (let k = 0; k < stations.length; k += 9) {
      const s = stations[k]!;
      parts.push(place(bezelCup(art.stone, "round", 0.055, seed + k), FACE_CAMERA, [s.p[0], s.p[1] - 0.11, 0.03]));
    }
    const c = stations[Math.floor(stations.length / 2)]!;
    parts.push(place(bezelCup(art.stone, shape, 0.17, seed), mul(FACE_CAMERA, rotY(deg(90))), [c.p[0], c.p[1] - 0.3, 0.03]));
  }
  return {
    model: merge(...parts),
    poses: HANGING_POSES,
    focus: { p: [0, -0.85, 0], r: 0.55 },
    shadow: "wall",
    dist: 14,
    frame: { x: 90, y: -150, w: 820, h: 1050 },
  };
}

/** "chain": cable, rope and ball chains lying in a loose loop on the surface, clasp at the front. */
export function buildChain(art: ProductArt, rand: () => number): DesignModel {
  const v = art.variant;
  const motif = artForm(art).motif;
  void rand;
  // a soft, slightly egg-shaped loop, as a chain falls when laid down for a photograph
  const curve: V3[] = [];
  const n = 140;
  for (let i = 0; i <= n; i++) {
    const a = (i / n) * Math.PI * 2;
    curve.push([Math.sin(a) * 1.25 * (1 - 0.08 * Math.cos(a)), 0, Math.cos(a) * 0.92 + 0.06 * Math.sin(2 * a)]);
  }
  const up: V3 = [0, 1, 0];
  const thick = 1.3 + (v % 4) * 0.25;
  let chain: Model;
  if (motif === "cable") chain = cableChain(curve, 0.085 * thick, 0.014 * thick, up);
  else if (motif === "rope") chain = ropeChain(curve, 0.035 * thick, 0.16 * thick, up);
  else chain = beadStrand(curve, (i) => ({ m: "metal", r: i % 2 ? 0.018 : 0.04 * thick }), 0.004);
  // lobster clasp and its ring where the loop starts
  const start = curve[0]!;
  const clasp = merge(
    place(lathe([[0.001, 0.09], [0.03, 0.07], [0.045, 0.02], [0.045, -0.04], [0.025, -0.08], [0.001, -0.09]], 14, "metal"), rotX(deg(90)), [start[0], 0.05, start[2]]),
    sphere([start[0], 0.04, start[2] - 0.12], 0.03, "metal", 8, 5),
  );
  return {
    model: merge(chain, place(clasp, basisUp([0, 1, 0]))),
    poses: [
      { elev: 64, azim: 0 },
      { elev: 42, azim: 30 },
      { elev: 50, azim: 10 },
      { elev: 62, azim: 20 },
    ],
    focus: { p: [start[0], 0, start[2]], r: 0.45 },
    shadow: "floor",
    dist: 12,
    fill: 0.8,
  };
}

/**
 * "mangalsutra": twin black-bead strands with gold beads, converging on a pendant: a flower cluster, twin vatis or
 * a pear drop (see artForm).
 */
export function buildMangalsutra(art: ProductArt, rand: () => number): DesignModel {
  const v = art.variant;
  const seed = Math.floor(rand() * 1e6);
  const parts: Model[] = [];
  const bottom = -0.55;
  const gold = 4 + (v % 3);
  for (const sgn of [-1, 1]) {
    for (const lane of [0, 1]) {
      const ctrl: V3[] = [
        [sgn * (1.15 + lane * 0.07), 1.55, 0],
        [sgn * (0.95 + lane * 0.06), 0.55, 0],
        [sgn * (0.5 + lane * 0.04), -0.15 - lane * 0.06, 0],
        [sgn * 0.1, bottom + 0.14 - lane * 0.03, 0],
      ];
      parts.push(beadStrand(spline(ctrl, 8), (i) => (i % gold === gold - 1 ? { m: "metal", r: 0.035 } : { m: "onyx", r: 0.028 }), 0.004));
    }
  }
  const motif = artForm(art).motif;
  const c: V3 = [0, bottom - 0.05, 0.02];
  parts.push(sphere([0, bottom + 0.1, 0.01], 0.06, "metal", 10, 6));
  if (motif === "cluster") {
    parts.push(place(flowerCluster(art.stone, 0.12, 8, seed), FACE_CAMERA, [c[0], c[1] - 0.2, c[2]]));
  } else if (motif === "vati") {
    // twin vatis: the traditional pair of gold cups
    const cup = lathe([[0.001, 0.06], [0.09, 0.05], [0.15, 0.01], [0.17, -0.03], [0.15, -0.05]], 24, "metal");
    for (const sgn of [-1, 1]) parts.push(place(cup, FACE_CAMERA, [sgn * 0.17, c[1] - 0.18, c[2]]));
    if (art.stone !== "none") parts.push(place(bezelCup(art.stone, "round", 0.06, seed), FACE_CAMERA, [0, c[1] - 0.02, 0.06]));
  } else {
    parts.push(place(prongHead(art.stone, "pear", 0.2, 4, seed), POINT_UP, [0, c[1] - 0.3, c[2]]));
  }
  return {
    model: merge(...parts),
    poses: HANGING_POSES,
    focus: { p: [0, bottom - 0.2, 0], r: 0.45 },
    shadow: "wall",
    dist: 14,
    frame: { x: 110, y: -120, w: 780, h: 1020 },
  };
}
