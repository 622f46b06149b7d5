import 'server-only';
import { NextResponse } from 'next/server';
import { HttpError } from './errors';

export type ErrorBody = { error: string; fields?: Record<string, string> };

export function errorResponse(error: HttpError): NextResponse<ErrorBody> {
  const body: ErrorBody = { error: error.message };
  if (error.fields) body.fields = error.fields;
  return NextResponse.json(body, { status: error.status });
}

/**
 * Wraps a route handler so that typed errors become their JSON answer and anything
 * unexpected is logged here and answered as a bare 500 — no stack trace leaves the server.
 */
export function handler<Args extends unknown[]>(fn: (...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    try {
      return await fn(...args);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      console.error('Unhandled API error', error);
      return NextResponse.json(
        { error: 'Something went wrong on our side. Please try again.' },
        { status: 500 },
      );
    }
  };
}
