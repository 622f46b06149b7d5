import 'server-only';
import { NextResponse } from 'next/server';
import { PasswordCheckBusy } from '@/lib/auth/password';
import { isDatabaseUnavailable } from '@/lib/db/availability';
import { HttpError } from './errors';
import { refuseCrossSite } from './same-site';

/** What callers read while the database is down; they may try again after RETRY_AFTER_SECONDS. */
export const UNAVAILABLE_MESSAGE = 'The store is unavailable right now. Please try again in a minute.';
export const RETRY_AFTER_SECONDS = 30;

export type ErrorBody = { error: string; fields?: Record<string, string> };

export function errorResponse(error: HttpError): NextResponse<ErrorBody> {
  const body: ErrorBody = { error: error.message };
  if (error.fields) body.fields = error.fields;
  return NextResponse.json(body, { status: error.status });
}

/**
 * Wraps a route handler: cross-site state changes riding the session cookie are refused
 * (same-site.ts), typed errors become their JSON answer, a database that cannot
 * be reached a 503 with Retry-After, and anything unexpected is logged here and answered as a
 * bare 500 — no stack trace leaves the server.
 */
export function handler<Args extends unknown[]>(fn: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    try {
      if (args[0] instanceof Request) refuseCrossSite(args[0]);
      return await fn(...args);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      if (error instanceof PasswordCheckBusy) {
        return NextResponse.json(
          { error: 'Too many requests at once. Please try again in a moment.' },
          { status: 503, headers: { 'Retry-After': '5' } },
        );
      }
      if (isDatabaseUnavailable(error)) {
        console.error('Database unavailable:', (error as Error).message);
        return NextResponse.json(
          { error: UNAVAILABLE_MESSAGE },
          { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
        );
      }
      console.error('Unhandled API error', error);
      return NextResponse.json(
        { error: 'Something went wrong on our side. Please try again.' },
        { status: 500 },
      );
    }
  };
}
