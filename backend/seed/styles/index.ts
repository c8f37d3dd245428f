/**
 * Every style of the catalogue, in generation order. Counts per category: rings 78, earrings 62, pendants 48,
 * nose pins 26, necklaces 22, bangles 24, bracelets 22, chains 20, mangalsutra 16, solitaires 20, gold coins 12.
 */
import type { StyleProfile } from "../profile-types";
import { BRACELET_CHAIN_STYLES } from "./bracelets-chains";
import { EARRING_STYLES } from "./earrings";
import { MANGALSUTRA_SOLITAIRE_COIN_STYLES } from "./mangalsutra-solitaires-coins";
import { NECKLACE_BANGLE_STYLES } from "./necklaces-bangles";
import { PENDANT_STYLES } from "./pendants";
import { RING_STYLES } from "./rings";

export const STYLES: StyleProfile[] = [
  ...RING_STYLES,
  ...EARRING_STYLES,
  ...PENDANT_STYLES,
  ...NECKLACE_BANGLE_STYLES,
  ...BRACELET_CHAIN_STYLES,
  ...MANGALSUTRA_SOLITAIRE_COIN_STYLES,
];
