import Link from "next/link";
import { cn } from "@/lib/cn";

export const SHOPPING_CART_PATH = "/shoping/cart";
export const TRIAL_CART_PATH = "/trial/cart";

/**
 * The cart's two modes (tabs 'Shopping Cart' and 'Trial Cart', to switch
 * between shopping and trial cart). Each tab is its own page, so a reload or a shared link keeps the mode.
 */
export function CartTabs({ current }: { current: "shopping" | "trial" }) {
  const tabs = [
    { key: "shopping", label: "Shopping Cart", href: SHOPPING_CART_PATH },
    { key: "trial", label: "Trial Cart", href: TRIAL_CART_PATH },
  ] as const;
  return (
    <nav aria-label="Cart type" className="mb-6 flex gap-1 border-b border-line">
      {tabs.map((tab) => {
        const here = tab.key === current;
        return (
          <Link
            key={tab.key}
            href={tab.href}
            aria-current={here ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors",
              here ? "border-brand-700 text-brand-800" : "border-transparent text-muted hover:text-brand-700",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
