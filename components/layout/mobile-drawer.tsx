"use client";

import { useCallback, useState } from "react";
import dynamic from "next/dynamic";
import { Menu } from "lucide-react";
import { useOnceTrue } from "@/components/ui/use-once-true";
import type { TaxonomyLink } from "./links";

// The drawer's code (sheet, accordions, logout) loads on the first tap: most visits never open it.
const MobileDrawerPanel = dynamic(() => import("./mobile-drawer-panel").then((m) => m.MobileDrawerPanel), {
  ssr: false,
});

export interface MobileDrawerProps {
  categories: TaxonomyLink[];
  tags: TaxonomyLink[];
}

/**
 * Phone navigation: the hamburger, opening MobileDrawerPanel (a left
 * drawer with the Category, Tags, Policy and Account accordions and the login or logout row).
 */
export function MobileDrawer({ categories, tags }: MobileDrawerProps) {
  const [open, setOpen] = useState(false);
  const used = useOnceTrue(open);
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="-ml-2 flex size-10 items-center justify-center rounded-full text-ink hover:bg-brand-50 min-[576px]:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {used && <MobileDrawerPanel open={open} onClose={close} categories={categories} tags={tags} />}
    </>
  );
}
