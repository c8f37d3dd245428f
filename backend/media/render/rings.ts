/**
 * Rings: fashion / band rings ("ring") and engagement solitaires ("solitaire").
 *
 * The ring stands upright in the XY plane (axis along z, mid radius 1 ~ 17 mm inner diameter) so the camera sees
 * the band as an ellipse in perspective with the setting on top, the classic catalogue pose.
 */
import type { ProductArt } from "../spec";
import { type Model, type V3, basisUp, circle, deg, merge, place, roundedProfile, sweep, mul, rotY } from "./geom";
import { type DesignModel, shapeFor } from "./design";
import { flowerCluster, paveRow, prongHead, bezelCup } from "./settings";

const R = 1;

/** A closed band; `taper` scales width and thickness towards the top (1 = even band). */
export function band(w: number, t: number, taper = 1, segs = 128, mat: "metal" | "satin" = "metal"): Model {
  return sweep(
    circle(R, segs),
    true,
    (i) => {
      const top = ((Math.sin((i / segs) * Math.PI * 2) + 1) / 2) ** 3; // 1 at the top, 0 at the bottom
      const k = 1 + (taper - 1) * top;
      return roundedProfile(w * k, t * (0.85 + 0.15 * k), 12, 0.55);
    },
    mat,
    [0, 0, 1],
  );
}

/** Seats along the top of the band between angles (degrees from the top), outward normals. */
function arcSeats(count: number, spanDeg: number, radius: number, z = 0): { pts: V3[]; ns: V3[] } {
  const pts: V3[] = [];
  const ns: V3[] = [];
  for (let i = 0; i < count; i++) {
    const a = deg(90 + (count === 1 ? 0 : -spanDeg / 2 + (spanDeg * i) / (count - 1)));
    const n: V3 = [Math.cos(a), Math.sin(a), 0];
    ns.push(n);
    pts.push([n[0] * radius, n[1] * radius, z]);
  }
  return { pts, ns };
}

const RING_POSES: DesignModel["poses"] = [
  { elev: 14, azim: 34 },
  { elev: 26, azim: -52 },
  { elev: 38, azim: 18 },
  { elev: 30, azim: 40 },
];

/** "ring": eternity bands, three-stone, flower cluster and bezel styles; stone "none" gives plain gold styles. */
export function buildRing(art: ProductArt, rand: () => number): DesignModel {
  const v = art.variant;
  const style = v % 4;
  const w = 0.24 + (v % 5) * 0.03;
  const t = 0.11 + (v % 3) * 0.015;
  const seed = Math.floor(rand() * 1e6);
  const top: V3 = [0, R + t / 2, 0];
  let model: Model;
  if (style === 0) {
    // half eternity: a row of flush stones over the top third; plain polished court band without stones
    const count = 7 + (v % 3) * 2;
    const gr = Math.min(w * 0.36, 0.09);
    const seats = arcSeats(count, count * gr * 2.3 * 57.3, R + t / 2 - gr * 0.15);
    model = merge(band(w, t, 1.05), paveRow(art.stone, seats.pts, seats.ns, gr, seed));
  } else if (style === 1) {
    const shape = shapeFor(art, ["round", "oval", "round"]);
    const rc = 0.2 + (v % 4) * 0.015;
    const rs = rc * 0.7;
    const heads = [
      place(prongHead(art.stone, shape, rc, 4, seed), basisUp([0, 1, 0]), [0, R + t / 2 + rc * 0.95, 0]),
      ...[-1, 1].map((sgn) => {
        const a = deg(90 + sgn * 24);
        const n: V3 = [Math.cos(a), Math.sin(a), 0];
        return place(prongHead(art.stone, "round", rs, 4, seed + sgn), basisUp(n), [n[0] * (R + t / 2 + rs * 0.9), n[1] * (R + t / 2 + rs * 0.9), 0]);
      }),
    ];
    model = merge(band(w * 0.85, t, 1.2), ...heads);
  } else if (style === 2) {
    const rc = 0.12 + (v % 3) * 0.015;
    const cl = flowerCluster(art.stone, rc, 6 + (v % 2) * 2, seed);
    model = merge(band(w * 0.8, t, 1.1), place(cl, basisUp([0, 1, 0]), [0, R + t / 2 + rc * 0.75, 0]));
  } else {
    const shape = shapeFor(art, ["oval", "emerald", "marquise", "pear"]);
    const rc = 0.17 + (v % 3) * 0.02;
    const cup = place(bezelCup(art.stone, shape, rc, seed), mul(rotY(deg(90)), basisUp([0, 1, 0])), [0, R + t / 2 + rc * 0.5, 0]);
    const seats = arcSeats(6, 40, R + t / 2 - 0.02);
    const sh = seats.pts.map((p, i) => [p, seats.ns[i]!] as const).filter(([p]) => Math.abs(p[0]) > rc * 1.3);
    model = merge(
      band(w * 0.8, t, 1.35),
      cup,
      paveRow(art.stone, sh.map(([p]) => p), sh.map(([, n]) => n), 0.055, seed + 3),
    );
  }
  return { model, poses: RING_POSES, focus: { p: [top[0], top[1] + 0.1, top[2]], r: 0.62 }, shadow: "floor", dist: 10 };
}

