import 'server-only';
import type { Id } from '@/lib/db';
import { invitationsCollection } from './collections';
import type { InvitationDoc } from './invitations-doc';
export type { InvitationDoc } from './invitations-doc';

export async function insertInvitation(invitation: InvitationDoc): Promise<void> {
  await (await invitationsCollection()).insertOne(invitation);
}

/** The invitation a link's token opens (by its hash, unique), whatever its state. */
export async function findInvitationByHash(tokenHash: string): Promise<InvitationDoc | null> {
  return (await invitationsCollection()).findOne({ tokenHash });
}

export async function findInvitation(companyId: Id, id: Id): Promise<InvitationDoc | null> {
  return (await invitationsCollection()).findOne({ _id: id, companyId });
}

/** An open invitation of `email` to the company that has not expired, if any. */
export async function findOpenInvitationOf(
  companyId: Id,
  email: string,
  now: Date,
): Promise<InvitationDoc | null> {
  return (await invitationsCollection()).findOne({
    companyId,
    email,
    state: 'open',
    expiresAt: { $gt: now },
  });
}

/** A company's open invitations (expired ones too, to be re-sent), newest first, one page. */
export async function findInvitationPage(companyId: Id, skip: number, limit: number) {
  const invitations = await invitationsCollection();
  const query = { companyId, state: 'open' as const };
  const [rows, total] = await Promise.all([
    invitations.find(query).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
    invitations.countDocuments(query),
  ]);
  return { rows, total };
}

/** Re-sending: a new token and expiry for an open invitation (the old link stops working). */
export async function renewInvitation(
  companyId: Id,
  id: Id,
  tokenHash: string,
  expiresAt: Date,
): Promise<InvitationDoc | null> {
  return (await invitationsCollection()).findOneAndUpdate(
    { _id: id, companyId, state: 'open' },
    { $set: { tokenHash, expiresAt } },
    { returnDocument: 'after' },
  );
}

export async function revokeInvitation(companyId: Id, id: Id): Promise<InvitationDoc | null> {
  return (await invitationsCollection()).findOneAndUpdate(
    { _id: id, companyId, state: 'open' },
    { $set: { state: 'revoked' } },
    { returnDocument: 'after' },
  );
}

/** Uses up an invitation, once whatever races, if it is still open and good at `now`. */
export async function spendInvitation(id: Id, tokenHash: string, now: Date): Promise<boolean> {
  const spent = await (
    await invitationsCollection()
  ).updateOne(
    { _id: id, tokenHash, state: 'open', expiresAt: { $gt: now } },
    { $set: { state: 'accepted', acceptedAt: now } },
  );
  return spent.modifiedCount === 1;
}
