"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Search } from "lucide-react";
import { cx } from "@/lib/cx";
import { normaliseQuery, searchHref } from "@/lib/search/links";
import { clearRecentSearches, readRecentSearches, rememberSearch } from "@/lib/search/recent";
import { SuggestionList, type SearchOption } from "./suggestion-list";
import { useSearchSuggestions } from "./use-search-suggestions";

/** Rotating hints of the header search box. */
export const SEARCH_HINTS = [
  "diamond jewellery",
  "gold jewellery",
  "platinum jewellery",
  "gemstone jewellery",
];

const HINT_MS = 2500;

export interface SearchBoxProps {
  className?: string;
  /** ms to wait after typing before asking for suggestions (tests shorten it) */
  debounceMs?: number;
}

/**
 * The header search box: suggestions while typing (categories, then
 * products), 'No Results Found' when nothing matches, recent searches when focused and empty, keyboard use
 * (ArrowUp/ArrowDown, Enter, Escape). Enter on free text opens /search?q=. Works as a plain GET form without JS.
 */
export function SearchBox({ className, debounceMs }: SearchBoxProps) {
  const router = useRouter();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const [hint, setHint] = useState(0);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const suggestions = useSearchSuggestions(text, debounceMs);
  const query = normaliseQuery(text);

  useEffect(() => {
    if (focused || text) return;
    const timer = setInterval(() => setHint((h) => (h + 1) % SEARCH_HINTS.length), HINT_MS);
    return () => clearInterval(timer);
  }, [focused, text]);

  const options: SearchOption[] = useMemo(
    () =>
      query
        ? suggestions.results.map((s) => ({
            key: `${s.type}-${s.id}`,
            kind: s.type,
            label: s.name,
            href: s.href,
          }))
        : recent.map((q) => ({ key: `recent-${q}`, kind: "recent" as const, label: q, href: searchHref(q) })),
    [query, suggestions.results, recent],
  );

  // A new list starts with nothing highlighted.
  const [optionsSeen, setOptionsSeen] = useState(options);
  if (optionsSeen !== options) {
    setOptionsSeen(options);
    setActive(-1);
  }

  const showPanel =
    open && (query ? suggestions.status === "loading" || suggestions.status === "done" : recent.length > 0);
  const activeOption = showPanel && active >= 0 ? options[active] : undefined;

  function go(href: string, remembered: string) {
    setRecent(rememberSearch(remembered));
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    router.push(href);
  }

  function submitFreeText() {
    if (!query) return;
    go(searchHref(query), query);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const n = options.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        else if (n) setActive((i) => (i + 1) % n);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (open && n) setActive((i) => (i <= 0 ? n - 1 : i - 1));
        break;
      case "Enter":
        event.preventDefault();
        if (activeOption) go(activeOption.href, activeOption.label);
        else submitFreeText();
        break;
      case "Escape":
        if (showPanel) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        break;
    }
  }

  return (
    <form
      ref={rootRef}
      role="search"
      action="/search"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        submitFreeText();
      }}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) {
          setOpen(false);
          setFocused(false);
        }
      }}
      className={cx("relative w-full", className)}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search jewellery
      </label>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        placeholder={`Search for ${SEARCH_HINTS[hint]}`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setFocused(true);
          setRecent(readRecentSearches());
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-full border border-line bg-ivory pl-4 pr-12 text-base text-ink outline-none placeholder:text-muted focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-100 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-1 top-1 flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
      {showPanel && (
        <SuggestionList
          id={listId}
          options={options}
          active={active}
          heading={query ? null : "Recent searches"}
          pending={suggestions.status === "loading"}
          empty={suggestions.status === "done" && options.length === 0}
          onHover={setActive}
          onChoose={(option) => go(option.href, option.label)}
          onClearRecent={
            query
              ? undefined
              : () => {
                  clearRecentSearches();
                  setRecent([]);
                  inputRef.current?.focus();
                }
          }
        />
      )}
    </form>
  );
}
