/**
 * Tiny 3D toolkit for the product renderer: vectors, rotations and mesh primitives.
 *
 * Jewellery is modelled as polygon meshes (world units: 1 ~ 10 mm) and later projected, depth-sorted and written
 * out as flat-shaded SVG paths (see project.ts). Real geometry is what makes a ring read as a ring in perspective
 * and lets every view, and the turntable video, come from the same model.
 */

export type V3 = [number, number, number];
/** A rotation matrix stored as the images of the x, y and z axes (columns). */
export type M3 = [V3, V3, V3];

/** Surface kinds; the actual colours come from the metal colour and stone at shading time. */
export type Mat = "metal" | "satin" | "diamond" | "ruby" | "emerald" | "sapphire" | "onyx" | "enamel";

export interface Face {
  /** Polygon corners in world space, wound counter-clockwise when seen from outside. */
  p: V3[];
  m: Mat;
  /** Per-face random number 0..1 (deterministic) used to vary facet brilliance. */
  s: number;
  /** Added to the depth sort key so seated stones draw over the metal they sit in. */
  bias?: number;
}

/** A sparkle anchor: a stone's crown centre, its outward normal and its radius. */
export interface Glint {
  p: V3;
  n: V3;
  r: number;
  s: number;
}

export interface Model {
  faces: Face[];
  glints: Glint[];
}

/** Builds a vector. */
export const v3 = (x: number, y: number, z: number): V3 => [x, y, z];
/** a + b. */
export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
/** a - b. */
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
/** a * s (scalar). */
export const mulS = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
/** Dot product. */
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
/** Cross product a x b. */
export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
/** Euclidean length. */
export const len = (a: V3): number => Math.hypot(a[0], a[1], a[2]);
/** Unit vector in the direction of a (a zero vector stays zero). */
export function norm(a: V3): V3 {
  const l = len(a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
}
/** Linear interpolation from a (t = 0) to b (t = 1). */
export const lerp3 = (a: V3, b: V3, t: number): V3 => add(a, mulS(sub(b, a), t));

export const IDENTITY: M3 = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];
/** Applies rotation m to vector p. */
export const apply = (m: M3, p: V3): V3 => add(add(mulS(m[0], p[0]), mulS(m[1], p[1])), mulS(m[2], p[2]));
/** Rotation "b, then a". */
export const mul = (a: M3, b: M3): M3 => [apply(a, b[0]), apply(a, b[1]), apply(a, b[2])];
/** Rotation about x by a radians (positive tilts +y towards +z, i.e. towards the viewer). */
export function rotX(a: number): M3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [1, 0, 0],
    [0, c, s],
    [0, -s, c],
  ];
}
/** Rotation about the vertical axis by a radians. */
export function rotY(a: number): M3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [c, 0, -s],
    [0, 1, 0],
    [s, 0, c],
  ];
}
/** Rotation about z (the viewing axis) by a radians. */
export function rotZ(a: number): M3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [c, s, 0],
    [-s, c, 0],
    [0, 0, 1],
  ];
}
/** A rotation taking local +y to `up` (local x stays as horizontal as possible). */
export function basisUp(up: V3): M3 {
  const y = norm(up);
  const ref: V3 = Math.abs(y[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0];
  const x = norm(cross(y, ref));
  const z = cross(x, y);
  return [x, y, z];
}
/** Degrees to radians. */
export const deg = (d: number): number => (d * Math.PI) / 180;

/** Deterministic PRNG (mulberry32): the same seed always yields the same sequence, so renders are repeatable. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** Stable 32-bit hash of a string (FNV-1a), for seeding. */
export function hashStr(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A model with nothing in it. */
export const emptyModel = (): Model => ({ faces: [], glints: [] });
/** Concatenates models (faces and glints). */
export function merge(...models: Model[]): Model {
  return { faces: models.flatMap((m) => m.faces), glints: models.flatMap((m) => m.glints) };
}
/** Rotates then translates a model (and its glints). */
export function place(model: Model, m: M3, t: V3 = [0, 0, 0], scale = 1): Model {
  const tp = (p: V3): V3 => add(mulS(apply(m, p), scale), t);
  return {
    faces: model.faces.map((f) => ({ ...f, p: f.p.map(tp) })),
    glints: model.glints.map((g) => ({ p: tp(g.p), n: apply(m, g.n), r: g.r * scale, s: g.s })),
  };
}

/** Average of polygon corners. */
export const centroid = (pts: V3[]): V3 => mulS(pts.reduce(add, [0, 0, 0] as V3), 1 / pts.length);
/** Unit normal of a polygon from its first corners (counter-clockwise = towards the viewer). */
export const faceNormal = (p: V3[]): V3 =>
  norm(cross(sub(p[1] ?? p[0]!, p[0]!), sub(p[p.length - 1] ?? p[0]!, p[0]!)));

/** Flips a polygon if its normal points towards `inside`, so culling works without hand-checking winding. */
export function outward(p: V3[], inside: V3): V3[] {
  return dot(faceNormal(p), sub(centroid(p), inside)) < 0 ? [...p].reverse() : p;
}

/**
 * Sweeps a 2D cross-section along a 3D curve (rings, bangles, wires, chains). `mat` may vary per segment i and
 * profile edge j (engraving, satin stripes).
 * `profile` points are (a, b) offsets along the curve's normal and binormal; `up` fixes the normal's reference so
 * planar loops don't twist. Faces are oriented away from the curve.
 */
export function sweep(
  curve: V3[],
  closed: boolean,
  profile: (i: number) => [number, number][],
  mat: Mat | ((i: number, j: number) => Mat),
  up?: V3,
  seed = 0,
): Model {
  const n = curve.length;
  const rings: V3[][] = [];
  let prevN: V3 | null = null;
  for (let i = 0; i < n; i++) {
    const a = curve[closed ? (i - 1 + n) % n : Math.max(0, i - 1)]!;
    const b = curve[closed ? (i + 1) % n : Math.min(n - 1, i + 1)]!;
    const t = norm(sub(b, a));
    let nn: V3;
    if (up) nn = norm(cross(t, up));
    else if (prevN) nn = norm(sub(prevN, mulS(t, dot(prevN, t))));
    else nn = basisUp(t)[0];
    prevN = nn;
    const bn = cross(t, nn);
    const c = curve[i]!;
    rings.push(profile(i).map(([pa, pb]) => add(c, add(mulS(nn, pa), mulS(bn, pb)))));
  }
  const faces: Face[] = [];
  const r = rng(seed);
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const r0 = rings[i]!;
    const r1 = rings[(i + 1) % n]!;
    const mid = lerp3(curve[i]!, curve[(i + 1) % n]!, 0.5);
    for (let j = 0; j < r0.length; j++) {
      const k = (j + 1) % r0.length;
      const quad = [r0[j]!, r0[k]!, r1[k]!, r1[j]!];
      faces.push({ p: outward(quad, mid), m: typeof mat === "string" ? mat : mat(i, j), s: r() });
    }
  }
  return { faces, glints: [] };
}

/** Circle (or ellipse) points in the XY plane, counter-clockwise, starting at +x. */
export function circle(rx: number, n: number, ry = rx, z = 0, from = 0, to = Math.PI * 2): V3[] {
  const closed = Math.abs(to - from - Math.PI * 2) < 1e-9;
  const count = closed ? n : n + 1;
  return Array.from({ length: count }, (_, i) => {
    const a = from + ((to - from) * i) / n;
    return [Math.cos(a) * rx, Math.sin(a) * ry, z] as V3;
  });
}

/** Superellipse cross-section (rounded rectangle): w across, h deep, e < 1 squarer. */
export function roundedProfile(w: number, h: number, n = 12, e = 0.6): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    return [(Math.sign(c) * Math.abs(c) ** e * h) / 2, (Math.sign(s) * Math.abs(s) ** e * w) / 2];
  });
}

