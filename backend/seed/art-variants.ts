/**
 * Chooses each product's art variant (0..99), i.e. which picture it gets: a form its style is made in, drawn with
 * as many stones as the product has where the design allows it (a one-diamond nose pin gets a solitaire head, a
 * nine-diamond one a flower cluster), and no variant twice per design and stone until all have been used.
 */
import { artForm, type ArtForm } from "../media/art-forms";
import { MAX_VARIANT, type Stone } from "../media/spec";
import type { StyleProfile } from "./profile-types";
import type { Rng } from "./random";

/** Hands out art variants from shuffled pools, one pool per design and stone. */
export class ArtVariants {
  private readonly pools = new Map<string, number[]>();

  constructor(private readonly rng: Rng) {}

  /**
   * The variant of the next product of `style` whose art shows `stone` ("none" for plain metal).
   * @param stoneCount the product's stones (diamonds plus coloured gems), to match one stone or many per piece
   * @throws Error when no form of the style can be drawn with this stone (a style and its forms disagree)
   */
  pick(style: StyleProfile, stone: Stone, stoneCount: number): number {
    const forms = stone === "none" ? (style.plainForms ?? style.forms) : style.forms;
    const allowed = (f: ArtForm) =>
      forms.includes(f.motif) &&
      (style.piece === undefined || f.piece === style.piece) &&
      (f.stones === "none") === (stone === "none");
    const exact = (f: ArtForm) => {
      if (stone === "none") return true;
      const perPiece = stoneCount / (f.pair ? 2 : 1);
      return f.stones === (perPiece <= 1 ? "one" : "many");
    };
    const key = `${style.design}-${stone}`;
    for (let fresh = 0; fresh < 2; fresh++) {
      let pool = this.pools.get(key);
      if (!pool || pool.length === 0 || fresh === 1)
        this.pools.set(key, (pool = this.rng.shuffle(Array.from({ length: MAX_VARIANT + 1 }, (_, v) => v))));
      const form = (v: number) => artForm({ design: style.design, stone, variant: v });
      // the pool is used from its end, as a shuffled deck is dealt
      const at = [(v: number) => allowed(form(v)) && exact(form(v)), (v: number) => allowed(form(v))]
        .map((test) => pool.findLastIndex(test))
        .find((i) => i >= 0);
      if (at !== undefined) return pool.splice(at, 1)[0]!;
    }
    throw new Error(`style ${style.key} has no form of ${style.design} drawn with ${stone}`);
  }
}
