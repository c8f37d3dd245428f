/**
 * Camera, projection and painter's-algorithm output: turns a Model into flat-shaded SVG paths, its cast shadow
 * and its sparkles.
 *
 * Coordinates: world y is up; the camera orbits by azimuth (about y) and looks down by elevation. After the camera
 * transform z points towards the viewer. Output is in SVG viewBox units. Faces are back-face culled, sorted far to
 * near by centroid depth (plus a small bias for seated stones) and each path is stroked in its own colour so the
 * anti-aliased seams between neighbouring facets don't show as hairlines.
 */
import type { MetalColour } from "../spec";
import { type Face, type M3, type Model, type V3, apply, centroid, cross, dot, mul, norm, rotX, rotY, sub } from "./geom";
import { OTHER_RAMPS, shadeGloss, shadeMetal } from "./metal";
import { shadeGem, sparkleUse } from "./stones";

export interface Camera {
  /** Downward look angle, radians. */
  elev: number;
  /** Turn of the piece about the vertical axis, radians. */
  azim: number;
  /** Perspective distance in world units (larger = flatter). */
  dist: number;
}

/** Maps projected coordinates to viewBox units: X = ox + x * k, Y = oy - y * k. */
export interface Fit {
  k: number;
  ox: number;
  oy: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ShadowSpec {
  /** "floor": cast down onto y = lowest point; "wall": cast back onto a backdrop behind the piece. */
  kind: "floor" | "wall";
  opacity: number;
}

export interface DrawOptions {
  colour: MetalColour;
  camera: Camera;
  /** Either an explicit fit, or a rectangle to fit the projected piece into (optionally around a focus point). */
  fit: Fit | { rect: Rect; focus?: { p: V3; r: number } };
  shadow?: ShadowSpec;
  /** Animation time 0..1 for sparkle twinkle (videos); 0 for stills. */
  time?: number;
  /** Sparkle scale; 0 disables. */
  sparkle?: number;
  /** Visible area (viewBox units); faces entirely outside it are dropped. Default 0..1000 square. */
  clip?: Rect;
}

export interface Drawn {
  svg: string;
  fit: Fit;
  /** Projected bounding box in viewBox units. */
  box: Rect;
}

function cameraMatrix(cam: Camera): M3 {
  return mul(rotX(cam.elev), rotY(cam.azim));
}

const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

function shade(f: Face, n: V3, v: V3, colour: MetalColour): string {
  switch (f.m) {
    case "metal":
      return shadeMetal(colour, n, v);
    case "satin":
      return shadeMetal(colour, n, v, true);
    case "onyx":
      return shadeGloss(OTHER_RAMPS.onyx, n, v);
    case "enamel":
      return shadeGloss(OTHER_RAMPS.enamel, n, v);
    default:
      return shadeGem(f.m, n, v, f.s);
  }
}

/** Projects, culls, sorts and shades a model; returns SVG (shadow, faces, sparkles) and the fit used. */
export function drawModel(model: Model, opt: DrawOptions): Drawn {
  const M = cameraMatrix(opt.camera);
  const D = opt.camera.dist;
  const eye: V3 = [0, 0, D];
  const proj = (p: V3): [number, number] => {
    const f = D / (D - p[2]);
    return [p[0] * f, p[1] * f];
  };
  type Vis = { pts: [number, number][]; z: number; fill: string; size: number };
  const vis: Vis[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const f of model.faces) {
    const pc = f.p.map((p) => apply(M, p));
    const c = centroid(pc);
    const e = sub(eye, c);
    const n = norm(cross(sub(pc[1]!, pc[0]!), sub(pc[pc.length - 1]!, pc[0]!)));
    if (dot(n, e) <= 0) continue;
    const pts = pc.map(proj);
    for (const [x, y] of pts) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    vis.push({ pts, z: c[2] + (f.bias ?? 0), fill: shade(f, n, norm(e), opt.colour), size: 0 });
  }
  let fit: Fit;
  if ("k" in opt.fit) fit = opt.fit;
  else {
    const { rect, focus } = opt.fit;
    let cx = (minX + maxX) / 2;
    let cy = (minY + maxY) / 2;
    let w = maxX - minX;
    let h = maxY - minY;
    if (focus) {
      const [fx, fy] = proj(apply(M, focus.p));
      cx = fx;
      cy = fy;
      w = h = focus.r * 2;
    }
    const k = Math.min(rect.w / Math.max(w, 1e-6), rect.h / Math.max(h, 1e-6));
    fit = { k, ox: rect.x + rect.w / 2 - cx * k, oy: rect.y + rect.h / 2 + cy * k };
  }
  const sx = (x: number) => fit.ox + x * fit.k;
  const sy = (y: number) => fit.oy - y * fit.k;
  vis.sort((a, b) => a.z - b.z);
  const sw = fmt(Math.max(0.5, fit.k * 0.004));
  const clip = opt.clip ?? { x: 0, y: 0, w: 1000, h: 1000 };
  const parts: string[] = [];
  if (opt.shadow) parts.push(shadowSvg(model, M, opt.camera.azim, proj, fit, opt.shadow));
  for (const v of vis) {
    let x0 = Infinity;
    let x1 = -Infinity;
    let y0 = Infinity;
    let y1 = -Infinity;
    let d = "";
    for (let i = 0; i < v.pts.length; i++) {
      const X = sx(v.pts[i]![0]);
      const Y = sy(v.pts[i]![1]);
      x0 = Math.min(x0, X);
      x1 = Math.max(x1, X);
      y0 = Math.min(y0, Y);
      y1 = Math.max(y1, Y);
      d += `${i ? "L" : "M"}${fmt(X)} ${fmt(Y)}`;
    }
    if (x1 < clip.x || y1 < clip.y || x0 > clip.x + clip.w || y0 > clip.y + clip.h) continue;
    // Only larger faces get a same-colour outline to hide anti-aliasing seams: on tiny faces the seams are
    // sub-pixel and stroking them costs a third of the raster time.
    const stroke = x1 - x0 + (y1 - y0) > 14 ? ` stroke="${v.fill}" stroke-width="${sw}" stroke-linejoin="round"` : "";
    parts.push(`<path d="${d}Z" fill="${v.fill}"${stroke}/>`);
  }
  const sparkle = opt.sparkle ?? 1;
  if (sparkle > 0) {
    const t = opt.time ?? 0;
    for (const g of model.glints) {
      const p = apply(M, g.p);
      const n = apply(M, g.n);
      const facing = dot(norm(n), norm(sub(eye, p)));
      if (facing < 0.15) continue;
      const big = g.r > 0.18;
      // small pavé stones: only some sparkle, otherwise the piece looks like it is covered in stars
      if (!big && g.s > 0.35) continue;
      const tw = 0.55 + 0.45 * Math.sin(2 * Math.PI * (t * (1 + Math.floor(g.s * 3)) + g.s));
      const [x, y] = proj(p);
      const size = g.r * fit.k * (big ? 1.25 : 1.6) * sparkle * (0.75 + 0.35 * tw);
      const ox = (g.s - 0.5) * g.r * fit.k * 0.8;
      parts.push(sparkleUse(sx(x) + ox, sy(y) - g.r * fit.k * 0.15, size, 10 + g.s * 30, Math.min(1, (0.45 + facing) * tw)));
      if (big) parts.push(sparkleUse(sx(x) - ox * 1.4, sy(y) + g.r * fit.k * 0.3, size * 0.45, 40, 0.8 * facing));
    }
  }
  const box = { x: sx(minX), y: sy(maxY), w: (maxX - minX) * fit.k, h: (maxY - minY) * fit.k };
  return { svg: parts.join(""), fit, box };
}

/**
 * A soft cast shadow: every upward-facing polygon is projected along the light onto the floor (or the backdrop),
 * all into one path, then blurred once. One path with many subpaths keeps the blur to a single pass.
 */
function shadowSvg(
  model: Model,
  M: M3,
  azim: number,
  proj: (p: V3) => [number, number],
  fit: Fit,
  spec: ShadowSpec,
): string {
  // light direction in world space, expressed relative to the camera's turn so shadows fall the same way in
  // every view: down, a little to the right and away from the viewer
  const L0: V3 = norm(spec.kind === "floor" ? [0.35, -1, -0.45] : [0.28, -0.42, -1]);
  const yawInv = rotY(-azim);
  const L = apply(yawInv, L0);
  let plane = Infinity;
  for (const f of model.faces) for (const p of f.p) plane = Math.min(plane, spec.kind === "floor" ? p[1] : dot(p, apply(yawInv, [0, 0, 1])));
  const axis: V3 = spec.kind === "floor" ? [0, 1, 0] : apply(yawInv, [0, 0, 1]);
  const gap = spec.kind === "wall" ? 0.25 : 0;
  const subs: string[] = [];
  let idx = 0;
  for (const f of model.faces) {
    // the shadow is heavily blurred, so every other small face is enough and halves its cost
    if (idx++ % 2 === 1 && f.p.length < 5) continue;
    if (dot(norm(cross(sub(f.p[1]!, f.p[0]!), sub(f.p[f.p.length - 1]!, f.p[0]!))), L) > 0) continue;
    const pts = f.p.map((p) => {
      const h = dot(p, axis) - (plane - gap);
      const t = h / -dot(L, axis);
      const q: V3 = [p[0] + L[0] * t, p[1] + L[1] * t, p[2] + L[2] * t];
      const [x, y] = proj(apply(M, q));
      return [fit.ox + x * fit.k, fit.oy - y * fit.k] as const;
    });
    // one winding for all subpaths, or overlapping opposite windings would punch holes (nonzero fill rule)
    let area = 0;
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i]!;
      const b = pts[(i + 1) % pts.length]!;
      area += a[0] * b[1] - b[0] * a[1];
    }
    if (Math.abs(area) < 0.5) continue;
    if (area < 0) pts.reverse();
    subs.push(`M${pts.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L")}Z`);
  }
  const blur = fmt(Math.max(2, fit.k * 0.035));
  // unique per placement: banners hold several pieces, each with its own blur radius
  const id = `shb${Math.round(fit.ox)}x${Math.round(fit.oy)}`;
  return (
    `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${blur}"/></filter>` +
    `<path d="${subs.join("")}" fill="#2a2118" fill-opacity="${spec.opacity}" filter="url(#${id})"/>`
  );
}
