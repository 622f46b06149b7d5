import 'server-only';
import { collection } from '@/lib/db';
import type { EmailConfirmationDoc } from './email-confirmations-doc';
import type { PasswordResetDoc } from './password-resets-doc';

/** lib/auth's tables: only lib/auth/store reads or writes them. */
export const emailConfirmationsCollection = collection<EmailConfirmationDoc>('email_confirmations');
export const passwordResetsCollection = collection<PasswordResetDoc>('password_resets');
