import { z } from 'zod';

/**
 * docs/product.md#validation-rules-and-messages: letters or digits, an at sign, letters, a dot and 2 to 3
 * letters. Widened only where the literal rule would turn away real customers: dots, plus, hyphen and
 * underscore in the local part, digits/hyphens and subdomains in the domain (john.doe@mail.acme-parts.com).
 */
export const EMAIL_PATTERN = /^[a-z0-9](?:[a-z0-9._%+-]*[a-z0-9_%+-])?@(?:[a-z0-9-]+\.)+[a-z]{2,3}$/i;

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
