import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "@/components/static/breadcrumbs";

/**
 * Frame of the buying screens (wishlist, cart, trial cart, trial at home, trial form): breadcrumb 'HOME / ...', an
 * optional checkout step line, the serif heading with something beside it ('ITEM (n)') and the body.
 * Server component; pages call requireShopper before rendering it.
 */
export function BuyingFrame({
  crumbs,
  path,
  title,
  aside,
  above,
  width = "wide",
  children,
}: {
  crumbs: readonly Crumb[];
  /** this page's path (the breadcrumb's JSON-LD URL) */
  path: string;
  title: string;
  aside?: ReactNode;
  /** shown between the breadcrumb and the heading (the checkout steps) */
  above?: ReactNode;
  width?: "wide" | "narrow";
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto w-full px-4 pb-16 pt-5 sm:px-6 ${width === "wide" ? "max-w-6xl" : "max-w-3xl"}`}>
      <Breadcrumbs items={crumbs} currentPath={path} />
      {above && <div className="mt-4">{above}</div>}
      <div className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1 border-b border-line pb-3">
        <h1 className="font-serif text-3xl text-brand-800">{title}</h1>
        {aside}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
