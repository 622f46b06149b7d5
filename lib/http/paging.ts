import 'server-only';
import { NextResponse } from 'next/server';
import { TABLE_PAGE_SIZE } from '@/lib/ui';
import { AppError } from '@/lib/model';
import type { Paging } from '@/lib/model';
import { textStream } from './text-stream';

/** docs/architecture.md#conventions: lists are paged with ?page=&limit=, 50 rows by default, at most 100. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;

export { TABLE_PAGE_SIZE };

/**
 * The page a dashboard screen shows, from its `?page=`: anything that is not a page number shows
 * the first page (a screen never fails on a bad link), a page past the end is clamped by the caller.
 */
export function tablePaging(value: string | string[] | undefined): Paging {
  const raw = Array.isArray(value) ? value[0] : value;
  const page = raw && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
  return { page, limit: TABLE_PAGE_SIZE, skip: (page - 1) * TABLE_PAGE_SIZE };
}

function positiveInt(value: string, name: string, max: number): number {
  if (!/^\d{1,7}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new AppError('bad_request', `${name} must be a whole number from 1 to ${max}`);
  }
  return Number(value);
}

/** `?page=&limit=` of a request; null when the caller asked for neither (and `unpagedAllowed`). */
export function parsePaging(url: URL, { unpagedAllowed = false } = {}): Paging | null {
  const pageParam = url.searchParams.get('page');
  const limitParam = url.searchParams.get('limit');
  if (unpagedAllowed && pageParam === null && limitParam === null) return null;
  const page = pageParam === null ? 1 : positiveInt(pageParam, 'page', 1_000_000);
  const limit = limitParam === null ? DEFAULT_LIMIT : positiveInt(limitParam, 'limit', MAX_LIMIT);
  return { page, limit, skip: (page - 1) * limit };
}

/**
 * `Link` (RFC 8288: first, prev, next, last) and `X-Total-Count` for one page of `total` rows.
 * The links are relative references, resolved against the request's own URL, so they never
 * depend on a Host header.
 */
export function pagingHeaders(url: URL, { page, limit }: Paging, total: number): Headers {
  const last = Math.max(1, Math.ceil(total / limit));
  const link = (target: number, rel: string) => {
    const params = new URLSearchParams(url.searchParams);
    params.delete('page');
    params.delete('limit');
    params.set('page', String(target));
    params.set('limit', String(limit));
    return `<${url.pathname}?${params}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page > 1) links.push(link(Math.min(page - 1, last), 'prev'));
  if (page < last) links.push(link(page + 1, 'next'));
  links.push(link(last, 'last'));
  return new Headers({ 'X-Total-Count': String(total), Link: links.join(', ') });
}

/** A JSON array answer for one page, with its paging headers. */
export function pagedJson<T>(url: URL, paging: Paging, total: number, rows: T[]): NextResponse<T[]> {
  return NextResponse.json(rows, { headers: pagingHeaders(url, paging, total) });
}

/**
 * A JSON array streamed row by row from an async source, so an answer of any size never sits in
 * memory whole. A failure half-way can only cut the stream (the status is already sent): the
 * client then sees invalid JSON, never a silently short list.
 */
export function streamedJsonArray<T>(rows: AsyncIterable<T>, headers?: HeadersInit): Response {
  const all = new Headers(headers);
  all.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(textStream(jsonArrayText(rows)), { headers: all });
}

async function* jsonArrayText<T>(rows: AsyncIterable<T>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const row of rows) {
    yield `${first ? '' : ','}${JSON.stringify(row)}`;
    first = false;
  }
  yield ']';
}
