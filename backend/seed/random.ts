/**
 * Seeded pseudo-random helpers for the catalogue seed.
 *
 * Every draw in the seed goes through one of these generators, created from a constant seed, so two runs produce
 * byte-identical rows (and therefore identical serial ids). Never call Math.random() or Date.now() in the seed.
 */
import seedrandom from "seedrandom";

/** The seed behind the whole catalogue; changing it reshuffles every product, name and price. */
export const CATALOGUE_SEED = "swa-diamonds-catalogue-v1";

/** A small deterministic random toolbox over one seedrandom stream. */
export interface Rng {
  /** uniform float in [0, 1) */
  next(): number;
  /** uniform integer in [min, max], both inclusive */
  int(min: number, max: number): number;
  /** true with probability p (0..1) */
  chance(p: number): boolean;
  /** one element of a non-empty list */
  pick<T>(list: readonly T[]): T;
  /** one element, chosen with the given relative weights (same length as list) */
  weighted<T>(list: readonly T[], weights: readonly number[]): T;
  /** k distinct elements in random order (k is clamped to the list length) */
  sample<T>(list: readonly T[], k: number): T[];
  /** a shuffled copy */
  shuffle<T>(list: readonly T[]): T[];
}

/**
 * Creates a generator. Separate streams (one per concern: products, names, reviews) keep a change in one
 * concern from reshuffling the others.
 * @param stream label mixed into CATALOGUE_SEED
 */
export function createRng(stream: string): Rng {
  const prng = seedrandom(`${CATALOGUE_SEED}:${stream}`);
  const next = (): number => prng.quick();
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new RangeError("pick from an empty list");
    return list[Math.floor(next() * list.length)] as T;
  };
  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted: <T>(list: readonly T[], weights: readonly number[]): T => {
      const total = weights.reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (let i = 0; i < list.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return list[i] as T;
      }
      return pick(list);
    },
    sample: (list, k) => shuffle(list).slice(0, Math.max(0, Math.min(k, list.length))),
    shuffle,
  };
}

/**
 * The fixed "now" of the seed: every seeded timestamp is this instant minus a deterministic offset, so reruns
 * produce the same created_at / updated_at values.
 */
export const SEED_BASE_DATE = new Date("2026-10-31T18:30:00.000Z");

/** SEED_BASE_DATE minus whole days and extra minutes (both non-negative). */
export function seedTimestamp(daysAgo: number, minutesAgo = 0): Date {
  return new Date(SEED_BASE_DATE.getTime() - (daysAgo * 1440 + minutesAgo) * 60_000);
}
