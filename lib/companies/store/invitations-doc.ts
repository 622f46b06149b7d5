import type { Id } from '@/lib/db';
import type { CompanyRole } from '@/lib/model';

/**
 * An invitation by email to join a company with some roles. Its link's token is stored only as its
 * SHA-256 (`tokenHash`); re-sending makes a new token and expiry, so an older link stops working.
 */
export type InvitationDoc = {
  _id: Id;
  companyId: Id;
  email: string;
  roles: CompanyRole[];
  tokenHash: string;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  state: 'open' | 'accepted' | 'revoked';
  /** Who accepted it, when. */
  acceptedAt?: Date;
};
