"use client";

import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useTransition,
  type ReactNode,
} from "react";
import { useRouter } from "next/navigation";
import { Spinner } from "@/components/ui/spinner";

interface ListingNavigation {
  /** true while a listing navigation started here is loading */
  pending: boolean;
  /**
   * Goes to another listing URL inside a transition, so the current products stay on screen (dimmed, with a
   * spinner) until the new page is ready. `scrollTop` brings the listing's top into view (pagination).
   */
  navigate: (href: string, options?: { scrollTop?: boolean }) => void;
}

const NavigationContext = createContext<ListingNavigation | null>(null);

/**
 * The listing's navigation: ListingShell's, or a plain router push outside one (tests, reuse elsewhere).
 */
export function useListingNavigation(): ListingNavigation {
  const ctx = useContext(NavigationContext);
  const router = useRouter();
  return ctx ?? { pending: false, navigate: (href) => router.push(href, { scroll: false }) };
}

export interface ListingShellProps {
  /** accessible name of the region that goes busy while loading */
  label: string;
  children: ReactNode;
}

/**
 * Client leaf around a server-rendered listing. Server components render every filter checkbox and page
 * number as a real link (`data-listing-nav`); this shell catches plain clicks on them and navigates inside a
 * transition, so the old page stays (dimmed) under a spinner instead of blanking (listings show a
 * loading spinner). Modified clicks (new tab, new window) keep the browser's behaviour.
 * Space activates the link-checkboxes like real checkboxes.
 */
export function ListingShell({ label, children }: ListingShellProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const topRef = useRef<HTMLDivElement>(null);

  const navigate = useCallback(
    (href: string, options?: { scrollTop?: boolean }) => {
      startTransition(() => router.push(href, { scroll: false }));
      if (options?.scrollTop) topRef.current?.scrollIntoView?.({ block: "start" });
    },
    [router],
  );
  const value = useMemo(() => ({ pending, navigate }), [pending, navigate]);

  function onClickCapture(event: React.MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-listing-nav]");
    if (!link || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    navigate(link.getAttribute("href") ?? "", { scrollTop: link.dataset.listingNav === "page" });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (event.key === " " && target.matches('a[role="checkbox"]')) {
      event.preventDefault();
      target.click();
    }
  }

  return (
    <NavigationContext.Provider value={value}>
      {/* Key handling only forwards Space to the link-checkboxes inside; the div itself is not interactive. */}
      <div
        ref={topRef}
        role="region"
        aria-label={label}
        aria-busy={pending}
        onClickCapture={onClickCapture}
        onKeyDown={onKeyDown}
        className="relative scroll-mt-12"
      >
        <div className={pending ? "opacity-60 transition-opacity" : "transition-opacity"}>{children}</div>
        {pending && (
          <div className="pointer-events-none fixed inset-x-0 top-1/3 z-40 flex justify-center">
            <span className="rounded-full bg-white/90 p-3 shadow-lg">
              <Spinner label="Loading products" />
            </span>
          </div>
        )}
      </div>
    </NavigationContext.Provider>
  );
}
