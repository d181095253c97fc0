import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
// src/lib/search-params.ts
var maxPage = 1e6;
/** A 1-based page number from the query string; anything else is the first page. */
function readPage(search, key = "page") {
	const page = Number(search.get(key));
	return Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1;
}
/** Writes the page number into the query string, leaving out the first page. */
function writePage(search, page, key = "page") {
	if (page > 1) search.set(key, String(page));
	else search.delete(key);
}
/**
* The state of a page read from the address, and a setter that writes the next state
* (a new history entry, the scroll position kept). Pass module-level functions.
*/
function useSearchState(parse, serialize) {
	const [searchParams, setSearchParams] = useSearchParams();
	return [useMemo(() => parse(searchParams), [parse, searchParams]), useCallback((next) => setSearchParams((current) => serialize(next, current), { preventScrollReset: true }), [serialize, setSearchParams])];
}
/**
* The page number of a list kept in the address (`page`, or another key), and its setter
* (a new history entry, the scroll position kept).
*/
function usePageParam(key = "page") {
	const [searchParams, setSearchParams] = useSearchParams();
	const setPage = useCallback((page) => setSearchParams((current) => {
		const next = new URLSearchParams(current);
		writePage(next, page, key);
		return next;
	}, { preventScrollReset: true }), [key, setSearchParams]);
	return [readPage(searchParams, key), setPage];
}
export { writePage as i, usePageParam as n, useSearchState as r, readPage as t };
