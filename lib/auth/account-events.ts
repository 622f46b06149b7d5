import 'server-only';
import type { User } from 'next-auth';
import { isIdString, toId } from '@/lib/db';
import { initialiseNewUser, revokeSessions, verifyEmailDroppingUnverifiedPassword } from '@/lib/accounts';
import { addressProven } from './email-confirmation';

const userId = (user: User) => (user.id && isIdString(user.id) ? toId(user.id) : null);

/** Accounts created through Google start as customers, like registered ones. */
export async function onUserCreated(user: User): Promise<void> {
  const id = userId(user);
  if (id) await initialiseNewUser(id);
}

/**
 * Google proved this person owns the address. If someone registered it earlier with a password
 * that was never verified, that password may be an attacker's (pre-account hijacking): it is
 * removed, and every session and token issued before now is refused. This sign-in's own session
 * is created after this runs, so it stays valid. The address is confirmed: mail held for it goes.
 */
export async function onOAuthAccountLinked(user: User, provider: string): Promise<void> {
  const id = userId(user);
  if (!id || provider !== 'google') return;
  if (await verifyEmailDroppingUnverifiedPassword(id)) await revokeSessions({ _id: id });
  if (user.email) await addressProven(user.email.toLowerCase());
}
