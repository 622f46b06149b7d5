import {
  DEFAULT_SORT,
  MAX_QUERY_LENGTH,
  partsListingHref,
  SORTS,
  type FacetQuery,
  type Sort,
} from '@/lib/model';
import { SearchQueryInput } from './search-query-input';
import { StateFields } from './state-fields';

/**
 * Search box and sort links. A plain GET form and plain anchors (see PartsListing): every state
 * is a URL that works without JavaScript and that search engines can follow.
 */
export function PartsToolbar({ query: state }: { query: FacetQuery }) {
  return (
    <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <form action="/parts" method="get" role="search" className="flex w-full max-w-md gap-2">
        <label htmlFor="parts-search" className="sr-only">
          Search parts
        </label>
        <SearchQueryInput
          id="parts-search"
          name="q"
          type="search"
          value={state.q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search by name, description or part number"
          className="input flex-1"
        />
        {/* A new search keeps the state's filters (issue 37). */}
        <StateFields query={{ ...state, q: '', sort: DEFAULT_SORT, page: 1 }} />
        {state.sort !== DEFAULT_SORT && <input type="hidden" name="sort" value={state.sort} />}
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      <nav aria-label="Sort parts" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-steel-500">Sort:</span>
        {(Object.keys(SORTS) as Sort[]).map((sort) => (
          <a
            key={sort}
            href={partsListingHref({ ...state, sort, page: 1 })}
            aria-current={sort === state.sort ? 'true' : undefined}
            className={`rounded-md px-2 py-1 font-semibold ${sort === state.sort ? 'bg-brand-50 text-brand-700' : 'text-steel-700 hover:bg-steel-100'}`}
          >
            {SORTS[sort]}
          </a>
        ))}
      </nav>
    </div>
  );
}
