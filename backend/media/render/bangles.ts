/**
 * Wristwear: bangles ("bangle", standing on edge like rings, often as a pair) and bracelets ("bracelet", lying in
 * an oval on the surface, photographed from above at an angle).
 */
import { artForm } from "../art-forms";
import type { ProductArt } from "../spec";
import { type Model, type V3, basisUp, circle, deg, merge, place, rotY, roundedProfile, sweep } from "./geom";
import type { DesignModel } from "./design";
import { flowerCluster, lowSetting } from "./settings";
import { beadStrand, cableChain, resample, ropeChain } from "./chains";

/** Stones set round the outside of a standing band of radius `r`, every `stepDeg`, over the visible arc. */
function studRow(art: ProductArt, r: number, stepDeg: number, gr: number, seed: number, z = 0): Model {
  const parts: Model[] = [];
  for (let a = 0; a < 360; a += stepDeg) {
    const n: V3 = [Math.cos(deg(a)), Math.sin(deg(a)), 0];
    parts.push(place(lowSetting(art.stone, gr, seed + a), basisUp(n), [n[0] * r, n[1] * r, z]));
  }
  return merge(...parts);
}

/**
 * "bangle": polished kada with satin stripes, a line of stones, twisted rope, and twin rails joined by flower
 * clusters (see artForm).
 */
export function buildBangle(art: ProductArt, rand: () => number): DesignModel {
  const v = art.variant;
  const motif = artForm(art).motif;
  const seed = Math.floor(rand() * 1e6);
  const R = 1;
  const parts: Model[] = [];
  const segs = 128;
  if (motif === "kada") {
    // wide kada: polished edges, satin engraved bands every few segments
    const w = 0.34 + (v % 3) * 0.06;
    const stripe = 4 + (v % 4);
    parts.push(
      sweep(circle(R, segs), true, () => roundedProfile(w, 0.12, 16, 0.5), (i, j) => ((j === 0 || j === 15 || j === 1) && i % (stripe * 2) < stripe ? "satin" : "metal"), [0, 0, 1]),
    );
    for (const s of [-1, 1]) parts.push(sweep(circle(R + 0.05, segs, R + 0.05, (s * w) / 2.3), true, () => circle(0.022, 6).map((p) => [p[0], p[1]]), "metal", [0, 0, 1]));
  } else if (motif === "eternity") {
    const w = 0.2;
    parts.push(sweep(circle(R, segs), true, () => roundedProfile(w, 0.1, 12, 0.55), "metal", [0, 0, 1]));
    parts.push(studRow(art, R + 0.05, 360 / 44, 0.058, seed));
  } else if (motif === "rope") {
    parts.push(ropeChain(circle(R, 160).concat([[R, 0, 0]]), 0.1 + (v % 3) * 0.02, 0.5, [0, 0, 1]));
  } else {
    const w = 0.12;
    for (const dz of [-0.17, 0.17]) {
      parts.push(place(sweep(circle(R, segs), true, () => roundedProfile(w, 0.08, 10, 0.55), "metal", [0, 0, 1]), rotY(0), [0, 0, dz]));
    }
    for (let a = 30; a < 360; a += 60) {
      const n: V3 = [Math.cos(deg(a)), Math.sin(deg(a)), 0];
      parts.push(place(flowerCluster(art.stone, 0.07, 6, seed + a), basisUp(n), [n[0] * (R + 0.07), n[1] * (R + 0.07), 0]));
    }
  }
  return {
    model: merge(...parts),
    poses: [
      { elev: 16, azim: 34 },
      { elev: 32, azim: -50 },
      { elev: 24, azim: 22 },
      { elev: 34, azim: 40 },
    ],
    focus: { p: [0, R * 0.92, 0.2], r: 0.55 },
    shadow: "floor",
    dist: 10,
  };
}

/** "bracelet": tennis line, chain with stations, gold bead bracelets and a rigid kada, lying down (see artForm). */
export function buildBracelet(art: ProductArt, rand: () => number): DesignModel {
  const v = art.variant;
  const motif = artForm(art).motif;
  const seed = Math.floor(rand() * 1e6);
  const oval = circle(1, 120, 0.78).map((p): V3 => [p[0], 0.06, p[1]]);
  const parts: Model[] = [];
  if (motif === "tennis") {
    const gr = 0.07 + (v % 3) * 0.01;
    const samples = resample(oval.concat([oval[0]!]), gr * 2.5);
    samples.forEach((s, i) => {
      const m = [s.t, [0, 1, 0], [-s.t[2], 0, s.t[0]]] as [V3, V3, V3];
      parts.push(place(lowSetting(art.stone, gr, seed + i), m, s.p));
    });
  } else if (motif === "stations") {
    parts.push(cableChain(oval.concat([oval[0]!]), 0.1, 0.016, [0, 1, 0]));
    const stations = 3 + (v % 3);
    for (let i = 0; i < stations; i++) {
      const a = Math.PI / 2 + ((i - (stations - 1) / 2) * Math.PI) / 7;
      parts.push(place(lowSetting(art.stone, 0.09, seed + i), basisUp([0, 1, 0]), [Math.cos(a), 0.1, Math.sin(a) * 0.78]));
    }
  } else if (motif === "beads") {
    parts.push(beadStrand(oval.concat([oval[0]!]), (i) => ({ m: "metal", r: i % 3 === 0 ? 0.085 : 0.06 }), 0.01));
  } else {
    // kada: a rigid round band lying on its side, polished with satin stripes like the kada bangle
    const w = 0.26 + (v % 3) * 0.05;
    const stripe = 4 + (v % 4);
    const ring = circle(0.88, 128).map((p): V3 => [p[0], w / 2 + 0.01, p[1]]);
    parts.push(sweep(ring, true, () => roundedProfile(w, 0.1, 16, 0.5), (i, j) => ((j >= 3 && j <= 5) || (j >= 11 && j <= 13)) && i % (stripe * 2) < stripe ? "satin" : "metal", [0, 1, 0]));
  }
  return {
    model: merge(...parts),
    poses: [
      { elev: 48, azim: 0 },
      { elev: 32, azim: 35 },
      { elev: 40, azim: 8 },
      { elev: 55, azim: 20 },
    ],
    focus: { p: [0, 0.06, 0.78], r: 0.5 },
    shadow: "floor",
    dist: 10,
    fill: 0.8,
  };
}
