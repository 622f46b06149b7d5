import { ATTRIBUTE_KEY } from './attributes';
import { DEFAULT_SORT, normaliseQuery, SORTS, type Sort } from './browse-state';

// A listing's filter state as it is written in its URL (issue 37), the same for category pages and
// the public API: ?q=&sort=&page=&f={key}:{words|range}&stock=1&price={min}..{max}. An attribute's
// words are joined by "|" ("material:Steel|Brass"), a range by ".." in any unit of its dimension
// ("diameter:1/4 in..10 mm"); either end may be left out. The panel's form sends what was typed
// as {key}.min=&{key}.max= (price.min=&price.max= for the price), read into the same state. No
// server-only code: proxy.ts, pages and links all use it. Which filter is words and which a range
// is the attributes' to say (lib/catalog).

export type FacetQuery = {
  q: string;
  sort: Sort;
  page: number;
  /** Each attribute's filter as written, by key. */
  filters: Record<string, string>;
  inStock: boolean;
  /** Dollars, "min..max" as written ("" : none). */
  price: string;
};

export const NO_FACET_QUERY: FacetQuery = Object.freeze({
  q: '',
  sort: DEFAULT_SORT,
  page: 1,
  filters: {},
  inStock: false,
  price: '',
});

export const MAX_FILTERS = 20;
const MAX_FILTER_LENGTH = 200;
const MAX_PAGE = 100_000;

const isSort = (value: string): value is Sort => Object.hasOwn(SORTS, value);
const clean = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_FILTER_LENGTH);

/** A filter state read from a URL's query; null when its page is not a page number. */
export function parseFacetQuery(params: URLSearchParams): FacetQuery | null {
  const pageText = params.get('page') ?? '';
  if (pageText !== '' && !/^[1-9]\d{0,5}$/.test(pageText)) return null;
  const page = pageText === '' ? 1 : Number(pageText);
  if (page > MAX_PAGE) return null;
  const sort = params.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const written of params.getAll('f').slice(0, MAX_FILTERS)) {
    const at = written.indexOf(':');
    const key = written.slice(0, at).trim();
    const value = clean(written.slice(at + 1));
    if (at > 0 && ATTRIBUTE_KEY.test(key) && value) filters[key] = value;
  }
  // The panel's range boxes ({key}.min=&{key}.max=, price.min= for the price), all in one form
  // (its buttons send range={key}, which only makes proxy.ts run): each range typed is one filter,
  // written the one way, and wins over a bucket chosen before.
  let price = clean(params.get('price') ?? '');
  const typedKeys = new Set(
    [...params.keys()].map((name) => /^([a-z][a-z0-9-]*)\.(?:min|max)$/.exec(name)?.[1]),
  );
  for (const key of typedKeys) {
    if (!key || !(ATTRIBUTE_KEY.test(key) || key === 'price')) continue;
    const [min, max] = [`${key}.min`, `${key}.max`].map((name) => clean(params.get(name) ?? ''));
    const typed = min || max ? `${min}..${max}` : '';
    if (!typed) continue;
    if (key === 'price') price = typed;
    else if (key in filters || Object.keys(filters).length < MAX_FILTERS) filters[key] = typed;
  }
  return {
    q: normaliseQuery(params.get('q') ?? ''),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page,
    filters,
    inStock: params.get('stock') === '1',
    price,
  };
}

/** The one way a state is written (keys in order): the same state is one URL and one cache entry. */
export function facetQueryString(query: FacetQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  for (const key of Object.keys(query.filters).sort()) params.append('f', `${key}:${query.filters[key]}`);
  if (query.inStock) params.set('stock', '1');
  if (query.price) params.set('price', query.price);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** Whether a state narrows the listing (search engines index only a category itself). */
export const isNarrowed = (query: FacetQuery): boolean =>
  Boolean(query.q || query.inStock || query.price || Object.keys(query.filters).length);

/** Whether a state filters (not only searches, sorts or pages): on /parts, read from the facet index. */
export const isFiltered = (query: FacetQuery): boolean => isNarrowed({ ...query, q: '' });

/** The state with one attribute's filter set (null: taken off), from its first page. */
export function withFilter(query: FacetQuery, key: string, value: string | null): FacetQuery {
  const filters = { ...query.filters };
  if (value) filters[key] = value;
  else delete filters[key];
  return { ...query, filters, page: 1 };
}

/** An attribute's words filter with `word` added or taken off. */
export function toggledWords(current: string | undefined, word: string): string | null {
  const words = (current ?? '').split('|').filter(Boolean);
  const next = words.includes(word) ? words.filter((each) => each !== word) : [...words, word];
  return next.length ? next.join('|') : null;
}

// A state as a path segment (decision 0044): "~" and its one spelling (facetQueryString), each "%"
// written "!". The query's writer (URLSearchParams) escapes every "!", so the swap reads back
// exactly, and what remains (letters, digits, *-._+=& and the escapes) is legal in a path. Readable
// in the address bar, and no longer than the query it stands for: a category page's links to its
// other states (about 150) weigh the same.

/** A state as the last path segment of its page: "~" and its query, every "%" written "!". */
export function toQuerySegment(queryString: string): string {
  return `~${queryString.replaceAll('%', '!')}`;
}

/**
 * The query of a state segment; null when it is not one. Next hands a route some parameters with
 * "=", "&" and "+" escaped (%3D…) and others as they are: both read the same.
 */
export function fromQuerySegment(segment: string): string | null {
  let written: string;
  try {
    written = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (!/^~(?:[A-Za-z0-9*._+=&-]|![0-9A-F]{2}){1,2000}$/.test(written)) return null;
  return written.slice(1).replaceAll('!', '%');
}

/**
 * How a listing's page links to its other states, relative to itself (a category page has about
 * 150 such links, so none repeats the listing's path): a query after `prefix` ("?f=…", /parts), or
 * a state segment after it ("{slug}/~…", category pages); `base`, the listing itself, for no state.
 */
export type StateLinks = { base: string; prefix: string; segment: boolean };

/** The link to `state` from a listing's page (see StateLinks). */
export function stateHref({ base, prefix, segment }: StateLinks, state: FacetQuery): string {
  const search = facetQueryString(state);
  if (!search) return base;
  return segment ? `${prefix}${toQuerySegment(search)}` : `${prefix}?${search}`;
}
