import type { Membership } from './company';

/**
 * Who is calling, as the features take it: the shape only, with no session code, so a feature
 * that takes a Caller (or asks whether it may see something) loads neither Auth.js nor the
 * database. lib/session/caller.ts makes one from the session or an access token.
 */

export const ROLES = ['admin', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling, as the database knows them now (role included: never trusted from a token). */
export type Caller = {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  sid?: string;
  /** When this session signed in (ms); unset for access tokens. */
  signedInAt?: number;
  /** Their company and roles in it, if they belong to an active one (issue 34). */
  company?: Membership;
};

/**
 * A customer as the store acts for them when they are not the one calling (an approver places a
 * requisition's order, an offer is priced for its buyer): their id, address and name, and their
 * company membership as it is now, if any.
 */
export const customerCaller = (
  who: { id: string; email: string; name: string | null },
  company?: Membership | null,
): Caller => ({ ...who, role: 'customer', ...(company ? { company } : {}) });
