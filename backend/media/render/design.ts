/**
 * What every design builder returns: the model plus how it likes to be photographed.
 */
import type { ProductArt } from "../spec";
import type { M3, Model, V3 } from "./geom";
import type { Rect } from "./project";
import type { GemShape } from "./stones";

export interface Pose {
  /** Camera look-down angle, degrees. */
  elev: number;
  /** Turn of the piece, degrees. */
  azim: number;
}

export interface DesignModel {
  model: Model;
  /** Poses for view 0 (hero), 1 (angled), 2 (detail) and 3 (lifestyle). */
  poses: [Pose, Pose, Pose, Pose];
  /** The detail view (2) frames a sphere around this point, world units. */
  focus: { p: V3; r: number };
  /** Standing pieces cast onto the floor; hanging pieces onto the backdrop. */
  shadow: "floor" | "wall";
  /** Perspective distance (world units); small pieces use longer lenses. */
  dist?: number;
  /** Fraction of the frame the piece fills in views 0/1 (0..1). */
  fill?: number;
  /** Explicit fit rectangle for views 0/1 (viewBox units), e.g. taller than the frame so a chain runs off the top. */
  frame?: Rect;
}

/** Orientation for pear drops: local x (the point) up, local y (the table) towards the camera. */
export const POINT_UP: M3 = [
  [0, 1, 0],
  [0, 0, 1],
  [1, 0, 0],
];

export type DesignBuilder = (art: ProductArt, rand: () => number) => DesignModel;

/** The cut a coloured stone usually comes in; diamonds vary by variant. */
export function shapeFor(art: ProductArt, options: GemShape[]): GemShape {
  if (art.stone === "emerald") return "emerald";
  if (art.stone === "ruby" || art.stone === "sapphire") return art.variant % 2 ? "oval" : "round";
  return options[art.variant % options.length] ?? "round";
}
