import { z } from 'zod';
import { passwordSchema } from './auth';
import { emailSchema } from './email';

/** POST /api/account/password-reset: the address to send a link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** POST /api/account/password-reset/confirm: the link's token and the new password. */
export const passwordResetSchema = z.object({
  token: z
    .string({ error: 'The link is not complete: open it from the email again' })
    .regex(/^[\w-]{43}$/, 'The link is not complete: open it from the email again'),
  newPassword: passwordSchema,
});
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
