import 'server-only';
import type { z } from 'zod';
import { createUserWithPassword, findUserByEmail } from '@/lib/accounts';
import { addressProven, hashOf, hashPassword, newLinkToken } from '@/lib/auth';
import { recordAudit } from '@/lib/audit';
import { newId, toId } from '@/lib/db';
import { limit } from '@/lib/limits';
import { recordMail, storeLink } from '@/lib/mail';
import { AppError, INVITATION_DAYS, type Caller, type Page, type Paging } from '@/lib/model';
import type { companyInviteSchema, invitationAcceptSchema } from '@/lib/validation';
import { ALREADY_MEMBER } from './applications';
import { ownCompany } from './company-access';
import { invitationMail } from './company-mails';
import {
  toInvitationDto,
  type InvitationDto,
  type InvitationPreviewDto,
  type MemberDto,
  toMemberDto,
} from './company-dto';
import { findCompany } from './store/companies';
import {
  findInvitationByHash,
  findInvitationPage,
  findOpenInvitationOf,
  insertInvitation,
  renewInvitation,
  revokeInvitation as revokeStoredInvitation,
  spendInvitation,
  type InvitationDoc,
} from './store/invitations';
import { deleteMember, findMemberByUser, insertMember } from './store/members';

export const INVITATION_UNUSABLE =
  'This invitation has expired, was revoked or was already used. Ask for a new one.';
export const ALREADY_INVITED = 'That address has an invitation waiting: re-send it instead.';
export const ALREADY_IN_COMPANY = 'That person is already a member.';
export const OTHER_ADDRESS =
  'This invitation is for another address: sign in with the address it was sent to.';
export const SIGN_IN_TO_ACCEPT = 'An account uses this address: sign in to accept.';
export const NAME_AND_PASSWORD = 'Choose a name and a password for your account.';
/** Invitations one company sends per hour: a team at once, not a mailing list. */
const INVITATIONS_PER_HOUR = 50;

const DAY_MS = 86_400_000;

/** Mails an invitation's link (sealed beside the message until it expires). */
async function mailInvitation(invitation: InvitationDoc, token: string, companyName: string): Promise<void> {
  await recordMail(
    `company-invitation:${invitation.tokenHash}`,
    invitation.email,
    invitationMail(companyName, invitation.invitedBy, invitation.roles),
    {
      unconfirmedToo: true,
      sealedLink: { link: storeLink(`/invitation#token=${token}`), until: invitation.expiresAt },
    },
  );
}

/** A company admin invites someone by email to join with some roles; the link works 7 days. */
export async function inviteMember(
  caller: Caller,
  { email, roles }: z.output<typeof companyInviteSchema>,
): Promise<InvitationDto> {
  const companyId = ownCompany(caller, 'run-company');
  const now = new Date();
  const user = await findUserByEmail(email);
  const member = user && (await findMemberByUser(user._id));
  if (member?.companyId.equals(companyId))
    throw new AppError('conflict', ALREADY_IN_COMPANY, { email: ALREADY_IN_COMPANY });
  if (await findOpenInvitationOf(companyId, email, now))
    throw new AppError('conflict', ALREADY_INVITED, { email: ALREADY_INVITED });
  await limit(`company-invitations:${companyId.toHexString()}`, INVITATIONS_PER_HOUR, 60);
  const { token, tokenHash } = newLinkToken();
  const invitation: InvitationDoc = {
    _id: newId(),
    companyId,
    email,
    roles,
    tokenHash,
    invitedBy: caller.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    state: 'open',
  };
  await insertInvitation(invitation);
  await mailInvitation(invitation, token, caller.company!.companyName);
  await recordAudit({
    action: 'company.invite',
    actor: caller.email,
    target: email,
    details: { company: companyId.toHexString(), roles },
  });
  return toInvitationDto(invitation, now);
}

/** Re-sends an open invitation with a new link and a new 7 days; the old link stops working. */
export async function resendInvitation(caller: Caller, id: string): Promise<InvitationDto> {
  const companyId = ownCompany(caller, 'run-company');
  await limit(`company-invitations:${companyId.toHexString()}`, INVITATIONS_PER_HOUR, 60);
  const { token, tokenHash } = newLinkToken();
  const now = new Date();
  const renewed = await renewInvitation(
    companyId,
    toId(id),
    tokenHash,
    new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
  );
  if (!renewed) throw new AppError('not_found:invitation');
  await mailInvitation(renewed, token, caller.company!.companyName);
  await recordAudit({
    action: 'company.invite-resend',
    actor: caller.email,
    target: renewed.email,
    details: { company: companyId.toHexString() },
  });
  return toInvitationDto(renewed, now);
}

