import 'server-only';
import { MongoServerError, ObjectId } from 'mongodb';
import { hashPassword } from '@/lib/auth/password';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { credentialsCollection, usersCollection } from '@/lib/db/users';
import { conflict } from '@/lib/http/errors';
import type { z } from 'zod';
import type { registerSchema } from '@/lib/validation/auth';

/**
 * Creates a customer with a password. An email that already has an account (Google included)
 * is refused: registering must never attach a new password to someone else's account.
 */
export async function registerUser({
  name,
  email,
  password,
}: z.output<typeof registerSchema>): Promise<{ id: string }> {
  const users = await usersCollection();
  // Cheap check first: a taken email costs no argon2 hash. The unique index settles races below.
  if (await users.findOne({ email }, { projection: { _id: 1 } })) throw conflict(AUTH_MESSAGES.email_taken);
  const passwordHash = await hashPassword(password);
  const _id = new ObjectId();
  try {
    await users.insertOne({ _id, email, name, role: 'customer', emailVerified: null, createdAt: new Date() });
  } catch (error) {
    if (error instanceof MongoServerError && error.code === 11000) throw conflict(AUTH_MESSAGES.email_taken);
    throw error;
  }
  await (
    await credentialsCollection()
  ).insertOne({ userId: _id, email, passwordHash, createdAt: new Date() });
  return { id: _id.toHexString() };
}
