import { cx } from "@/lib/cx";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60";

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  gold: "bg-gold-600 text-white hover:bg-gold-700",
  outline: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  ghost: "text-ink hover:bg-brand-50",
} as const;

// field: level with a text input (h-11) beside it; lg-snug: large, for buttons sharing a narrow row
const SIZES = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  field: "h-11 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  "lg-snug": "h-12 px-3 text-base",
} as const;

export interface ButtonStyle {
  /** default primary */
  variant?: keyof typeof VARIANTS | null;
  /** default md */
  size?: keyof typeof SIZES | null;
  /** extra classes, appended (they must not fight the variant's or size's own, see lib/cx) */
  className?: string;
}

/** Button styles shared by <button> and links styled as buttons. */
export function buttonVariants({ variant, size, className }: ButtonStyle = {}): string {
  return cx(BASE, VARIANTS[variant ?? "primary"], SIZES[size ?? "md"], className);
}

export type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & Omit<ButtonStyle, "className">;

/** A button in one of the brand variants (primary, gold, outline, ghost). */
export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
