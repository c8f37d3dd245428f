/**
 * Size charts: Indian ring sizes (inner circumference), bangle sizes (inner diameter) and chain lengths.
 * Measurements come from the catalogue facts; every `measureTenthMm` is in tenths of a millimetre.
 */

/** The three charts a product can be sized on. */
export type SizeChart = "ring" | "bangle" | "chain";

/** One sizes row before insertion. */
export interface SizeRow {
  chart: SizeChart;
  name: string;
  description: string;
  measureTenthMm: number;
  position: number;
}

/** Published Indian ring sizes -> inner circumference in mm; sizes between them are interpolated. */
const RING_POINTS: [size: number, circumferenceMm: number][] = [
  [1, 41.0],
  [5, 44.8],
  [10, 50.0],
  [12, 51.9],
  [14, 54.4],
  [16, 56.3],
  [18, 58.3],
  [20, 60.2],
  [25, 64.6],
  [30, 69.7],
];

/** Only the US equivalents the facts state; others are left out rather than guessed. */
const RING_US: Record<number, number> = { 10: 6, 12: 7, 14: 8, 18: 10, 20: 11, 22: 12 };

/** The ring sizes stocked: Indian 5 to 25. */
export const RING_SIZE_MIN = 5;
export const RING_SIZE_MAX = 25;

/** Inner circumference (mm, one decimal) of an Indian ring size, linear between the published points. */
export function ringCircumferenceMm(size: number): number {
  for (let i = 1; i < RING_POINTS.length; i++) {
    const [s0, c0] = RING_POINTS[i - 1] as [number, number];
    const [s1, c1] = RING_POINTS[i] as [number, number];
    if (size >= s0 && size <= s1) return Math.round((c0 + ((c1 - c0) * (size - s0)) / (s1 - s0)) * 10) / 10;
  }
  throw new RangeError(`ring size ${size} is outside the chart`);
}

function ringRows(): SizeRow[] {
  const rows: SizeRow[] = [];
  for (let size = RING_SIZE_MIN; size <= RING_SIZE_MAX; size++) {
    const circ = ringCircumferenceMm(size);
    const diameter = (circ / Math.PI).toFixed(1);
    const us = RING_US[size];
    rows.push({
      chart: "ring",
      name: String(size),
      description: `${circ.toFixed(1)} mm inner circumference, ${diameter} mm diameter${us ? ` (US ${us})` : ""}`,
      measureTenthMm: Math.round(circ * 10),
      position: rows.length,
    });
  }
  return rows;
}

/**
 * Bangle sizes: the digit after the point is sixteenths of an inch, so 2.6 = 2 6/16 in = 60.3 mm inner diameter.
 */
export const BANGLE_SIZES = ["2.2", "2.4", "2.6", "2.8", "2.10", "2.12", "2.14", "3.0"] as const;

function bangleRows(): SizeRow[] {
  return BANGLE_SIZES.map((name, position) => {
    const [inches = "0", sixteenths = "0"] = name.split(".");
    // Round once, in tenths, so the description and the measure agree (2 4/16 in = 57.15 mm -> 57.2).
    const tenths = Math.round((Number(inches) + Number(sixteenths) / 16) * 254);
    const fraction = Number(sixteenths) === 0 ? "" : ` ${sixteenths}/16`;
    return {
      chart: "bangle" as const,
      name,
      description: `${(tenths / 10).toFixed(1)} mm inner diameter (${inches}${fraction} in)`,
      measureTenthMm: tenths,
      position,
    };
  });
}

/** Chain and mangalsutra lengths in inches. */
export const CHAIN_LENGTHS_IN = [14, 16, 18, 20, 22, 24, 30] as const;

/** Size name of a chain length, e.g. `18 in`. */
export function chainSizeName(inches: number): string {
  return `${inches} in`;
}

function chainRows(): SizeRow[] {
  return CHAIN_LENGTHS_IN.map((inches, position) => ({
    chart: "chain" as const,
    name: chainSizeName(inches),
    description: `${inches} inches (${Math.round(inches * 2.54)} cm)`,
    measureTenthMm: Math.round(inches * 254),
    position,
  }));
}

/** All size rows, ring chart first, in the order their serial ids are assigned. */
export function sizeRows(): SizeRow[] {
  return [...ringRows(), ...bangleRows(), ...chainRows()];
}
