import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/static/breadcrumbs";

/** Metadata of a signed-in page: '{title} | SWA Diamonds', never indexed (it is personal). */
export function accountMetadata(title: string): Metadata {
  return { title: { absolute: `${title} | SWA Diamonds` }, robots: { index: false, follow: false } };
}

/**
 * Frame of a signed-in page (wishlist, cart, orders, wallets): breadcrumb 'HOME / {crumb}', a serif title and
 * the body. Pages call requireShopper before rendering it.
 */
export function AccountPage({
  title,
  crumb,
  path,
  parents = [],
  aside,
  children,
}: {
  title: string;
  crumb: string;
  path: string;
  /** crumbs between Home and this page (e.g. My Orders above an order) */
  parents?: readonly { label: string; href: string }[];
  /** shown beside the title (e.g. 'ITEM (0)') */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-16 pt-6 sm:px-6">
      <Breadcrumbs items={[...parents, { label: crumb }]} currentPath={path} />
      <div className="mt-3 flex flex-wrap items-baseline gap-x-4 gap-y-1 border-b border-line pb-4">
        <h1 className="font-serif text-3xl text-brand-800">{title}</h1>
        {aside}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
