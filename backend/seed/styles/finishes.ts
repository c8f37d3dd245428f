/** Surface finishes shared by several styles (named in product descriptions). */

/** Finishes for plain and lightly set gold pieces. */
export const POLISH = [
  "a mirror polish",
  "a high-polish finish",
  "a satin-brushed finish",
  "a diamond-cut sparkle finish",
];

/** Finishes for chains, bangles and link pieces. */
export const CHAIN_POLISH = ["a mirror polish", "a high-polish finish", "a diamond-cut sparkle finish"];
