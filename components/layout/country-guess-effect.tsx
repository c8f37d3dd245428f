"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { guessCountryFromTimeZone, hasCountryCookie, saveCountry, type CountryChoice } from "./country-guess";

/**
 * Renders nothing. On a first visit (no country cookie) it guesses the country from the browser time zone and,
 * when the guess differs from the country the page was rendered for (India by default), stores it and refreshes
 * the server components so prices switch currency. Runs once per page load.
 */
export function CountryGuessEffect({
  countries,
  currentId,
}: {
  countries: CountryChoice[];
  currentId: number;
}) {
  const router = useRouter();
  useEffect(() => {
    if (hasCountryCookie(document.cookie)) return;
    let timeZone: string | undefined;
    try {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return;
    }
    const guess = guessCountryFromTimeZone(timeZone, countries);
    if (!guess || guess.id === currentId) return;
    let cancelled = false;
    saveCountry(guess.id)
      .then((ok) => {
        if (ok && !cancelled) router.refresh();
      })
      .catch(() => {
        // Offline or store down: the default country stays, which is what the specification asks on failure.
      });
    return () => {
      cancelled = true;
    };
    // Only on mount: later renders must not re-guess over a choice the shopper makes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
