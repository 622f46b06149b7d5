import 'server-only';
import type { Caller } from '@/lib/auth/caller';
import { recordAudit } from '@/lib/db/audit';
import { usersCollection } from '@/lib/db/users';
import { conflict, notFound } from '@/lib/http/errors';

const LAST_ADMIN = 'The store must keep at least one admin';

/** Makes `email` an admin. modifiedCount is 0 when they already were one. */
export async function makeAdmin(actor: Caller, email: string): Promise<{ modifiedCount: number }> {
  const users = await usersCollection();
  const result = await users.updateOne({ email }, { $set: { role: 'admin' } });
  if (result.matchedCount === 0) throw notFound('No user with this email');
  if (result.modifiedCount > 0)
    await recordAudit({ action: 'user.make-admin', actor: actor.email, target: email });
  return { modifiedCount: result.modifiedCount };
}

/** Takes the admin role from another admin; never from yourself, never from the last admin. */
export async function removeAdmin(actor: Caller, email: string): Promise<{ modifiedCount: number }> {
  if (email === actor.email) throw conflict('You cannot remove your own admin role');
  const users = await usersCollection();
  const target = await users.findOne({ email });
  if (!target) throw notFound('No user with this email');
  if (target.role !== 'admin') return { modifiedCount: 0 };
  if ((await users.countDocuments({ role: 'admin' })) <= 1) throw conflict(LAST_ADMIN);
  const result = await users.updateOne({ email, role: 'admin' }, { $set: { role: 'customer' } });
  // Two admins removing each other at once both pass the count above: check again, undo if none is left.
  if (result.modifiedCount > 0 && (await users.countDocuments({ role: 'admin' })) === 0) {
    await users.updateOne({ email }, { $set: { role: 'admin' } });
    throw conflict(LAST_ADMIN);
  }
  if (result.modifiedCount > 0)
    await recordAudit({ action: 'user.remove-admin', actor: actor.email, target: email });
  return { modifiedCount: result.modifiedCount };
}

export async function isAdmin(email: string): Promise<boolean> {
  const user = await (await usersCollection()).findOne({ email }, { projection: { role: 1 } });
  return user?.role === 'admin';
}
