'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useState } from 'react';
import type { Page } from '@/lib/model';
import { TABLE_PAGE_SIZE } from '@/lib/ui';
import { apiFetch, type ApiResult } from './api-fetch';
import { endpointUrl, type Endpoint } from './endpoint';

/**
 * A dashboard table's rows: the page the server rendered, reloaded after an action from the
 * spec's GET endpoint (with its own `base` query) and the screen's own query (filters and page),
 * so it stays on this page.
 */
export function useTablePage<T>(
  endpoint: Endpoint<string, never, T[]>,
  initial: Page<T>,
  base?: Record<string, string>,
) {
  const searchParams = useSearchParams();
  const [page, setPage] = useState(initial);
  const baseQuery = new URLSearchParams(base).toString();
  const reload = useCallback(async (): Promise<ApiResult<T[]>> => {
    const query = new URLSearchParams(baseQuery);
    for (const [key, value] of searchParams) query.set(key, value);
    query.set('limit', String(TABLE_PAGE_SIZE));
    const result = await apiFetch<T[]>(endpointUrl(endpoint, { query }));
    if (result.ok) {
      setPage({
        rows: result.data,
        total: Number(result.headers.get('x-total-count') ?? result.data.length),
      });
    }
    return result;
  }, [endpoint, baseQuery, searchParams]);
  /** An edited row as the server answered it, in place: no second round trip to read it back. */
  const replaceRow = useCallback((row: T, same: (a: T, b: T) => boolean) => {
    setPage((current) => ({ ...current, rows: current.rows.map((old) => (same(old, row) ? row : old)) }));
  }, []);
  return { ...page, reload, replaceRow };
}
