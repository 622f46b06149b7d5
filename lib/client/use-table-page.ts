'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useState } from 'react';
import type { Page } from '@/lib/model/paging';
import { TABLE_PAGE_SIZE } from '@/lib/ui/table-page-size';
import { apiFetch, type ApiResult } from './api-fetch';

/**
 * A dashboard table's rows: the page the server rendered, reloaded after an action from the
 * spec's GET endpoint (`apiPath` may carry its own query) with the screen's own query (filters
 * and page), so it stays on this page.
 */
export function useTablePage<T>(apiPath: string, initial: Page<T>) {
  const searchParams = useSearchParams();
  const [page, setPage] = useState(initial);
  const reload = useCallback(async (): Promise<ApiResult<T[]>> => {
    const [path, base] = apiPath.split('?');
    const query = new URLSearchParams(base);
    for (const [key, value] of searchParams) query.set(key, value);
    query.set('limit', String(TABLE_PAGE_SIZE));
    const result = await apiFetch<T[]>(`${path}?${query}`);
    if (result.ok) {
      setPage({
        rows: result.data,
        total: Number(result.headers.get('x-total-count') ?? result.data.length),
      });
    }
    return result;
  }, [apiPath, searchParams]);
  /** An edited row as the server answered it, in place: no second round trip to read it back. */
  const replaceRow = useCallback((row: T, same: (a: T, b: T) => boolean) => {
    setPage((current) => ({ ...current, rows: current.rows.map((old) => (same(old, row) ? row : old)) }));
  }, []);
  return { ...page, reload, replaceRow };
}
