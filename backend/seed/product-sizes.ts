/**
 * Which sizes a product is made in, per the style's size plan: 6-10 consecutive ring sizes, a run of bangle
 * sizes, or chain lengths (chains mostly 18/20/24 in, mangalsutras 16/18 in).
 */
import type { SizePlan } from "./profile-types";
import type { Rng } from "./random";
import { BANGLE_SIZES, chainSizeName, RING_SIZE_MAX, type SizeChart } from "./sizes";

/** Reference to a sizes row by chart and name (ids are resolved at insertion). */
export interface SizeRef {
  chart: SizeChart;
  name: string;
}

function ringRun(rng: Rng, firstMin: number, firstMax: number): SizeRef[] {
  const count = rng.int(6, 10);
  const first = Math.min(rng.int(firstMin, firstMax), RING_SIZE_MAX - count + 1);
  return Array.from({ length: count }, (_, i) => ({ chart: "ring" as const, name: String(first + i) }));
}

const CHAIN_SETS = [
  [18, 20, 24],
  [18, 20, 24],
  [18, 20, 24],
  [18, 20, 22, 24],
  [16, 18, 20],
  [20, 24, 30],
];
const MANGALSUTRA_SETS = [[16, 18], [16, 18], [16, 18], [18], [16]];

function lengths(inches: number[]): SizeRef[] {
  return inches.map((n) => ({ chart: "chain" as const, name: chainSizeName(n) }));
}

/** The sizes of one product; empty for studs, pendants, necklaces, coins, nose pins and chain bracelets. */
export function pickSizes(rng: Rng, plan: SizePlan | undefined): SizeRef[] {
  switch (plan) {
    case undefined:
      return [];
    case "ring":
      // Women's sizes: a run starting between Indian 6 and 12 (US 4-7).
      return ringRun(rng, 6, 12);
    case "ring-men":
      return ringRun(rng, 14, 18);
    case "bangle": {
      const count = rng.int(3, 6);
      const first = rng.int(0, BANGLE_SIZES.length - count);
      return BANGLE_SIZES.slice(first, first + count).map((name) => ({ chart: "bangle" as const, name }));
    }
    case "chain":
      return lengths(rng.pick(CHAIN_SETS));
    case "mangalsutra":
      return lengths(rng.pick(MANGALSUTRA_SETS));
  }
}
