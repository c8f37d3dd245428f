/**
 * Earrings, always photographed as a pair: studs ("stud") and drops ("drop", including jhumkas and hoops).
 *
 * Each earring faces the camera (+z) with its post running back, so the angled view shows the post and the
 * butterfly back that make a stud read as an earring rather than a loose stone.
 */
import type { ProductArt } from "../spec";
import { artForm } from "../art-forms";
import { type Model, type V3, basisUp, circle, deg, lathe, merge, mul, place, rotY, rotZ, roundedProfile, sphere, sweep, wire } from "./geom";
import { type DesignModel, POINT_UP } from "./design";
import { bezelCup, flowerCluster, haloRing, paveRow, prongHead } from "./settings";

const FACE_CAMERA = basisUp([0, 0, 1]);

/** Post and butterfly back behind a stud whose back sits at z = z0. */
function postAndBack(z0: number): Model {
  const back = place(
    lathe([[0.02, 0.02], [0.16, 0.0], [0.2, -0.05], [0.16, -0.1], [0.04, -0.11]], 20, "metal"),
    basisUp([0, 0, 1]),
    [0, 0, z0 - 0.45],
  );
  const curls = [-1, 1].map((s) =>
    sweep(circle(0.07, 14).map((p): V3 => [p[0] + s * 0.09, p[1], z0 - 0.5]), true, () => circle(0.025, 6).map((p) => [p[0], p[1]]), "metal", [0, 0, 1]),
  );
  return merge(wire([0, 0, z0], [0, 0, z0 - 0.75], 0.035, "metal"), back, ...curls);
}

function pair(one: Model, spacing: number, toe = 10): Model {
  return merge(place(one, rotY(deg(toe)), [-spacing, 0, 0]), place(one, mul(rotZ(deg(-4)), rotY(deg(-toe))), [spacing, 0.02, 0]));
}

/**
 * A pair of studs from one stud head (facing +y, `size` about its radius in world units): each head faces the
 * camera with its post and butterfly back behind it. Used by "stud" and by solitaire studs.
 */
export function studPair(head: Model, size: number): DesignModel {
  const one = merge(place(head, FACE_CAMERA), postAndBack(-0.3));
  const spacing = Math.max(0.55, size * 1.45);
  return {
    model: pair(one, spacing),
    poses: [
      { elev: 10, azim: 18 },
      { elev: 16, azim: 55 },
      { elev: 8, azim: 12 },
      { elev: 30, azim: 25 },
    ],
    focus: { p: [-spacing, 0, 0.1], r: size * 1.5 },
    shadow: "wall",
    dist: 12,
    fill: 0.7,
  };
}

/** "stud": claw solitaire, flower cluster, halo and bezel studs (see artForm). */
export function buildStud(art: ProductArt, rand: () => number): DesignModel {
  const v = art.variant;
  const form = artForm(art);
  const seed = Math.floor(rand() * 1e6);
  let head: Model;
  let size: number;
  if (form.motif === "solitaire") {
    size = 0.3 + (v % 3) * 0.04;
    head = prongHead(art.stone, form.centre ?? "round", size, form.prongs ?? 4, seed);
  } else if (form.motif === "cluster") {
    size = 0.16 + (v % 3) * 0.02;
    head = flowerCluster(art.stone, size, 6 + (v % 2) * 2, seed);
    size *= 2.2;
  } else if (form.motif === "halo") {
    size = 0.22;
    head = merge(prongHead(art.stone, "round", size, 4, seed), haloRing(art.stone, size + 0.1, 14, 0.05, -0.04, seed + 1));
    size += 0.15;
  } else {
    size = 0.26;
    head = place(bezelCup(art.stone, form.centre ?? "oval", size, seed), rotY(deg(90)));
    size *= 1.6;
  }
  return studPair(head, size);
}

/** Jhumka bell with a bead fringe, hanging below y = 0. */
function jhumka(r: number): Model {
  const bell = lathe(
    [[0.02, 0], [0.12, -0.02], [0.26, -0.1], [0.38, -0.28], [0.46, -0.5], [0.5, -0.62], [0.53, -0.66]].map(([a, b]) => [a! * r * 2, b! * r * 2] as [number, number]),
    28,
    "metal",
  );
  const bands = lathe([[0.51 * r * 2, -0.6 * r * 2], [0.56 * r * 2, -0.64 * r * 2], [0.54 * r * 2, -0.7 * r * 2]], 28, "satin");
  const beads: Model[] = [];
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    beads.push(sphere([Math.cos(a) * 1.06 * r, -1.5 * r, Math.sin(a) * 1.06 * r], r * 0.09, "metal", 6, 4));
  }
  return merge(bell, bands, ...beads);
}

/** Camera poses of earrings that hang (drops, jhumkas, hoops). */
const HANGING_PAIR_POSES: DesignModel["poses"] = [
  { elev: 8, azim: 14 },
  { elev: 14, azim: 48 },
  { elev: 8, azim: 10 },
  { elev: 26, azim: 22 },
];