/** "solitaire": a single raised claw-set stone on a slim band, with halo / pavé-shoulder / cathedral variants. */
export function buildSolitaire(art: ProductArt, rand: () => number): DesignModel {
  const v = art.variant;
  const shape = shapeFor(art, ["round", "round", "oval", "pear", "emerald", "round", "marquise"]);
  const rs = 0.3 + (v % 4) * 0.025;
  const t = 0.1;
  const w = 0.18 + (v % 3) * 0.02;
  const seed = Math.floor(rand() * 1e6);
  const prongs = v % 3 === 1 ? 6 : 4;
  const lift = R + t / 2 + rs * 1.0;
  // long axis of fancy shapes runs along the finger, as jewellers set them
  const orient = mul(rotY(deg(90)), basisUp([0, 1, 0]));
  const parts: Model[] = [band(w, t, 0.85), place(prongHead(art.stone, shape, rs, prongs, seed), orient, [0, lift, 0])];
  const kind = Math.floor(v / 3) % 3;
  if (kind === 1 && art.stone !== "none") {
    // halo of small stones round the centre stone
    const n = 14;
    const pts: V3[] = [];
    const ns: V3[] = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const stretch = shape === "round" ? 1 : 1.25;
      pts.push([Math.sin(a) * (rs + 0.07) , lift - 0.02, Math.cos(a) * (rs + 0.07) * stretch]);
      ns.push([Math.sin(a) * 0.4, 1, Math.cos(a) * 0.4]);
    }
    const halo = paveRow(art.stone, pts, ns, 0.05, seed + 1);
    parts.push(halo, sweep(pts.map((p) => [p[0] * 1.02, p[1] - 0.06, p[2] * 1.02] as V3), true, () => circle(0.04, 6).map((p) => [p[0], p[1]]), "metal", [0, 1, 0]));
  } else if (kind === 2) {
    // cathedral arms sweeping up from the shoulders to the head
    for (const sgn of [-1, 1]) {
      const path: V3[] = [
        [sgn * 0.55, 0.86, 0],
        [sgn * 0.32, 1.05, 0],
        [sgn * 0.16, lift - rs * 0.55, 0],
      ];
      parts.push(sweep(path, false, () => roundedProfile(w * 0.6, 0.06, 8, 0.6), "metal"));
    }
    const seats = arcSeats(8, 56, R + t / 2 - 0.01);
    const sh = seats.pts.map((p, i) => [p, seats.ns[i]!] as const).filter(([p]) => Math.abs(p[0]) > 0.3);
    parts.push(paveRow(art.stone, sh.map(([p]) => p), sh.map(([, n]) => n), 0.045, seed + 2));
  } else if (art.stone !== "none") {
    const seats = arcSeats(10, 70, R + t / 2 - 0.01);
    const sh = seats.pts.map((p, i) => [p, seats.ns[i]!] as const).filter(([p]) => Math.abs(p[0]) > 0.28);
    parts.push(paveRow(art.stone, sh.map(([p]) => p), sh.map(([, n]) => n), 0.042, seed + 2));
  }
  return {
    model: merge(...parts),
    poses: [
      { elev: 18, azim: 30 },
      { elev: 30, azim: -55 },
      { elev: 42, azim: 15 },
      { elev: 32, azim: 40 },
    ],
    focus: { p: [0, lift, 0], r: rs * 1.9 },
    shadow: "floor",
    dist: 10,
  };
}
