import { useCallback, useEffect, useRef, useState } from "react";
import type { Locale } from "../i18n/locales";
import { runSearch, type SearchResult } from "./run-search";
import { pushEvent } from "../analytics/data-layer";
import { searchEvent } from "../analytics/events";
import { readSearchParams, searchQueryString, type SearchParams } from "./search-params";

export type SearchView =
  | { status: "idle" }
  | { status: "loading"; params: SearchParams & { date: string } }
  | (SearchResult & { params: SearchParams & { date: string } });

/**
 * The search screen's state, kept in the URL: a search is pushed to the history (so Back returns to the previous
 * one) and the URL's search runs on load and on Back/Forward. `onUrlParams` lets the form follow the URL.
 */
export function useSearch(
  city: string,
  locale: Locale,
  onUrlParams: (params: SearchParams) => void,
  /** False for a URL the browser already knows to be refused (past day, child alone...): shown, not sent. */
  runnable: (params: SearchParams) => boolean,
) {
  const [view, setView] = useState<SearchView>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);
  const onUrl = useRef(onUrlParams);
  onUrl.current = onUrlParams;
  const canRun = useRef(runnable);
  canRun.current = runnable;

  const execute = useCallback(
    async (params: SearchParams & { date: string }) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setView({ status: "loading", params });
      try {
        const result = await runSearch(city, params, locale, { signal: current.signal });
        if (current.signal.aborted) return;
        setView({ ...result, params });
        if (result.status !== "rule" && result.status !== "failed") {
          pushEvent(
            searchEvent({
              city,
              locale,
              date: params.date,
              passengers: params.passengers,
              resultCount: result.status === "results" ? result.hits.length : 0,
            }),
          );
        }
      } catch {
        if (!current.signal.aborted) setView({ status: "failed", params });
      }
    },
    [city, locale],
  );

  const fromUrl = useCallback(() => {
    const params = readSearchParams(window.location.search);
    onUrl.current(params);
    if (params.date && canRun.current(params)) void execute({ ...params, date: params.date });
    else {
      controller.current?.abort();
      setView({ status: "idle" });
    }
  }, [execute]);

  useEffect(() => {
    fromUrl();
    window.addEventListener("popstate", fromUrl);
    return () => {
      window.removeEventListener("popstate", fromUrl);
      controller.current?.abort();
    };
  }, [fromUrl]);

  /** A new search from the form: into the URL (a new history entry unless it is the same search), then run. */
  const search = useCallback(
    (params: SearchParams & { date: string }) => {
      const query = `?${searchQueryString(params)}`;
      if (query !== window.location.search)
        window.history.pushState(window.history.state, "", `${window.location.pathname}${query}`);
      void execute(params);
    },
    [execute],
  );

  return { view, search };
}
