import 'server-only';
import type { Caller } from '@/lib/model';
import { recordAudit } from '@/lib/audit';
import { countAdmins, findUserByEmail, setRole } from '@/lib/accounts';
import { AppError } from '@/lib/model';

const LAST_ADMIN = 'The store must keep at least one admin';
const NO_SUCH_USER = 'No user with this email';

/** Makes `email` an admin. modifiedCount is 0 when they already were one. */
export async function makeAdmin(actor: Caller, email: string): Promise<{ modifiedCount: number }> {
  const { found, changed } = await setRole(email, 'admin');
  if (!found) throw new AppError('not_found:user', NO_SUCH_USER);
  if (changed) await recordAudit({ action: 'user.make-admin', actor: actor.email, target: email });
  return { modifiedCount: changed ? 1 : 0 };
}

/** Takes the admin role from another admin; never from yourself, never from the last admin. */
export async function removeAdmin(actor: Caller, email: string): Promise<{ modifiedCount: number }> {
  if (email === actor.email) throw new AppError('conflict', 'You cannot remove your own admin role');
  const target = await findUserByEmail(email);
  if (!target) throw new AppError('not_found:user', NO_SUCH_USER);
  if (target.role !== 'admin') return { modifiedCount: 0 };
  if ((await countAdmins()) <= 1) throw new AppError('conflict', LAST_ADMIN);
  const { changed } = await setRole(email, 'customer', 'admin');
  // Two admins removing each other at once both pass the count above: check again, undo if none is left.
  if (changed && (await countAdmins()) === 0) {
    await setRole(email, 'admin');
    throw new AppError('conflict', LAST_ADMIN);
  }
  if (changed) await recordAudit({ action: 'user.remove-admin', actor: actor.email, target: email });
  return { modifiedCount: changed ? 1 : 0 };
}

export async function isAdmin(email: string): Promise<boolean> {
  return (await findUserByEmail(email))?.role === 'admin';
}
