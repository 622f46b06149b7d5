import 'server-only';
import type { ObjectId } from 'mongodb';
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
