"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { ColourName } from "@/lib/store-api/contract";
import type { ColourMedia } from "@/lib/catalogue/colours";

interface ColourState {
  colours: ColourMedia[];
  selected: ColourMedia | undefined;
  /** the colour of the first render: its first image is the page's LCP element */
  initial: ColourName | undefined;
  select: (name: ColourName) => void;
}

const ColourContext = createContext<ColourState | null>(null);

export interface ProductColourProviderProps {
  colours: ColourMedia[];
  /** the colour of the first render (the server honours `?colour=`) */
  initial: ColourName | undefined;
  children: ReactNode;
}

/**
 * Holds the product page's selected metal colour for the
 * gallery, swatches and purchase buttons, and mirrors it in the URL as `?colour=white` so the view can be shared.
 * The URL is updated with history.replaceState, which the App Router picks up without a server round trip
 * (router.replace would re-render the whole page on the server for a purely visual change); the default colour
 * drops the parameter so the URL stays canonical.
 */
export function ProductColourProvider({ colours, initial, children }: ProductColourProviderProps) {
  const [name, setName] = useState<ColourName | undefined>(initial);

  const select = useCallback(
    (next: ColourName) => {
      setName(next);
      const url = new URL(window.location.href);
      if (next === colours[0]?.name) url.searchParams.delete("colour");
      else url.searchParams.set("colour", next);
      window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
    },
    [colours],
  );

  const value = useMemo<ColourState>(
    () => ({ colours, selected: colours.find((c) => c.name === name) ?? colours[0], initial, select }),
    [colours, name, initial, select],
  );
  return <ColourContext.Provider value={value}>{children}</ColourContext.Provider>;
}

/** The selected colour and the setter; throws outside ProductColourProvider (a wiring mistake). */
export function useProductColour(): ColourState {
  const state = useContext(ColourContext);
  if (!state) throw new Error("useProductColour must be used inside ProductColourProvider");
  return state;
}
