import 'server-only';
import { NextResponse } from 'next/server';
import { PasswordCheckBusy } from '@/lib/auth';
import { isDatabaseUnavailable } from '@/lib/db';
import { AppError } from '@/lib/model';
import { messageOf, statusOf } from './error-table';
import { refuseCrossSite } from './same-site';

/** What callers read while the database is down; they may try again after RETRY_AFTER_SECONDS. */
export const RETRY_AFTER_SECONDS = 30;

export type ErrorBody = { error: string; fields?: Record<string, string> };

/** The one error shape (`{ error, fields? }`) with the status the table gives the error's kind. */
export function errorResponse(error: AppError): NextResponse<ErrorBody> {
  const body: ErrorBody = { error: messageOf(error) };
  if (error.fields) body.fields = error.fields;
  const retryAfter =
    error.retryAfterSeconds ?? (error.kind === 'unavailable' ? RETRY_AFTER_SECONDS : undefined);
  return NextResponse.json(body, {
    status: statusOf(error),
    headers: retryAfter ? { 'Retry-After': String(retryAfter) } : undefined,
  });
}

/** Errors from below the domain (the driver, the password hasher) in the domain's terms. */
function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof PasswordCheckBusy)
    return new AppError(
      'unavailable',
      'Too many requests at once. Please try again in a moment.',
      undefined,
      5,
    );
  if (isDatabaseUnavailable(error)) {
    console.error('Database unavailable:', (error as Error).message);
    return new AppError('unavailable');
  }
  return null;
}

/**
 * Wraps a route handler: cross-site state changes riding the session cookie are refused
 * (same-site.ts), the domain's errors become their JSON answer (error-table.ts), a database that
 * cannot be reached a 503 with Retry-After, and anything unexpected is logged here and answered as
 * a bare 500 — no stack trace leaves the server.
 */
export function handler<Args extends unknown[]>(fn: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    try {
      if (args[0] instanceof Request) refuseCrossSite(args[0]);
      return await fn(...args);
    } catch (error) {
      const known = asAppError(error);
      if (known) return errorResponse(known);
      console.error('Unhandled API error', error);
      return NextResponse.json(
        { error: 'Something went wrong on our side. Please try again.' },
        { status: 500 },
      );
    }
  };
}
