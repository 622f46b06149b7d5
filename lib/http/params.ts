import 'server-only';
import { knownEmailSchema } from '@/lib/validation/email';
import { badRequest } from './errors';

/** An `{email}` path segment, normalised like stored emails (trimmed, lower case). */
export function parseEmailParam(value: string): string {
  const parsed = knownEmailSchema.safeParse(value);
  if (!parsed.success) throw badRequest('Malformed email');
  return parsed.data;
}
