/**
 * What a visitor is looking at on /parts: a search, a sort and a page. Every state is a crawlable
 * URL (`/parts?q=&sort=&page=`); proxy.ts rewrites it to one cacheable path segment
 * (`/parts/browse/{state}`), so each state is rendered once and served from the cache.
 * No server-only code here: proxy.ts, pages and links all use it.
 */

import { MAX_SEARCH_WORDS, MAX_WORD_LENGTH } from './search-words';

export const PARTS_PER_PAGE = 24;
export const MAX_QUERY_LENGTH = 100;
/** Past this, a page number is a typo or a probe, not a catalog page. */
const MAX_PAGE = 100_000;

export const SORTS = {
  name: 'Name',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
} as const;
export type Sort = keyof typeof SORTS;
export const DEFAULT_SORT: Sort = 'name';

export type BrowseState = { q: string; sort: Sort; page: number };

export const DEFAULT_BROWSE_STATE: BrowseState = Object.freeze({ q: '', sort: DEFAULT_SORT, page: 1 });

/** The path segment of states that cannot exist (a malformed page number): the page answers 404. */
export const INVALID_STATE_SEGMENT = 'invalid';
const DEFAULT_STATE_SEGMENT = 'all';

const isSort = (value: string): value is Sort => Object.hasOwn(SORTS, value);

/** A search term: letters and digits, with the separators part numbers use (`SHAFT-20`, `5/2`) inside. */
const TERM = /[\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A search as the search reads it (lib/model/search-words.ts): its terms in the visitor's order and
 * case, each word cut at MAX_WORD_LENGTH, a term repeated (in any case) once, and nothing after the
 * MAX_SEARCH_WORDS-th word. `bolt!`, `bolt  bolt` and `bolt …` with a ninth word all read as
 * `bolt`, one canonical URL; `SHAFT-20` keeps its dash. Idempotent.
 */
export function normaliseQuery(raw: string): string {
  const terms: string[] = [];
  const seen = new Set<string>();
  let words = 0;
  for (const [term] of raw.normalize('NFKC').matchAll(TERM)) {
    if (words === MAX_SEARCH_WORDS) break;
    const kept = term.replace(WORD, (word) =>
      words++ < MAX_SEARCH_WORDS ? word.slice(0, MAX_WORD_LENGTH) : '',
    );
    const clean = kept.replace(/[-./_]+$/, '');
    if (clean && !seen.has(clean.toLowerCase())) terms.push(clean);
    seen.add(clean.toLowerCase());
  }
  return terms
    .join(' ')
    .slice(0, MAX_QUERY_LENGTH)
    .replace(/[-./_ ]+$/, '');
}

/** The search as the cache keys it: case does not change what it finds (one page per search). */
export const searchKey = (q: string) => normaliseQuery(q.toLowerCase());

/**
 * Reads a state from query parameters. Unknown sorts fall back to the default and over-long
 * searches are cut, so odd links still show a page; a page number that is not one is `null`.
 */
export function parseBrowseState(params: URLSearchParams): BrowseState | null {
  const q = normaliseQuery(params.get('q') ?? '');
  const sortParam = params.get('sort') ?? '';
  const sort = isSort(sortParam) ? sortParam : DEFAULT_SORT;
  const pageParam = params.get('page');
  if (pageParam === null || pageParam === '') return { q, sort, page: 1 };
  if (!/^\d{1,6}$/.test(pageParam)) return null;
  const page = Number(pageParam);
  if (page < 1 || page > MAX_PAGE) return null;
  return { q, sort, page };
}

/** The canonical query string of a state: defaults left out, always in the same order. */
export function browseQuery(state: BrowseState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The public URL of a state. */
export function partsHref(state: Partial<BrowseState>): string {
  const query = browseQuery({ ...DEFAULT_BROWSE_STATE, ...state });
  return query ? `/parts?${query}` : '/parts';
}

// The segment carries the canonical query string in base64url: no character in it needs escaping,
// so it reads back the same whether or not a layer on the way decodes percent-escapes.

function toBase64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The one path segment proxy.ts rewrites a state to (null: a malformed page); its search lower-cased. */
export function toStateSegment(state: BrowseState | null): string {
  if (!state) return INVALID_STATE_SEGMENT;
  const query = browseQuery({ ...state, q: searchKey(state.q) });
  return query ? toBase64Url(query) : DEFAULT_STATE_SEGMENT;
}

/** Internal route of the /parts states (app/(site)/parts/browse/[state]). */
export const BROWSE_PREFIX = '/parts/browse/';

/** The query parameters that make /parts a state of its own; without any, /parts is its own page. */
const STATE_PARAMS = ['q', 'sort', 'page'] as const;

/**
 * The one URL of the /parts state these parameters name, when they name it another way (a word
 * the search ignores, a default spelled out, a parameter twice): proxy.ts redirects there, so each
 * search has one URL and one cache entry. Undefined: they are canonical already (or name no state,
 * or a malformed page, which answers 404).
 */
export function canonicalPartsHref(params: URLSearchParams): string | undefined {
  if (!STATE_PARAMS.some((key) => params.has(key))) return undefined;
  const state = parseBrowseState(params);
  if (!state) return undefined;
  const canonical = browseQuery(state);
  const asked = new URLSearchParams();
  for (const key of STATE_PARAMS) for (const value of params.getAll(key)) asked.append(key, value);
  return asked.toString() === canonical ? undefined : partsHref(state);
}

/** The internal path /parts with these query parameters is served from; undefined for bare /parts. */
export function browsePath(params: URLSearchParams): string | undefined {
  if (!STATE_PARAMS.some((key) => params.has(key))) return undefined;
  return `${BROWSE_PREFIX}${toStateSegment(parseBrowseState(params))}`;
}

/** Reads the segment back; null for a state that cannot exist. */
export function fromStateSegment(segment: string): BrowseState | null {
  if (segment === INVALID_STATE_SEGMENT) return null;
  const query = segment === DEFAULT_STATE_SEGMENT ? '' : fromBase64Url(segment);
  if (query === null) return null;
  const state = parseBrowseState(new URLSearchParams(query));
  // Only canonical segments are served, so one state has one cache entry.
  return state && toStateSegment(state) === segment ? state : null;
}
