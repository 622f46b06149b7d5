import 'server-only';
import { headers } from 'next/headers';
import { auth } from '@/auth';
import { findUserByEmail, type Role } from '@/lib/db/users';
import { forbidden, unauthorized } from '@/lib/http/errors';
import { verifyAccessToken } from './access-token';

/** Who is calling, as the database knows them now (role included: never trusted from a token). */
export type Caller = { id: string; email: string; name: string | null; role: Role };

const EXPIRED = 'Your session has expired. Please sign in again.';

async function identity(): Promise<{ id: string; email: string } | null> {
  const session = await auth();
  if (session?.user?.email && session.user.id) return { id: session.user.id, email: session.user.email };
  const authorization = (await headers()).get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!bearer) return null;
  const claims = await verifyAccessToken(bearer);
  if (!claims) throw unauthorized(EXPIRED);
  return claims;
}

/** The session cookie or, failing that, `Authorization: Bearer <accessToken>`. */
export async function getCaller(): Promise<Caller | null> {
  const who = await identity();
  if (!who) return null;
  const user = await findUserByEmail(who.email);
  if (!user || user._id.toHexString() !== who.id) return null;
  return {
    id: who.id,
    email: user.email,
    name: user.name ?? null,
    role: user.role === 'admin' ? 'admin' : 'customer',
  };
}

export async function requireUser(): Promise<Caller> {
  const caller = await getCaller();
  if (!caller) throw unauthorized();
  return caller;
}

export async function requireAdmin(): Promise<Caller> {
  const caller = await requireUser();
  if (caller.role !== 'admin') throw forbidden('Admins only');
  return caller;
}

/** For `{email}` routes: the caller's own email, or any email for admins. */
export async function requireSelfOrAdmin(email: string): Promise<Caller> {
  const caller = await requireUser();
  if (caller.email !== email && caller.role !== 'admin') throw forbidden();
  return caller;
}
