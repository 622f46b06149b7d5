import 'server-only';
import type { z } from 'zod';
import { badRequest, unprocessable } from './errors';

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
    throw unprocessable(Object.values(fields)[0] ?? 'Invalid input', fields);
  }
  return parsed.data;
}

/** Reads a JSON body (capped in size) and validates it; malformed JSON is a 400, bad fields a 422. */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S, maxBytes = 64 * 1024) {
  const text = await request.text();
  if (text.length > maxBytes) throw unprocessable('The request body is too large');
  let body: unknown;
  try {
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('The request body must be JSON');
  }
  return validate(schema, body);
}