/** UV sphere (beads, prong tips); `squash` scales y for flattened beads. */
export function sphere(c: V3, r: number, mat: Mat, nu = 12, nv = 7, squash = 1, seed = 0): Model {
  const rand = rng(seed);
  const pt = (i: number, j: number): V3 => {
    const th = (i / nu) * Math.PI * 2;
    const ph = (j / nv) * Math.PI;
    return [c[0] + r * Math.sin(ph) * Math.cos(th), c[1] + r * Math.cos(ph) * squash, c[2] + r * Math.sin(ph) * Math.sin(th)];
  };
  const faces: Face[] = [];
  for (let j = 0; j < nv; j++) {
    for (let i = 0; i < nu; i++) {
      const q = [pt(i, j), pt(i + 1, j), pt(i + 1, j + 1), pt(i, j + 1)];
      const poly = j === 0 ? [q[0]!, q[2]!, q[3]!] : j === nv - 1 ? [q[0]!, q[1]!, q[2]!] : q;
      faces.push({ p: outward(poly, c), m: mat, s: rand() });
    }
  }
  return { faces, glints: [] };
}

/** Straight round wire between two points (posts, pins, prongs). */
export function wire(a: V3, b: V3, r: number, mat: Mat, n = 8, rEnd = r): Model {
  return sweep([a, b], false, (i) => circle(i === 0 ? r : rEnd, n).map((p) => [p[0], p[1]]), mat);
}

/**
 * Surface of revolution about the y axis from a profile of (radius, y) points (bells, beads, caps, coin rims).
 * Faces are oriented away from the axis; set `inward` for hollow insides that should face the axis.
 */
export function lathe(profile: [number, number][], segs: number, mat: Mat, seed = 0, inward = false): Model {
  const rand = rng(seed);
  const faces: Face[] = [];
  const pt = (i: number, j: number): V3 => {
    const a = (i / segs) * Math.PI * 2;
    const [r, y] = profile[j]!;
    return [Math.cos(a) * r, y, Math.sin(a) * r];
  };
  for (let j = 0; j < profile.length - 1; j++) {
    for (let i = 0; i < segs; i++) {
      const quad = [pt(i, j), pt(i + 1, j), pt(i + 1, j + 1), pt(i, j + 1)];
      const axisPt: V3 = [0, (profile[j]![1] + profile[j + 1]![1]) / 2, 0];
      const o = outward(quad, axisPt);
      faces.push({ p: inward ? [...o].reverse() : o, m: mat, s: rand() });
    }
  }
  return { faces, glints: [] };
}
