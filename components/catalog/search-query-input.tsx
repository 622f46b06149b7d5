'use client';

import { useSyncExternalStore, type InputHTMLAttributes } from 'react';
import { normaliseQuery, searchKey } from '@/lib/model';

/**
 * The search as the visitor typed it. The cached /parts page is one per search whatever its letter
 * case, so it carries the search lower-cased; once in the browser, the address's `q` (`SHAFT-20`,
 * not `shaft-20`) is shown wherever the search is, when that is the search the page shows.
 */
function useTypedQuery(shown: string): string {
  // The address, read after hydration (the server's render, and so the cached page, has none).
  const search = useSyncExternalStore(
    noChanges,
    () => window.location.search,
    () => '',
  );
  const typed = normaliseQuery(new URLSearchParams(search).get('q') ?? '');
  return typed && searchKey(typed) === shown ? typed : shown;
}

/** The address's query does not change while a /parts page is open (a search loads a new page). */
const noChanges = () => () => undefined;

/** The /parts search field, showing the search as typed. */
export function SearchQueryInput({
  value,
  ...props
}: { value: string } & InputHTMLAttributes<HTMLInputElement>) {
  const typed = useTypedQuery(value);
  // Keyed by what it shows: the field starts again from the typed search once it is known.
  return <input key={typed} defaultValue={typed} {...props} />;
}

/** The search quoted in the listing's summary, as typed. */
export function TypedQuery({ value }: { value: string }) {
  return <>{useTypedQuery(value)}</>;
}
