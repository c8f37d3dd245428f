"use client";

import { useEffect, useState } from "react";
import { normaliseQuery, type SearchSuggestion, type SearchSuggestionsBody } from "@/lib/search/links";

/** Wait after the last keystroke before asking for suggestions, ms. */
export const SUGGEST_DEBOUNCE_MS = 200;

export type SuggestionStatus = "idle" | "loading" | "done" | "error";

export interface SuggestionsState {
  /** the normalised query the results belong to ('' when idle) */
  query: string;
  status: SuggestionStatus;
  results: SearchSuggestion[];
}

/** One shared empty list: a fresh [] per render would look like new results to memoised consumers. */
const NO_RESULTS: SearchSuggestion[] = [];
const IDLE: SuggestionsState = { query: "", status: "idle", results: NO_RESULTS };

/**
 * Suggestions for typed text (non-empty text queries; empty hides results).
 * Debounced (200 ms) and race-free: each new text aborts the request of the previous one, so a slow answer for
 * 'ri' can never replace the answer for 'ring'. A failed request ends in status 'error' with no results.
 */
export function useSearchSuggestions(text: string, delayMs = SUGGEST_DEBOUNCE_MS): SuggestionsState {
  const query = normaliseQuery(text);
  const [state, setState] = useState<SuggestionsState>(IDLE);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ query, status: "loading", results: s.query === query ? s.results : NO_RESULTS }));
      fetch(`/api/search?q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(`search answered HTTP ${response.status}`);
          const body = (await response.json()) as SearchSuggestionsBody;
          setState({ query, status: "done", results: Array.isArray(body.results) ? body.results : [] });
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          // Other failures are logged and nothing is shown.
          console.warn("[search] suggestions failed:", err instanceof Error ? err.message : err);
          setState({ query, status: "error", results: NO_RESULTS });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, delayMs]);

  if (!query) return IDLE;
  // Between a keystroke and the debounced request, show the previous results as still loading.
  if (state.query !== query) {
    return { query, status: "loading", results: state.status === "done" ? state.results : NO_RESULTS };
  }
  return state;
}
