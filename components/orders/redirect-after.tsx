"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

/** Goes to `href` after `ms` (success confirmations show for 3000 ms). Renders nothing. */
export function RedirectAfter({ href, ms }: { href: string; ms: number }) {
  const router = useRouter();
  useEffect(() => {
    router.prefetch(href);
    const timer = setTimeout(() => router.push(href), ms);
    return () => clearTimeout(timer);
  }, [href, ms, router]);
  return null;
}
