/**
 * Rings: fashion / band rings ("ring") and solitaires ("solitaire": rings, studs and pendants with one stone).
 *
 * The ring stands upright in the XY plane (axis along z, mid radius 1 ~ 17 mm inner diameter) so the camera sees
 * the band as an ellipse in perspective with the setting on top, the classic catalogue pose.
 */
import { artForm } from "../art-forms";
import type { ProductArt } from "../spec";
import { type Model, type V3, basisUp, circle, deg, merge, outward, place, roundedProfile, sweep, mul, rotY } from "./geom";
import type { DesignModel } from "./design";
import { studPair } from "./earrings";
import { flowerCluster, haloRing, paveRow, prongHead, bezelCup } from "./settings";
import { hangingPendant } from "./small";
import { gem } from "./stones";

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

/**
 * A signet face: a flat oval table with a bevelled edge standing on the top of the band, centred at `top` (the
 * face's underside), `rx` across the finger and `rz` along it.
 */
function signetFace(top: V3, rx: number, rz: number, h: number): Model {
  const n = 40;
  const ring = (sx: number, y: number): V3[] =>
    Array.from({ length: n }, (_, i) => {
      const a = (i / n) * Math.PI * 2;
      return [top[0] + Math.cos(a) * rx * sx, y, top[2] + Math.sin(a) * rz * sx];
    });
  // the wall narrows as it drops into the shank, so its foot stays hidden inside the band
  const base = ring(0.72, top[1] - h * 2.2);
  const side = ring(1, top[1] + h * 0.55);
  const bevel = ring(0.9, top[1] + h);
  const faces: Model["faces"] = [];
  const centre: V3 = [top[0], top[1], top[2]];
  for (const [a, b, m] of [[base, side, "metal"], [side, bevel, "metal"]] as const) {
    for (let i = 0; i < n; i++) {
      const k = (i + 1) % n;
      faces.push({ p: outward([a[i]!, a[k]!, b[k]!, b[i]!], centre), m, s: (i * 0.37) % 1 });
    }
  }
  // the table: a brushed face, drawn as a fan so every facet is a small triangle
  const mid: V3 = [top[0], top[1] + h, top[2]];
  for (let i = 0; i < n; i++) {
    const k = (i + 1) % n;
    faces.push({ p: outward([mid, bevel[i]!, bevel[k]!], [top[0], top[1], top[2]]), m: "satin", s: (i * 0.61) % 1 });
  }
  return { faces, glints: [] };
}

/**
 * "ring": half-eternity (a plain court band without stones), three-stone, flower cluster, bezel with pave
 * shoulders, a signet with one flush-set stone and a halo ring (see artForm).
 */
