import 'server-only';
import type { Filter, ObjectId } from 'mongodb';
import { escapeRegex } from '@/lib/catalog/keywords';
import { getDb } from './client';

export type Role = 'admin' | 'customer';

/** The Auth.js adapter's `users` document, plus our role. Secrets never live here. */
export type UserDoc = {
  _id: ObjectId;
  email: string;
  name?: string | null;
  image?: string | null;
  emailVerified?: Date | null;
  role?: Role;
  createdAt?: Date;
  /** Sessions and access tokens issued before this are refused (e.g. after an account takeover fix). */
  sessionsValidAfter?: Date;
  /** The one session signed in before sessionsValidAfter that stays valid (the one that asked). */
  sessionKept?: string;
  /** Sessions ended by LOG OUT (their `sid`), the latest 50: their cookies stop working at once. */
  sessionsEnded?: string[];
};

/** Password hashes, kept apart from `users` so no user query can carry one out by accident. */
export type CredentialDoc = {
  _id?: ObjectId;
  userId: ObjectId;
  email: string;
  passwordHash: string;
  createdAt: Date;
};

export async function usersCollection() {
  return (await getDb()).collection<UserDoc>('users');
}

export async function credentialsCollection() {
  return (await getDb()).collection<CredentialDoc>('credentials');
}

/**
 * Ends every session and access token of the user issued before now, except the session `keptSid`
 * (the one that asked, if any). Both fields are written together, so a session kept by an earlier
 * revocation never outlives a later one.
 */
export async function revokeSessions(filter: Filter<UserDoc>, keptSid = ''): Promise<void> {
  await (
    await usersCollection()
  ).updateOne(filter, {
    $set: { sessionsValidAfter: new Date(), sessionKept: keptSid },
  });
}

/** Sessions a user may have signed out of and still hold a cookie of (3 days): more is unrealistic. */
const ENDED_SESSIONS_KEPT = 50;

/** LOG OUT: the session `sid` ends on the server too, so a copy of its cookie is worthless. */
export async function endSession(email: string, sid: string): Promise<void> {
  await (
    await usersCollection()
  ).updateOne({ email }, { $push: { sessionsEnded: { $each: [sid], $slice: -ENDED_SESSIONS_KEPT } } });
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
