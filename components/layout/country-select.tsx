"use client";

import { useEffect, useId, useRef, useState, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import { ChevronDown } from "lucide-react";
import { cx } from "@/lib/cx";
import { useToast } from "@/components/ui/toast";
import { useEarlyPresses } from "@/components/forms/use-early-presses";
import { saveCountry, type CountryChoice } from "./country-guess";

/**
 * A country's flag: a 24x16 SVG, which next/image would serve unchanged anyway (nothing to resize), so a plain
 * <img> keeps next/image's code out of the header, i.e. out of every page's first load.
 */
function Flag({ country }: { country: CountryChoice }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: an SVG flag, nothing to optimise
    <img
      src={country.flag}
      alt=""
      width={24}
      height={16}
      decoding="async"
      className="h-4 w-6 rounded-[2px] object-cover ring-1 ring-line"
    />
  );
}

/**
 * Header country flag dropdown (selecting a flag stores
 * it and returns to / unless already there). Labels IND, USA, UAE, KSA. Arrow keys move between countries,
 * Escape closes and gives focus back to the button.
 */
export function CountrySelect({
  countries,
  current,
}: {
  countries: CountryChoice[];
  current: CountryChoice;
}) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const pathname = usePathname();
  const { toast } = useToast();
  const menuId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    const currentIndex = Math.max(
      0,
      countries.findIndex((c) => c.id === current.id),
    );
    itemRefs.current[currentIndex]?.focus();
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, countries, current.id]);

  function close(focusButton: boolean) {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

  async function choose(country: CountryChoice) {
    close(true);
    if (country.id === current.id) return;
    try {
      if (!(await saveCountry(country.id))) throw new Error("country not saved");
    } catch {
      toast("We could not change the country. Please try again.", { tone: "error" });
      return;
    }
    startTransition(() => {
      if (pathname !== "/") router.push("/");
      router.refresh();
    });
  }

  function onMenuKey(event: React.KeyboardEvent) {
    const items = itemRefs.current.filter((el): el is HTMLButtonElement => el !== null);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(items.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") setOpen(false);
  }

  // A tap made before the header hydrates is held and opens the menu once it has.
  const presses = useEarlyPresses({ toggle: () => setOpen((v) => !v) });

  return (
    <form ref={rootRef} {...presses.form} className="relative">
      <button
        ref={buttonRef}
        {...presses.button("toggle")}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // Starts with the code shown on wider screens ("IND"), so a voice user can say what they see.
        aria-label={`${current.label}. Country: ${current.name}. Change country`}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        disabled={pending}
        className="flex h-9 items-center gap-1.5 rounded-md px-1.5 text-xs font-semibold text-ink hover:bg-brand-50 disabled:opacity-60"
      >
        <Flag country={current} />
        <span className="hidden sm:inline">{current.label}</span>
        <ChevronDown
          aria-hidden="true"
          className={cx("size-3.5 transition-transform", open && "rotate-180")}
        />
      </button>
      {open && (
        <ul
          id={menuId}
          aria-label="Choose your country"
          onKeyDown={onMenuKey}
          className="absolute right-0 top-full z-40 mt-1 w-36 rounded-md border border-line bg-white py-1 shadow-lg"
        >
          {countries.map((country, index) => (
            <li key={country.id}>
              <button
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                aria-current={country.id === current.id ? "true" : undefined}
                onClick={() => void choose(country)}
                className={cx(
                  "flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50",
                  country.id === current.id && "font-semibold text-brand-700",
                )}
              >
                <Flag country={country} />
                <span>{country.label}</span>
                <span className="sr-only">{country.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
