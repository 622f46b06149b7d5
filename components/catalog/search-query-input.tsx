'use client';

import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { normaliseQuery, searchKey } from '@/lib/catalog/browse-state';

/**
 * The /parts search field. The cached page is one per search whatever its letter case, so it
 * carries the search lower-cased; once in the browser, the field shows it as the visitor typed it
 * (the address's `q`: `SHAFT-20`, not `shaft-20`), when that is the search the page shows.
 */
export function SearchQueryInput({
  value,
  ...props
}: { value: string } & InputHTMLAttributes<HTMLInputElement>) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = normaliseQuery(new URLSearchParams(window.location.search).get('q') ?? '');
    const field = input.current;
    if (field && typed && searchKey(typed) === value && field.value === value) field.value = typed;
  }, [value]);
  return <input ref={input} defaultValue={value} {...props} />;
}