export async function revokeInvitation(caller: Caller, id: string): Promise<{ revoked: boolean }> {
  const companyId = ownCompany(caller, 'run-company');
  const revoked = await revokeStoredInvitation(companyId, toId(id));
  if (!revoked) throw new AppError('not_found:invitation');
  await recordAudit({
    action: 'company.invite-revoke',
    actor: caller.email,
    target: revoked.email,
    details: { company: companyId.toHexString() },
  });
  return { revoked: true };
}

/** A company's open invitations (expired ones too, to re-send), newest first. */
export async function listInvitations(
  caller: Caller,
  { skip, limit: size }: Paging,
): Promise<Page<InvitationDto>> {
  const companyId = ownCompany(caller, 'run-company');
  const { rows, total } = await findInvitationPage(companyId, skip, size);
  const now = new Date();
  return { rows: rows.map((row) => toInvitationDto(row, now)), total };
}

/** The invitation a link opens, if it can still be accepted (its company active). */
async function usableInvitation(token: string, now: Date) {
  const invitation = await findInvitationByHash(hashOf(token));
  if (!invitation || invitation.state !== 'open' || invitation.expiresAt <= now)
    throw new AppError('invalid', INVITATION_UNUSABLE, { token: INVITATION_UNUSABLE });
  const company = await findCompany(invitation.companyId);
  if (company?.status !== 'active')
    throw new AppError('invalid', INVITATION_UNUSABLE, { token: INVITATION_UNUSABLE });
  return { invitation, company };
}

/** What an invitation link opens, for its page: which company, which address, which roles. */
export async function previewInvitation(token: string): Promise<InvitationPreviewDto> {
  const { invitation, company } = await usableInvitation(token, new Date());
  return {
    companyName: company.name,
    email: invitation.email,
    roles: invitation.roles,
    hasAccount: (await findUserByEmail(invitation.email)) !== null,
  };
}

/**
 * Accepting an invitation: signed in under the invited address, or, without an account, with a
 * name and password for a new one (the link came to the address, so it is proven). Signed in
 * under another address: refused. The member is seated first (the unique index keeps a user in
 * one company), then the invitation is spent once whatever races; if it was not, the seat goes.
 */
export async function acceptInvitation(
  caller: Caller | null,
  { token, name, password }: z.output<typeof invitationAcceptSchema>,
): Promise<MemberDto> {
  const now = new Date();
  const { invitation } = await usableInvitation(token, now);
  let user = caller && { _id: toId(caller.id), email: caller.email, name: caller.name };
  if (caller && caller.email !== invitation.email) throw new AppError('forbidden', OTHER_ADDRESS);
  if (!user) {
    if (await findUserByEmail(invitation.email)) throw new AppError('conflict', SIGN_IN_TO_ACCEPT);
    if (!name || !password) throw new AppError('invalid', NAME_AND_PASSWORD, { name: NAME_AND_PASSWORD });
    const created = await createUserWithPassword(
      { email: invitation.email, name },
      await hashPassword(password),
    );
    if (created === 'taken') throw new AppError('conflict', SIGN_IN_TO_ACCEPT);
    await addressProven(invitation.email);
    user = { _id: created.id, email: invitation.email, name };
  }
  const member = {
    _id: newId(),
    companyId: invitation.companyId,
    userId: user._id,
    email: user.email,
    name: user.name ?? null,
    roles: invitation.roles,
    joinedAt: now,
  };
  if ((await insertMember(member)) === 'taken') throw new AppError('conflict', ALREADY_MEMBER);
  if (!(await spendInvitation(invitation._id, invitation.tokenHash, now))) {
    await deleteMember(invitation.companyId, member._id);
    throw new AppError('invalid', INVITATION_UNUSABLE, { token: INVITATION_UNUSABLE });
  }
  await recordAudit({
    action: 'company.join',
    actor: user.email,
    target: user.email,
    details: { company: invitation.companyId.toHexString(), roles: invitation.roles },
  });
  return toMemberDto(member);
}
