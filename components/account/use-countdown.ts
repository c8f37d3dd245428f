"use client";

import { useEffect, useState } from "react";

/**
 * Seconds left until `deadline` (epoch ms), ticking once a second; 0 once passed or when deadline is null.
 * Counts from the clock rather than by decrements, so a throttled background tab still ends on time
 * (OTP resend after 60 s).
 */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => setNow(Date.now());
    // Re-read the clock at once: `now` may be from before this deadline was set.
    const first = setTimeout(tick, 0);
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 75 -> '1:15', 9 -> '0:09'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
