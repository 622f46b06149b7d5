import { z } from 'zod';
import { emailSchema } from './email';

/** docs/product.md#business-constants-and-limits: password minimum length. */
export const PASSWORD_MIN_LENGTH = 6;

export const passwordSchema = z
  .string({ error: 'Password is Required' })
  .min(1, 'Password is Required')
  .min(PASSWORD_MIN_LENGTH, 'Must be 6 characters or longer')
  .max(256, 'Password is too long (256 characters at most)');

export const nameSchema = z
  .string({ error: 'Name is Required' })
  .trim()
  .min(1, 'Name is Required')
  .max(100, 'Name is too long (100 characters at most)');

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export const registerSchema = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;

/** Change password (My Profile): the current one proves it is the owner at the keyboard. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is Required' })
    .min(1, 'Current password is Required')
    .max(256),
  newPassword: passwordSchema,
});

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Sign out everywhere: the current password (accounts that have one; Google-only ones none). */
export const signOutEverywhereSchema = z.object({
  currentPassword: z.string().max(256).optional(),
});

export type SignOutEverywhereInput = z.input<typeof signOutEverywhereSchema>;
