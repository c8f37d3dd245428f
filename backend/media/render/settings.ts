/**
 * Stone settings shared by all designs: prong heads, bezel cups, flower clusters and flush (pavé) rows.
 *
 * Every setting is built around the local origin with the stone's table facing +y and its girdle on y = 0, so a
 * design only has to place it (geom.place with basisUp(direction)). With stone "none" the stone is replaced by a
 * polished metal dome, so every design still works as a plain-gold piece.
 */
import type { Stone } from "../spec";
import { type Model, type V3, basisUp, circle, emptyModel, lathe, merge, place, rng, sphere, sweep } from "./geom";
import { type GemShape, gem, gemMat, outline } from "./stones";

/** The stone itself, or a polished dome of the same outline when there is no stone. */
export function stoneOrDome(stone: Stone, shape: GemShape, r: number, seed: number, lite = false): Model {
  const mat = gemMat(stone);
  if (mat) return gem(mat, shape, r, seed, lite);
  const o = outline(shape);
  const [sxRaw] = o(0);
  const sx = Math.abs(sxRaw);
  const dome = sphere([0, -0.05 * r, 0], r, "metal", 16, 8, 0.45, seed);
  // stretch the round dome to the shape's length so ovals and pears stay recognisable in plain metal
  return place(dome, [[sx, 0, 0], [0, 1, 0], [0, 0, 1]]);
}

/** A claw head: `prongs` claws (4 or 6) curling over the girdle, plus a basket wire under the stone. */
export function prongHead(stone: Stone, shape: GemShape, r: number, prongs: number, seed: number): Model {
  const o = outline(shape);
  // small stones: the pavilion can't be seen through the claws at catalogue sizes
  const parts: Model[] = [stoneOrDome(stone, shape, r, seed, r < 0.15)];
  const pr = Math.max(0.008, 0.085 * r);
  for (let i = 0; i < prongs; i++) {
    // claws sit at 45 deg for four claws (a square look), evenly for six
    const a = (i / prongs) * Math.PI * 2 + (prongs === 4 ? Math.PI / 4 : 0);
    const [ox, oz] = o(a);
    const at = (rad: number, y: number): V3 => [ox * rad * r, y * r, oz * rad * r];
    const path: V3[] = [at(0.35, -1.05), at(0.8, -0.55), at(1.03, -0.05), at(1.04, 0.12), at(0.95, 0.22)];
    parts.push(sweep(path, false, () => circle(pr, 8).map((p) => [p[0], p[1]]), "metal"));
    parts.push(sphere(at(0.95, 0.22), pr * 1.05, "metal", 8, 5));
  }
  const basket = circle(0.7 * r, 32).map((p): V3 => {
    const a = Math.atan2(p[1], p[0]);
    const [ox, oz] = o(a);
    return [ox * 0.72 * r, -0.5 * r, oz * 0.72 * r];
  });
  parts.push(sweep(basket, true, () => circle(pr * 0.8, 6).map((p) => [p[0], p[1]]), "metal", [0, 1, 0]));
  return merge(...parts);
}

/** A rub-over bezel: a metal collar hugging the girdle. */
export function bezelCup(stone: Stone, shape: GemShape, r: number, seed: number, wall = 0.14): Model {
  const o = outline(shape);
  const segs = r < 0.12 ? 20 : 32;
  const rim = Array.from({ length: segs }, (_, i): V3 => {
    const [x, z] = o((i / segs) * Math.PI * 2);
    return [x * r * (1 + wall / 2), 0, z * r * (1 + wall / 2)];
  });
  const h = 0.55 * r;
  const profile: [number, number][] = [
    [-wall * r * 0.5, 0.1 * r],
    [-wall * r * 0.2, 0.14 * r],
    [wall * r * 0.5, 0.06 * r],
    [wall * r * 0.5, -h],
    [-wall * r * 0.5, -h],
  ];
  const cup = sweep(rim, true, () => profile, "metal", [0, -1, 0]);
  const back = sphere([0, -0.35 * r, 0], r * 0.95, "metal", 12, 4, 0.45);
  // the cup hides the pavilion, so the stone is built without it
  return merge(stoneOrDome(stone, shape, r * 0.96, seed, true), cup, back);
}

