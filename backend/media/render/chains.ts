/**
 * Chain building blocks shared by necklaces, chains, pendants, mangalsutras and bracelets: arc-length sampling
 * of a curve, cable links, rope and bead strands.
 */
import { type M3, type Mat, type Model, type V3, add, circle, cross, dot, len, lerp3, merge, mulS, norm, place, sphere, sub, sweep } from "./geom";

export interface Sample {
  p: V3;
  t: V3;
}

/** Points every `step` world units along a polyline, with unit tangents. */
export function resample(curve: V3[], step: number): Sample[] {
  const out: Sample[] = [];
  let carry = 0;
  for (let i = 0; i < curve.length - 1; i++) {
    const a = curve[i]!;
    const b = curve[i + 1]!;
    const seg = len(sub(b, a));
    const t = norm(sub(b, a));
    let d = carry;
    while (d <= seg) {
      out.push({ p: lerp3(a, b, d / seg), t });
      d += step;
    }
    carry = d - seg;
  }
  return out;
}

/** Smooth polyline through control points (Catmull-Rom), `per` points per span. */
export function spline(ctrl: V3[], per = 12): V3[] {
  const out: V3[] = [];
  for (let i = 0; i < ctrl.length - 1; i++) {
    const p0 = ctrl[Math.max(0, i - 1)]!;
    const p1 = ctrl[i]!;
    const p2 = ctrl[i + 1]!;
    const p3 = ctrl[Math.min(ctrl.length - 1, i + 2)]!;
    for (let k = 0; k < per; k++) {
      const t = k / per;
      const t2 = t * t;
      const t3 = t2 * t;
      const c = (j: number) =>
        0.5 * (2 * p1[j]! + (-p0[j]! + p2[j]!) * t + (2 * p0[j]! - 5 * p1[j]! + 4 * p2[j]! - p3[j]!) * t2 + (-p0[j]! + 3 * p1[j]! - 3 * p2[j]! + p3[j]!) * t3);
      out.push([c(0), c(1), c(2)]);
    }
  }
  out.push(ctrl[ctrl.length - 1]!);
  return out;
}

/** Rotation with local x along `t` and local y as close to `u` as possible. */
export function frame(t: V3, u: V3): M3 {
  const x = norm(t);
  let y = sub(u, mulS(x, dot(u, x)));
  if (len(y) < 1e-6) y = Math.abs(x[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0];
  y = norm(y);
  return [x, y, cross(x, y)];
}

/**
 * Cable chain: oval links of length `link` (outer) alternating between lying in the plane with normal `face`
 * and standing across it, the way a real cable chain settles.
 */
export function cableChain(curve: V3[], link: number, wireR: number, face: V3 = [0, 0, 1], mat: Mat = "metal"): Model {
  const loop = circle(link * 0.5 - wireR, 10, link * 0.3 - wireR);
  const template = sweep(loop, true, () => circle(wireR, 4).map((p) => [p[0], p[1]]), mat, [0, 0, 1]);
  const samples = resample(curve, link * 0.78);
  return merge(
    ...samples.map((s, i) => {
      const side = norm(cross(face, s.t));
      return place(template, frame(s.t, i % 2 ? face : side), s.p);
    }),
  );
}

/** Rope chain: two wires twisted round each other along the curve. */
export function ropeChain(curve: V3[], radius: number, twist: number, face: V3 = [0, 0, 1]): Model {
  const step = radius * 0.4;
  const dense = resample(curve, step);
  const strands = [0, Math.PI].map((phase) =>
    dense.map((s, i) => {
      const a = phase + (i * step * Math.PI * 2) / twist;
      const n = norm(cross(face, s.t));
      const b = norm(cross(s.t, n));
      return add(s.p, add(mulS(n, Math.cos(a) * radius * 0.55), mulS(b, Math.sin(a) * radius * 0.55)));
    }),
  );
  return merge(...strands.map((c) => sweep(c, false, () => circle(radius * 0.5, 7).map((p) => [p[0], p[1]]), "metal")));
}

/**
 * Beads strung along a curve: `pattern(i)` picks each bead's material and radius (e.g. black onyx with a gold bead
 * every few), spaced by their own sizes, plus the thin wire they hang on.
 */
export function beadStrand(curve: V3[], pattern: (i: number) => { m: Mat; r: number }, gap = 0.008): Model {
  const beads: Model[] = [];
  const dense = resample(curve, 0.004);
  let d = 0;
  let i = 0;
  let next = 0;
  for (let k = 0; k < dense.length; k++) {
    if (d >= next) {
      const b = pattern(i);
      const s = dense[Math.min(dense.length - 1, k + Math.round(b.r / 0.004))]!;
      beads.push(sphere(s.p, b.r, b.m, b.r > 0.05 ? 10 : 7, b.r > 0.05 ? 6 : 4, b.m === "onyx" ? 1 : 0.9, i));
      next = d + b.r * 2 + gap;
      i++;
    }
    d += 0.004;
  }
  return merge(...beads);
}
