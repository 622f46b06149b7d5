import 'server-only';
import type { z } from 'zod';
import { AppError } from '@/lib/model';
import { readBodyCapped } from './read-body';

/** Turns zod issues into `{field: message}`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw new AppError('invalid', Object.values(fields)[0] ?? 'Invalid input', fields);
  }
  return parsed.data;
}

/**
 * Reads a JSON body (capped in size) and validates it: not JSON → 415, too large → 413,
 * malformed → 400, bad fields → 422. Requiring application/json also keeps plain HTML forms
 * from other sites from posting here.
 */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S, maxBytes = 64 * 1024) {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    throw new AppError('unsupported', 'Send the request body as JSON (Content-Type: application/json)');
  }
  const text = (await readBodyCapped(request, maxBytes, 'The request body is too large')).toString('utf8');
  let body: unknown;
  try {
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'The request body must be JSON');
  }
  return validate(schema, body);
}