/** Flower cluster: a centre stone ringed by `petals` smaller stones in cups. Radius of the whole ~ r * 2.1. */
export function flowerCluster(stone: Stone, r: number, petals: number, seed: number): Model {
  const parts: Model[] = [prongHead(stone, "round", r, 6, seed)];
  const pr = r * (petals > 6 ? 0.5 : 0.62);
  const rand = rng(seed + 7);
  for (let i = 0; i < petals; i++) {
    const a = (i / petals) * Math.PI * 2;
    const d = r + pr * 1.05;
    const tilt = basisUp([Math.cos(a) * 0.35, 1, Math.sin(a) * 0.35]);
    parts.push(place(bezelCup(stone, "round", pr, Math.floor(rand() * 1e6), 0.12), tilt, [Math.cos(a) * d, -0.25 * r, Math.sin(a) * d]));
  }
  return merge(...parts);
}

/**
 * Flush-set stones along a path: `points` are seats, `normals` the outward directions; tiny metal beads between
 * stones stand in for the grain setting. Stones of radius r.
 */
export function paveRow(stone: Stone, points: V3[], normals: V3[], r: number, seed: number): Model {
  if (stone === "none") return emptyModel();
  const rand = rng(seed);
  const parts: Model[] = [];
  points.forEach((p, i) => {
    const n = normals[i] ?? [0, 1, 0];
    parts.push(place(gem(stone, "round", r, Math.floor(rand() * 1e6), true), basisUp(n), p));
    const next = points[i + 1];
    if (next) {
      const mid: V3 = [(p[0] + next[0]) / 2 + n[0] * r * 0.25, (p[1] + next[1]) / 2 + n[1] * r * 0.25, (p[2] + next[2]) / 2 + n[2] * r * 0.25];
      parts.push(sphere(mid, r * 0.22, "metal", 6, 4));
    }
  });
  return merge(...parts);
}

/**
 * A cheap setting for stones repeated dozens of times (tennis bracelets, bangles): lite stone in a low cup with
 * four claw beads. About a quarter of the polygons of prongHead, which keeps long rows inside the render budget.
 */
export function lowSetting(stone: Stone, r: number, seed: number): Model {
  const cup = lathe([[r * 1.12, 0.04 * r], [r * 1.15, -0.2 * r], [r * 0.9, -0.55 * r], [r * 0.3, -0.7 * r]], 10, "metal");
  const top = stone === "none" ? sphere([0, -0.1 * r, 0], r, "metal", 10, 5, 0.5) : gem(stone, "round", r, seed, true);
  const beads = [0, 1, 2, 3].map((i) => {
    const a = Math.PI / 4 + (i * Math.PI) / 2;
    return sphere([Math.cos(a) * r * 1.02, 0.12 * r, Math.sin(a) * r * 1.02], r * 0.2, "metal", 6, 3);
  });
  return merge(top, cup, ...beads);
}

/** A ring of small stones (or polished beads) round a centre, in the local XZ plane at height y. */
export function haloRing(stone: Stone, radius: number, count: number, gr: number, y: number, seed: number): Model {
  const pts: V3[] = [];
  const ns: V3[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    pts.push([Math.cos(a) * radius, y, Math.sin(a) * radius]);
    ns.push([Math.cos(a) * 0.3, 1, Math.sin(a) * 0.3]);
  }
  const frame = sweep(pts.map((p) => [p[0] * 1.05, y - gr * 0.9, p[2] * 1.05] as V3), true, () => circle(gr * 0.7, 6).map((p) => [p[0], p[1]]), "metal", [0, 1, 0]);
  if (stone === "none") return merge(frame, ...pts.map((p) => sphere(p, gr * 0.9, "metal", 8, 5)));
  return merge(frame, paveRow(stone, pts, ns, gr, seed));
}
