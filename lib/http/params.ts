import 'server-only';
import { knownEmailSchema } from '@/lib/validation';
import { AppError } from '@/lib/model';

/** An `{email}` path segment, normalised like stored emails (trimmed, lower case). */
export function parseEmailParam(value: string): string {
  const parsed = knownEmailSchema.safeParse(value);
  if (!parsed.success) throw new AppError('bad_request', 'Malformed email');
  return parsed.data;
}

/** An `{id}` path segment: 24 hex digits (lower case), else the caller's mistake (400), not a 404. */
export function parseIdParam(value: string, what = 'id'): string {
  if (!/^[a-f\d]{24}$/i.test(value)) throw new AppError('bad_request', `Malformed ${what}`);
  return value.toLowerCase();
}
