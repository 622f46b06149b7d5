import type { Id } from '@/lib/db';
import type { CompanyRole, SpendingLimits } from '@/lib/model';

/** One person's place in a company: a user belongs to at most one (a unique index on `userId`). */
export type MemberDoc = {
  _id: Id;
  companyId: Id;
  userId: Id;
  email: string;
  name: string | null;
  roles: CompanyRole[];
  /** The ship-to ids this member may send orders to; unset or empty: every one of the company's. */
  shipTos?: string[];
  /** What they may spend per order and per month (unset: no limit). */
  limits?: SpendingLimits;
  joinedAt: Date;
};
