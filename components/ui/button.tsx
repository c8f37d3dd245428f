import { cva, type VariantProps } from "class-variance-authority";
import { cx } from "@/lib/cx";

/** Button styles shared by <button> and links styled as buttons. */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        gold: "bg-gold-500 text-white hover:bg-gold-600",
        outline: "border border-brand-700 text-brand-700 hover:bg-brand-50",
        ghost: "text-ink hover:bg-brand-50",
      },
      // field: level with a text input (h-11) beside it; lg-snug: large, for buttons sharing a narrow row
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        field: "h-11 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        "lg-snug": "h-12 px-3 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

/** A button in one of the brand variants (primary, gold, outline, ghost). */
export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cx(buttonVariants({ variant, size }), className)} {...props} />;
}
