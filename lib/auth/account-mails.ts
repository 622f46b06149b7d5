import { mail, storeLink, type MailContent } from '@/lib/mail/layout';

/** The reset link: good for `minutes`, once. */
export const passwordResetMail = (name: string | null, link: string, minutes: number): MailContent =>
  mail('Reset your Partsmith password', `Hello${name ? ` ${name}` : ''},`, [
    'Someone (we hope you) asked to reset the password of your Partsmith account.',
    { link, label: 'Choose a new password' },
    `The link works once, for ${minutes} minutes. Setting a new password signs you out everywhere.`,
    'If you did not ask, ignore this email: your password stays as it is.',
  ]);

/** An account without a password: it signs in with Google, so there is nothing to reset. */
export const googleAccountMail = (name: string | null): MailContent =>
  mail('Signing in to Partsmith', `Hello${name ? ` ${name}` : ''},`, [
    'Someone (we hope you) asked to reset the password of your Partsmith account. Your account signs in with Google and has no password to reset.',
    { link: storeLink('/login'), label: 'Sign in with Google' },
    'If you did not ask, ignore this email.',
  ]);
