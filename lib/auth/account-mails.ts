import { hello, mail, storeLink, type MailContent, type Recipient } from '@/lib/mail';

/**
 * The reset link: good for `minutes`, once. Its greeting names the account only at a confirmed
 * address (the name was typed by whoever signed up, who may not own the address).
 */
export const passwordResetMail = (
  name: string | null,
  to: Recipient,
  link: string,
  minutes: number,
): MailContent =>
  mail('Reset your Partsmith password', hello(name, to), [
    'Someone (we hope you) asked to reset the password of your Partsmith account.',
    { link, label: 'Choose a new password' },
    `The link works once, for ${minutes} minutes. Setting a new password signs you out everywhere.`,
    'If you did not ask, ignore this email: your password stays as it is.',
  ]);

/** An account without a password: it signs in with Google, so there is nothing to reset. */
export const googleAccountMail = (name: string | null, to: Recipient): MailContent =>
  mail('Signing in to Partsmith', hello(name, to), [
    'Someone (we hope you) asked to reset the password of your Partsmith account. Your account signs in with Google and has no password to reset.',
    { link: storeLink('/login'), label: 'Sign in with Google' },
    'If you did not ask, ignore this email.',
  ]);

/**
 * The link that confirms a new account's address. It goes to an address nobody has confirmed, so
 * it carries nothing anyone typed: no name, only the store's words.
 */
export const confirmationMail = (link: string, hours: number): MailContent =>
  mail('Confirm your email address', 'Hello,', [
    'Someone (we hope you) opened a Partsmith account with this email address. Please confirm that it is yours: we send order emails only to confirmed addresses.',
    { link, label: 'Confirm my email address' },
    `The link works once, for ${hours} hours.`,
    'If you did not open an account, ignore this email: no mail about its orders will reach you.',
  ]);