export function buildRing(art: ProductArt, rand: () => number): DesignModel {
  const v = art.variant;
  const form = artForm(art);
  const w = 0.24 + (v % 5) * 0.03;
  const t = 0.11 + (v % 3) * 0.015;
  const seed = Math.floor(rand() * 1e6);
  const top: V3 = [0, R + t / 2, 0];
  let model: Model;
  if (form.motif === "band" || form.motif === "eternity") {
    // half eternity: a row of flush stones over the top third; plain polished court band without stones
    const count = 7 + (v % 3) * 2;
    const gr = Math.min(w * 0.36, 0.09);
    const seats = arcSeats(count, count * gr * 2.3 * 57.3, R + t / 2 - gr * 0.15);
    model = merge(band(w, t, 1.05), paveRow(art.stone, seats.pts, seats.ns, gr, seed));
  } else if (form.motif === "three-stone") {
    const shape = form.centre ?? "round";
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
  } else if (form.motif === "cluster") {
    const rc = 0.12 + (v % 3) * 0.015;
    const cl = flowerCluster(art.stone, rc, 6 + (v % 2) * 2, seed);
    model = merge(band(w * 0.8, t, 1.1), place(cl, basisUp([0, 1, 0]), [0, R + t / 2 + rc * 0.75, 0]));
  } else if (form.motif === "bezel") {
    const shape = form.centre ?? "oval";
    const rc = 0.17 + (v % 3) * 0.02;
    const cup = place(bezelCup(art.stone, shape, rc, seed), mul(rotY(deg(90)), basisUp([0, 1, 0])), [0, R + t / 2 + rc * 0.5, 0]);
    const seats = arcSeats(6, 40, R + t / 2 - 0.02);
    const sh = seats.pts.map((p, i) => [p, seats.ns[i]!] as const).filter(([p]) => Math.abs(p[0]) > rc * 1.3);
    model = merge(
      band(w * 0.8, t, 1.35),
      cup,
      paveRow(art.stone, sh.map(([p]) => p), sh.map(([, n]) => n), 0.055, seed + 3),
    );
  } else if (form.motif === "halo") {
    // a claw-set centre stone ringed by a halo of small stones (polished beads on plain gold)
    const shape = form.centre ?? "round";
    const rc = 0.17 + (v % 3) * 0.015;
    const lift = R + t / 2 + rc * 0.9;
    const stretch = shape === "round" ? 1 : 1.25;
    const halo = haloRing(art.stone, rc + 0.075, 16, 0.045, -0.03, seed + 1);
    model = merge(
      band(w * 0.8, t, 1.3),
      place(prongHead(art.stone, shape, rc, 4, seed), mul(rotY(deg(90)), basisUp([0, 1, 0])), [0, lift, 0]),
      place(halo, [[1, 0, 0], [0, 1, 0], [0, 0, stretch]], [0, lift, 0]),
    );
  } else {
    // signet: a broad shank rising to a flat oval table; the stone is set flush in its centre
    const tt = t * 1.25;
    const faceTop: V3 = [0, R + tt / 2 - 0.01, 0];
    const rx = 0.4 + (v % 3) * 0.03;
    const rz = 0.32 + (v % 2) * 0.04;
    const h = 0.11;
    const parts: Model[] = [band(w * 1.05, tt, 1.9), signetFace(faceTop, rx, rz, h)];
    if (art.stone !== "none") {
      const gr = 0.1 + (v % 3) * 0.012;
      const seat: V3 = [0, faceTop[1] + h + 0.004, 0];
      parts.push(place(gem(art.stone, "round", gr, seed, true), basisUp([0, 1, 0]), seat));
      parts.push(sweep(circle(gr * 1.12, 24).map((p): V3 => [p[0], seat[1], p[1]]), true, () => circle(0.016, 6).map((p) => [p[0], p[1]]), "metal", [0, 1, 0]));
    }
    model = merge(...parts);
  }
  return { model, poses: RING_POSES, focus: { p: [top[0], top[1] + 0.1, top[2]], r: 0.62 }, shadow: "floor", dist: 10 };
}

/**
 * "solitaire": one claw-set stone (4 or 6 claws) as a ring on a slim band, a cathedral ring whose arms sweep up
 * to the head, a pair of studs or a pendant on its chain (see artForm). Nothing but the one stone is set: the
 * catalogue prices and certifies the solitaire alone.
 */
export function buildSolitaire(art: ProductArt, rand: () => number): DesignModel {
  const v = art.variant;
  const form = artForm(art);
  const shape = form.centre ?? "round";
  const q = Math.floor(v / 4);
  const prongs = form.prongs ?? 4;
  const seed = Math.floor(rand() * 1e6);
  if (form.piece === "studs") {
    const size = 0.28 + (q % 3) * 0.03;
    return studPair(prongHead(art.stone, shape, size, prongs, seed), size);
  }
  if (form.piece === "pendant") {
    const r = 0.26 + (q % 3) * 0.03;
    // facing the camera with the long axis of a fancy shape vertical (a pear's point up, towards the bail)
    const head = place(prongHead(art.stone, shape, r, prongs, seed), basisUp([0, 0, 1]));
    const top = shape === "round" ? r * 1.05 : r * 1.8;
    return hangingPendant([head], top);
  }
  const rs = 0.3 + (q % 4) * 0.025;
  const t = 0.1;
  const w = 0.18 + (q % 3) * 0.02;
  const lift = R + t / 2 + rs * 1.0;
  // long axis of fancy shapes runs along the finger, as jewellers set them
  const orient = mul(rotY(deg(90)), basisUp([0, 1, 0]));
  const parts: Model[] = [band(w, t, 0.85), place(prongHead(art.stone, shape, rs, prongs, seed), orient, [0, lift, 0])];
  if (form.motif === "cathedral") {
    // cathedral arms sweeping up from the shoulders to the head
    for (const sgn of [-1, 1]) {
      const path: V3[] = [
        [sgn * 0.55, 0.86, 0],
        [sgn * 0.32, 1.05, 0],
        [sgn * 0.16, lift - rs * 0.55, 0],
      ];
      parts.push(sweep(path, false, () => roundedProfile(w * 0.6, 0.06, 8, 0.6), "metal"));
    }
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
