import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/*
 * A list's state (filters, tab, page) lives in the address so reload, back and a shared
 * link keep it. Each feature describes its state with a pure pair,
 * `parse…Params(search)` (unknown values fall back to the defaults) and
 * `serialize…Params(state, base)` (defaults left out, other parameters kept), and a
 * page reads and sets it with `useSearchState`.
 */

const maxPage = 1_000_000;

/** A 1-based page number from the query string; anything else is the first page. */
export function readPage(search: URLSearchParams, key = 'page'): number {
  const page = Number(search.get(key));
  return Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1;
}

/** Writes the page number into the query string, leaving out the first page. */
export function writePage(search: URLSearchParams, page: number, key = 'page'): void {
  if (page > 1) search.set(key, String(page));
  else search.delete(key);
}

/**
 * The state of a page read from the address, and a setter that writes the next state
 * (a new history entry, the scroll position kept). Pass module-level functions.
 */
export function useSearchState<State>(
  parse: (search: URLSearchParams) => State,
  serialize: (state: State, base: URLSearchParams) => URLSearchParams,
): [State, (next: State) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parse(searchParams), [parse, searchParams]);
  const update = useCallback(
    (next: State) => setSearchParams((current) => serialize(next, current), { preventScrollReset: true }),
    [serialize, setSearchParams],
  );
  return [state, update];
}

/**
 * The page number of a list kept in the address (`page`, or another key), and its setter
 * (a new history entry, the scroll position kept).
 */
export function usePageParam(key = 'page'): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setPage = useCallback(
    (page: number) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          writePage(next, page, key);
          return next;
        },
        { preventScrollReset: true },
      ),
    [key, setSearchParams],
  );
  return [readPage(searchParams, key), setPage];
}

/** An account id in the address as the server writes it (a UUID); another value there is dropped. */
export const accountIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
