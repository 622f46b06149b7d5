import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { Page, Paging } from '@/lib/model';
import { pagedJson, parsePaging } from './paging';
import { validate } from './parse';
import { singleValues } from './query-values';

/**
 * A spec GET list: its filters validated (bad ones are a 422 naming the field), then one page as
 * a JSON array with X-Total-Count and Link (docs/architecture.md#conventions: never a silently cut list).
 */
export async function listAnswer<S extends z.ZodType, T>(
  request: NextRequest,
  schema: S,
  list: (query: z.output<S>, paging: Paging) => Promise<Page<T>>,
): Promise<Response> {
  const url = request.nextUrl;
  const query = validate(schema, singleValues(url.searchParams));
  const paging = parsePaging(url)!;
  const { rows, total } = await list(query, paging);
  return pagedJson(url, paging, total, rows);
}
