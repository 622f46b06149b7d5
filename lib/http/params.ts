import 'server-only';
import { emailSchema } from '@/lib/validation/email';
import { badRequest } from './errors';

/** An `{email}` path segment, normalised like stored emails (trimmed, lower case). */
export function parseEmailParam(value: string): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) throw badRequest('Malformed email');
  return parsed.data;
}
