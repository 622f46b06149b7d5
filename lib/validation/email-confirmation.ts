import { z } from 'zod';

/** POST /api/account/email-confirmation/confirm: the confirmation link's token. */
export const emailConfirmationSchema = z.object({
  token: z
    .string({ error: 'The link is not complete: open it from the email again' })
    .regex(/^[\w-]{43}$/, 'The link is not complete: open it from the email again'),
});
export type EmailConfirmationInput = z.input<typeof emailConfirmationSchema>;
