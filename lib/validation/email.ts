import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/model';

export const emailSchema = z
  .string({ error: 'Email is Required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is Required')
  .max(254, 'provide a valid email')
  .regex(EMAIL_PATTERN, 'provide a valid email');

/**
 * Emails the store already knows (path segments, filters, the signed-in user's own address):
 * any well-formed address, since Google accounts may have domains the form's rule refuses.
 */
export const knownEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'provide a valid email' }).max(254, 'provide a valid email'));
