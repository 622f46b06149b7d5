import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { auth } from './next-auth';
import { isDatabaseUnavailable } from '@/lib/db';
import { findUserByEmail, isLoggedOut } from '@/lib/accounts';
import { membershipOf } from '@/lib/companies';
import { AppError, can, STORE } from '@/lib/model';
import { verifyAccessToken, issuedBeforeCutOff } from '@/lib/auth';
import type { Caller } from '@/lib/model';

/**
 * `sid` names a session cookie's sign-in; `sessionSid` the session an access token was issued to
 * (it ends with that session's LOG OUT, but is never the session a revocation keeps).
 */
type Identity = {
  id: string;
  email: string;
  since: number;
  via: 'session' | 'token';
  sid?: string;
  sessionSid?: string;
};

const EXPIRED = 'Your session has expired. Please sign in again.';

async function sessionIdentity(): Promise<Identity | null> {
  const session = await auth();
  if (!session?.user?.email || !session.user.id) return null;
  return {
    id: session.user.id,
    email: session.user.email,
    since: session.user.signedInAt,
    via: 'session',
    sid: session.user.sid || undefined,
  };
}

async function identity(): Promise<Identity | null> {
  const fromSession = await sessionIdentity();
  if (fromSession) return fromSession;
  const authorization = (await headers()).get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!bearer) return null;
  const claims = await verifyAccessToken(bearer);
  if (!claims) throw new AppError('unauthorized', EXPIRED);
  return { id: claims.id, email: claims.email, since: claims.issuedAt, via: 'token', sessionSid: claims.sid };
}

/** Checks an identity against the user as stored now: same account, not revoked or ended since. */
async function toCaller(who: Identity | null): Promise<Caller | null> {
  if (!who) return null;
  const sid = who.sid ?? who.sessionSid;
  // The company place is read beside the user: removed from a company, a member loses its access
  // on their next request.
  const [user, loggedOut, company] = await Promise.all([
    findUserByEmail(who.email),
    sid ? isLoggedOut(sid) : false,
    membershipOf(who.id),
  ]);
  if (!user || user._id.toHexString() !== who.id) return null;
  const kept = who.sid !== undefined && who.sid === user.sessionKept;
  // sessionsEnded: LOG OUTs from before they were kept apart (UserDoc).
  const ended = loggedOut || (sid !== undefined && (user.sessionsEnded?.includes(sid) ?? false));
  if (ended || (issuedBeforeCutOff(who.since, user.sessionsValidAfter) && !kept)) {
    if (who.via === 'token') throw new AppError('unauthorized', EXPIRED);
    return null;
  }
  return {
    id: who.id,
    sid: who.sid,
    signedInAt: who.via === 'session' ? who.since : 0,
    email: user.email,
    name: user.name ?? null,
    role: user.role === 'admin' ? 'admin' : 'customer',
    ...(company ? { company } : {}),
  };
}

/**
 * The session cookie or, failing that, `Authorization: Bearer <accessToken>`. Cached per request:
 * the dashboard layout and its page both ask, and the user lookup need only run once.
 */
export const getCaller = cache(async (): Promise<Caller | null> => toCaller(await identity()));

export async function requireUser(): Promise<Caller> {
  const caller = await getCaller();
  if (!caller) throw new AppError('unauthorized');
  return caller;
}

/**
 * The session cookie only. Issuing access tokens needs this: a bearer token that could mint
 * its successor would never expire.
 */
export async function requireSessionUser(): Promise<Caller> {
  const caller = await getSessionCaller();
  if (!caller) throw new AppError('unauthorized');
  return caller;
}

/**
 * Whether the request's session cookie no longer counts (ended, revoked, or not valid at all).
 * While the database is away it cannot tell: false, and Auth.js's own answer stands.
 */
export async function isSessionEnded(): Promise<boolean> {
  try {
    return (await getSessionCaller()) === null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return false;
    throw error;
  }
}

/** The session cookie's user if that session is still valid (not revoked), else null. */
export const getSessionCaller = async (): Promise<Caller | null> => toCaller(await sessionIdentity());

export async function requireAdmin(): Promise<Caller> {
  const caller = await requireUser();
  if (!can(caller, 'administer', STORE)) throw new AppError('forbidden:admin');
  return caller;
}

/** For `{email}` routes: the caller's own email, or any email for admins. */
export async function requireSelfOrAdmin(email: string): Promise<Caller> {
  const caller = await requireUser();
  if (!can(caller, 'see', { customerEmail: email })) throw new AppError('forbidden');
  return caller;
}
