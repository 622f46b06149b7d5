import 'server-only';
import { MongoServerError, type Filter } from 'mongodb';
import { escapeRegex } from '@/lib/model';
import { collection } from '@/lib/db';
import { credentialsCollection, usersCollection } from './collections';
import type { Role } from '@/lib/model';
import { newId, type Id } from '@/lib/db';
import type { UserDoc, EndedSessionDoc, CredentialDoc } from './users-doc';
export type { UserDoc, EndedSessionDoc, CredentialDoc } from './users-doc';

/** Users and their password credentials (kept apart, so no user query can carry a hash out). */

/**
 * Ends every session, access token and device cookie of the user issued before now (to the
 * millisecond, lib/auth/revocation.ts), except the session `keptSid` (the one that asked, if any).
 * Both fields are written together, so a session kept by an earlier revocation never outlives a
 * later one.
 */
export async function revokeSessions(
  filter: Pick<Filter<UserDoc>, '_id' | 'email'>,
  keptSid = '',
): Promise<void> {
  await (
    await usersCollection()
  ).updateOne(filter, {
    $set: { sessionsValidAfter: new Date(), sessionKept: keptSid },
  });
}

const endedSessions = collection<EndedSessionDoc>('ended_sessions');

/**
 * LOG OUT: the session `sid` ends on the server too, so a copy of its cookie is worthless. The end
 * is kept `until` the session's last cookie has expired, however many sessions end meanwhile (a
 * cap by count let the oldest come back), and the TTL index on `until` drops it after that, so an
 * account signing out often keeps no more than its last few days' worth.
 */
export async function endSession(sid: string, until: Date): Promise<void> {
  try {
    await (await endedSessions()).updateOne({ _id: sid }, { $set: { until } }, { upsert: true });
  } catch (error) {
    // The same session signed out twice at once: the other upsert recorded it.
    if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
  }
}

/** Whether the session `sid` was ended by LOG OUT (and its cookies may not have expired yet). */
export async function isLoggedOut(sid: string): Promise<boolean> {
  return (await (await endedSessions()).countDocuments({ _id: sid }, { limit: 1 })) > 0;
}

export async function findUserByEmail(email: string): Promise<UserDoc | null> {
  return (await usersCollection()).findOne({ email });
}

/** Make Admin: newest accounts first; `emailPrefix` narrows to addresses starting with it. */
export async function findUserPage(emailPrefix: string | undefined, skip: number, limit: number) {
  const users = await usersCollection();
  const filter = emailPrefix ? { email: { $regex: `^${escapeRegex(emailPrefix)}` } } : {};
  const [rows, total] = await Promise.all([
    users.find(filter).sort({ _id: -1 }).skip(skip).limit(limit).toArray(),
    users.countDocuments(filter),
  ]);
  return { rows, total };
}

export async function findUserById(id: Id): Promise<UserDoc | null> {
  return (await usersCollection()).findOne({ _id: id });
}

export async function findCredential(email: string): Promise<CredentialDoc | null> {
  return (await credentialsCollection()).findOne({ email });
}

/**
 * Whether mail may go to `email` as an account's address: its owner proved it (emailVerified), or
 * the account is from before addresses were confirmed. False for an address with no account.
 */
export async function isAddressConfirmed(email: string): Promise<boolean> {
  const confirmed = {
    $or: [{ emailVerified: { $gt: new Date(0) } }, { addressGrandfathered: { $exists: true } }],
  };
  return (await (await usersCollection()).countDocuments({ email, ...confirmed }, { limit: 1 })) > 0;
}

/** The owner proved `email` (a confirmation or reset link): true if it was not proved before. */
export async function markEmailVerified(email: string, now: Date): Promise<boolean> {
  const updated = await (
    await usersCollection()
  ).updateOne({ email, emailVerified: null }, { $set: { emailVerified: now } });
  return updated.modifiedCount === 1;
}

export async function hasCredential(email: string): Promise<boolean> {
  return (await (await credentialsCollection()).countDocuments({ email }, { limit: 1 })) > 0;
}

export async function setPasswordHash(credentialId: Id, passwordHash: string): Promise<void> {
  await (await credentialsCollection()).updateOne({ _id: credentialId }, { $set: { passwordHash } });
}

/**
 * A new customer with a password; 'taken' when the email already has an account (the unique
 * index settles two sign-ups racing for one address).
 */
export async function createUserWithPassword(
  user: { email: string; name: string },
  passwordHash: string,
): Promise<{ id: Id } | 'taken'> {
  const _id = newId();
  try {
    await (
      await usersCollection()
    ).insertOne({ _id, ...user, role: 'customer', emailVerified: null, createdAt: new Date() });
  } catch (error) {
    if (error instanceof MongoServerError && error.code === 11000) return 'taken';
    throw error;
  }
  await (
    await credentialsCollection()
  ).insertOne({ userId: _id, email: user.email, passwordHash, createdAt: new Date() });
  return { id: _id };
}

export async function emailIsTaken(email: string): Promise<boolean> {
  return (await (await usersCollection()).countDocuments({ email }, { limit: 1 })) > 0;
}

/** Sets the role; answers whether the user exists and whether the role changed. */
export async function setRole(email: string, role: Role, onlyIf?: Role) {
  const result = await (
    await usersCollection()
  ).updateOne({ email, ...(onlyIf ? { role: onlyIf } : {}) }, { $set: { role } });
  return { found: result.matchedCount === 1, changed: result.modifiedCount === 1 };
}

export async function countAdmins(): Promise<number> {
  return (await usersCollection()).countDocuments({ role: 'admin' });
}

/** An account Google created (Auth.js's adapter wrote it): it starts as a customer. */
export async function initialiseNewUser(id: Id): Promise<void> {
  await (
    await usersCollection()
  ).updateOne({ _id: id, role: { $exists: false } }, { $set: { role: 'customer', createdAt: new Date() } });
}

/**
 * Google verified the address: a password set by someone before it was verified is removed
 * (answers whether there was one), and the email counts as verified from now on.
 */
export async function verifyEmailDroppingUnverifiedPassword(id: Id): Promise<boolean> {
  const users = await usersCollection();
  const unverified = await users.findOne({ _id: id, emailVerified: null }, { projection: { _id: 1 } });
  const dropped =
    unverified !== null && (await (await credentialsCollection()).deleteOne({ userId: id })).deletedCount > 0;
  await users.updateOne({ _id: id }, { $set: { emailVerified: new Date() } });
  return dropped;
}

/** The seed's admin: made (or made admin again) with this password if it has none yet. */
export async function ensureAdmin(email: string, name: string, passwordHash: () => Promise<string>) {
  const user = await (
    await usersCollection()
  ).findOneAndUpdate(
    { email },
    { $set: { role: 'admin' }, $setOnInsert: { email, name, emailVerified: null, createdAt: new Date() } },
    { upsert: true, returnDocument: 'after' },
  );
  if (!user) throw new Error('Could not create the admin user');
  if (!(await hasCredential(email)))
    await (
      await credentialsCollection()
    ).insertOne({
      userId: user._id,
      email,
      passwordHash: await passwordHash(),
      createdAt: new Date(),
    });
}
