import 'server-only';
import { ObjectId } from 'mongodb';
import type { User } from 'next-auth';
import { credentialsCollection, revokeSessions, usersCollection } from '@/lib/db/users';

const userId = (user: User) => (user.id && ObjectId.isValid(user.id) ? new ObjectId(user.id) : null);

/** Accounts created through Google start as customers, like registered ones. */
export async function onUserCreated(user: User): Promise<void> {
  const id = userId(user);
  if (!id) return;
  await (
    await usersCollection()
  ).updateOne({ _id: id, role: { $exists: false } }, { $set: { role: 'customer', createdAt: new Date() } });
}

/**
 * Google proved this person owns the address. If someone registered it earlier with a password
 * that was never verified, that password may be an attacker's (pre-account hijacking): it is
 * removed, and every session and token issued before now is refused. This sign-in's own session
 * is created after this runs, so it stays valid.
 */
export async function onOAuthAccountLinked(user: User, provider: string): Promise<void> {
  const id = userId(user);
  if (!id || provider !== 'google') return;
  const users = await usersCollection();
  const now = new Date();
  const unverified = await users.findOne({ _id: id, emailVerified: null });
  if (unverified && (await (await credentialsCollection()).deleteOne({ userId: id })).deletedCount > 0) {
    await revokeSessions({ _id: id });
  }
  await users.updateOne({ _id: id }, { $set: { emailVerified: now } });
}