/**
 * A hoop of radius r facing the camera, its top (where the post goes through the lobe) at y = 0.9, stones (if any)
 * flush along its lower front.
 */
function hoop(art: ProductArt, r: number, seed: number): Model {
  const c: V3 = [0, 0.9 - r, 0];
  const path = circle(r, 72).map((p): V3 => [c[0] + p[0], c[1] + p[1], 0]);
  const t = 0.075 + (art.variant % 3) * 0.01;
  const parts: Model[] = [sweep(path, true, () => roundedProfile(t * 1.15, t, 12, 0.7), "metal", [0, 0, 1])];
  if (art.stone !== "none") {
    // stones over the lower two thirds of the front face, the part that shows below the lobe
    const pts: V3[] = [];
    const ns: V3[] = [];
    const count = 15;
    for (let i = 0; i < count; i++) {
      const a = deg(-90 - 120 + (240 * i) / (count - 1));
      pts.push([c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r, t * 0.5]);
      ns.push([Math.cos(a) * 0.25, Math.sin(a) * 0.25, 1]);
    }
    parts.push(paveRow(art.stone, pts, ns, Math.min(0.036, t * 0.42), seed));
  }
  // the post runs back through the lobe from the top of the hoop
  parts.push(wire([0, 0.9, 0], [0, 0.9, -0.45], 0.025, "metal"));
  return merge(...parts);
}

/** "drop": pear drop, three-stone line, halo drop, temple jhumka and hoops (see artForm). */
export function buildDrop(art: ProductArt, rand: () => number): DesignModel {
  const v = art.variant;
  const motif = artForm(art).motif;
  const seed = Math.floor(rand() * 1e6);
  if (motif === "hoop") {
    const r = 0.32 + (v % 4) * 0.05;
    const spacing = r + 0.16;
    return {
      model: pair(hoop(art, r, seed), spacing, 22),
      poses: HANGING_PAIR_POSES,
      focus: { p: [-spacing, 0.9 - r * 1.6, 0], r: r * 0.9 },
      shadow: "wall",
      dist: 12,
      fill: 0.74,
    };
  }
  const topR = 0.12 + (v % 3) * 0.015;
  const parts: Model[] = [place(bezelCup(art.stone, "round", topR, seed), FACE_CAMERA, [0, 0.95, 0])];
  // jump ring linking the top to the drop, seen edge-on so it reads as a link
  parts.push(sweep(circle(0.07, 16).map((p): V3 => [0, 0.74 + p[1], p[0]]), true, () => circle(0.022, 6).map((p) => [p[0], p[1]]), "metal", [1, 0, 0]));
  let bottom: number;
  if (motif === "drop") {
    const r = 0.26 + (v % 3) * 0.03;
    const pear = place(prongHead(art.stone, "pear", r, 4, seed + 1), POINT_UP, [0, 0.66 - r * 1.6, 0]);
    parts.push(pear);
    bottom = 0.66 - r * 2.7;
  } else if (motif === "line") {
    let y = 0.66;
    for (let i = 0; i < 3; i++) {
      const r = 0.09 + i * 0.045;
      y -= r + 0.03;
      parts.push(place(bezelCup(art.stone, i === 2 ? "pear" : "round", r, seed + i), i === 2 ? POINT_UP : FACE_CAMERA, [0, y - (i === 2 ? r * 0.4 : 0), 0]));
      y -= r * (i === 2 ? 1.4 : 1);
    }
    bottom = y;
  } else if (motif === "halo") {
    const r = 0.2 + (v % 2) * 0.03;
    const c: V3 = [0, 0.66 - r - 0.14, 0];
    parts.push(place(merge(prongHead(art.stone, "round", r, 6, seed), haloRing(art.stone, r + 0.1, 16, 0.05, -0.04, seed + 2)), FACE_CAMERA, c));
    bottom = c[1] - r - 0.2;
  } else {
    const r = 0.32;
    parts.push(place(jhumka(r), rotY(deg(10)), [0, 0.64, 0]));
    bottom = 0.64 - r * 1.6;
  }
  // hook wire rising from the top and curving back, so a drop reads as something worn, not a pendant
  const hook: V3[] = [[0, 1.0, -0.08], [0, 1.22, -0.12], [0, 1.34, -0.32], [0, 1.28, -0.55], [0, 1.05, -0.68]];
  const one = merge(...parts, sweep(hook, false, () => circle(0.025, 6).map((p) => [p[0], p[1]]), "metal"));
  const spacing = motif === "jhumka" ? 0.5 : 0.42;
  return {
    model: pair(one, spacing, 14),
    poses: HANGING_PAIR_POSES,
    focus: { p: [-spacing, (0.9 + bottom) / 2, 0], r: (0.95 - bottom) * 0.62 },
    shadow: "wall",
    dist: 12,
    fill: 0.76,
  };
}
