import { SpriteIcon } from "@/components/ui/icon-sprite";
import { cx } from "@/lib/cx";

export interface RatingStarsProps {
  /** 0-5, halves rounded to the nearest half star */
  value: number;
  className?: string;
  size?: "sm" | "md";
}

/**
 * Five stars filled to a rating, halves rounded (star ratings 1 to 5). One image for
 * screen readers named with the rating itself to one decimal, "Rated 4.3 out of 5".
 */
export function RatingStars({ value, className, size = "sm" }: RatingStarsProps) {
  const clamped = Math.max(0, Math.min(5, value));
  const rounded = Math.round(clamped * 2) / 2;
  const spoken = Number(clamped.toFixed(1));
  const icon = size === "md" ? "size-5" : "size-4";
  return (
    <span
      role="img"
      aria-label={`Rated ${spoken} out of 5`}
      className={cx("inline-flex items-center gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 1 : rounded >= n - 0.5 ? 0.5 : 0;
        return (
          <span key={n} className={cx("relative inline-block", icon)} aria-hidden>
            <SpriteIcon name="star" className={cx("absolute inset-0 stroke-[1.5] text-gold-300", icon)} />
            {fill > 0 && (
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: fill === 1 ? "100%" : "50%" }}
              >
                <SpriteIcon name="star" className={cx("fill-gold-500 stroke-[1.5] text-gold-500", icon)} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
