"use client";

import { useId, useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { Clock, LocateFixed, MapPin, Navigation, Phone, Search, X } from "lucide-react";
import type { Outlet } from "@/lib/store-api/contract";
import { Button } from "@/components/ui/button";
import { useOnceTrue } from "@/components/ui/use-once-true";
import { storePincode } from "@/components/layout/pincode-store";
import {
  OUTLET_HOURS,
  filterOutlets,
  formatDistance,
  rankOutlets,
  telHref,
  type LatLng,
  type RankedOutlet,
} from "./outlet-utils";

// The visit form (react-hook-form and zod) loads on the first 'Book a Visit': most visits never open it.
const BookVisitDialog = dynamic(() => import("./book-visit-dialog").then((m) => m.BookVisitDialog), {
  ssr: false,
});

type GeoState =
  | { status: "idle" }
  | { status: "locating" }
  | { status: "located"; from: LatLng }
  | { status: "error"; message: string };

const GEO_MESSAGES = {
  unsupported: "Your browser can't share its location. Search by city or area instead.",
  denied:
    "Location access is turned off for this site. Allow it in your browser settings, or search by city instead.",
  failed: "We couldn't find your location just now. Please try again, or search by city instead.",
} as const;

function OutletCard({ outlet, onBook }: { outlet: RankedOutlet; onBook: () => void }) {
  const mapsHref =
    typeof outlet.latitude === "number" && typeof outlet.longitude === "number"
      ? `https://www.google.com/maps/search/?api=1&query=${outlet.latitude},${outlet.longitude}`
      : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${outlet.name} ${outlet.address}`)}`;
  return (
    <li className="flex flex-col rounded-card border border-line bg-white p-5 transition hover:border-gold-300 hover:shadow-md sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <p className="text-[11px] font-semibold uppercase tracking-[0.2em] text-gold-600">
          {outlet.location}
        </p>
        {outlet.distanceKm !== undefined && (
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
            {formatDistance(outlet.distanceKm)}
          </span>
        )}
      </div>
      <h2 className="mt-1 font-serif text-xl text-ink">{outlet.name}</h2>
      <ul className="mt-4 space-y-2.5 text-sm text-ink/80">
        <li className="flex gap-2.5">
          <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-gold-600" />
          <span>{outlet.address}</span>
        </li>
        <li className="flex gap-2.5">
          <Phone aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-gold-600" />
          <a href={telHref(outlet.phone_number)} className="text-brand-700 hover:underline">
            <span className="sr-only">Call {outlet.name} on </span>
            {outlet.phone_number}
          </a>
        </li>
        <li className="flex gap-2.5">
          <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-gold-600" />
          <span>
            <span className="sr-only">Working hours: </span>
            {OUTLET_HOURS}
          </span>
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Button onClick={onBook} className="flex-1">
          Book a Visit<span className="sr-only"> to {outlet.name}</span>
        </Button>
        <a
          href={mapsHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-10 items-center gap-1.5 rounded-md border border-line px-3 text-sm font-medium text-ink hover:border-gold-500 hover:text-brand-700"
        >
          <Navigation aria-hidden className="h-4 w-4" />
          Directions<span className="sr-only"> to {outlet.name} (opens in a new tab)</span>
        </a>
      </div>
    </li>
  );
}

/**
 * Outlet list with a search box, 'Use your current location' (nearest first by the outlets' coordinates) and
 * the 'Book a Visit' modal. The full list is server-rendered; filtering and
 * sorting happen in the browser.
 */
export function OutletFinder({ outlets }: { outlets: Outlet[] }) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [geo, setGeo] = useState<GeoState>({ status: "idle" });
  const [booking, setBooking] = useState<Outlet | null>(null);
  const bookingUsed = useOnceTrue(booking !== null);

  const shown = useMemo(
    () => filterOutlets(rankOutlets(outlets, geo.status === "located" ? geo.from : null), query),
    [outlets, geo, query],
  );

  const locate = () => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setGeo({ status: "error", message: GEO_MESSAGES.unsupported });
      return;
    }
    setGeo({ status: "locating" });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const from = { latitude: pos.coords.latitude, longitude: pos.coords.longitude };
        setGeo({ status: "located", from });
        // 'current location' also fills the delivery pincode (found by our own store API, offline).
        void fetch("/api/pincode/locate", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(from),
        })
          .then((res) => (res.ok ? (res.json() as Promise<{ pincode?: string }>) : null))
          .then((body) => body?.pincode && storePincode(body.pincode))
          .catch(() => undefined);
      },
      (err) =>
        setGeo({ status: "error", message: err.code === 1 ? GEO_MESSAGES.denied : GEO_MESSAGES.failed }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <div>
      <div className="flex flex-col gap-3 rounded-card border border-line bg-ivory p-4 sm:flex-row sm:items-center sm:p-5">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search outlets by name, city or address
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search by city, area or outlet name"
            autoComplete="off"
            className="h-11 w-full rounded-md border border-line bg-white pl-9 pr-9 text-sm text-ink placeholder:text-muted/80 focus:border-gold-500 focus:outline-none focus:ring-2 focus:ring-gold-300 [&::-webkit-search-cancel-button]:hidden"
          />
          {query && (
            <button
              type="button"
              onClick={() => setQuery("")}
              aria-label="Clear search"
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full p-1 text-muted hover:text-ink"
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          )}
        </div>
        <button
          type="button"
          onClick={locate}
          disabled={geo.status === "locating"}
          className="inline-flex items-center justify-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline disabled:opacity-60"
        >
          <LocateFixed aria-hidden className="h-4 w-4" />
          {geo.status === "locating" ? "Finding your location…" : "Use your current location"}
        </button>
      </div>

      <div aria-live="polite" className="mt-4 min-h-5 text-sm">
        {geo.status === "error" && <p className="text-danger">{geo.message}</p>}
        {geo.status === "located" && (
          <p className="text-success">Showing the outlets nearest to you first.</p>
        )}
      </div>

      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {shown.length === outlets.length
          ? `${outlets.length} ${outlets.length === 1 ? "outlet" : "outlets"}`
          : `${shown.length} of ${outlets.length} outlets match “${query.trim()}”`}
      </p>

      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:gap-5 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((o) => (
            <OutletCard key={`${o.name}|${o.address}`} outlet={o} onBook={() => setBooking(o)} />
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-card border border-dashed border-line px-6 py-12 text-center">
          <p className="font-serif text-lg text-ink">No outlets match “{query.trim()}”</p>
          <p className="mt-1 text-sm text-muted">
            Try a city or area name, or clear the search to see every outlet.
          </p>
          <Button variant="outline" className="mt-4" onClick={() => setQuery("")}>
            Clear search
          </Button>
        </div>
      )}

      {bookingUsed && <BookVisitDialog outlet={booking} onClose={() => setBooking(null)} />}
    </div>
  );
}
