import { z } from 'zod';
import { knownEmailSchema } from './email';
import { nameSchema } from './auth';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is Required` })
    .trim()
    .min(1, `${label} is Required`)
    .max(max, `${label} is too long (${max} characters at most)`);

/**
 * docs/product.md#validation-rules-and-messages: name, phone, education and image required, plus an email
 * check. The email is the signed-in user's own (read-only in the form, ignored by the server), so it gets
 * the known-email check: a Google account on a long domain must still be able to save its profile.
 */
export const profileSchema = z.object({
  email: knownEmailSchema,
  name: nameSchema,
  phoneNumber: required('Phone', 30).regex(
    /^\+?[\d\s().-]{6,30}$/,
    'Enter a phone number (digits, spaces, + - ( ) only)',
  ),
  education: required('Education', 200),
  img: required('Image', 2048).pipe(
    z.url({ protocol: /^https?$/, error: 'Image must be an http(s) address of a picture' }),
  ),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
