import { cx } from "@/lib/cx";

/**
 * Icons drawn many times on one page (a heart on every product card, five stars per rating) are defined once
 * here and referenced with `<use>`, instead of repeating lucide-react's full SVG markup in the HTML and again in
 * the page's RSC payload. The paths are lucide-react 1.75's `heart` and `star`; the stroke style is the `.icon`
 * class in app/globals.css, so fill and colour classes on the icon still apply as they did on lucide's SVG.
 */
const ICON_PATHS = {
  heart:
    "M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5",
  star: "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z",
} as const;

export type SpriteIconName = keyof typeof ICON_PATHS;

/** The sprite's symbols; rendered once by the root layout, hidden (a `<use>` still draws a hidden symbol). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {(Object.keys(ICON_PATHS) as SpriteIconName[]).map((name) => (
        <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">
          <path d={ICON_PATHS[name]} />
        </symbol>
      ))}
    </svg>
  );
}

/** A decorative (aria-hidden) sprite icon; size, colour, fill and stroke width come from `className`. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={cx("icon", className)}>
      <use href={`#i-${name}`} />
    </svg>
  );
}
