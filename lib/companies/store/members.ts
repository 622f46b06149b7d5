import 'server-only';
import { MongoServerError } from 'mongodb';
import type { Id } from '@/lib/db';
import { membersCollection } from './collections';
import type { MemberDoc } from './members-doc';
export type { MemberDoc } from './members-doc';

/** Adds a member; 'taken' if the user already belongs to a company (the unique index on userId decides). */
export async function insertMember(member: MemberDoc): Promise<'added' | 'taken'> {
  try {
    await (await membersCollection()).insertOne(member);
    return 'added';
  } catch (error) {
    if (error instanceof MongoServerError && error.code === 11000) return 'taken';
    throw error;
  }
}

/** The company place of a user, read on every request of theirs (by the unique { userId }). */
export async function findMemberByUser(userId: Id): Promise<MemberDoc | null> {
  return (await membersCollection()).findOne({ userId });
}

export async function findMember(companyId: Id, memberId: Id): Promise<MemberDoc | null> {
  return (await membersCollection()).findOne({ _id: memberId, companyId });
}

/** A company's members in the order they joined, one page (read off { companyId, joinedAt, _id }). */
export async function findMemberPage(companyId: Id, skip: number, limit: number) {
  const members = await membersCollection();
  const [rows, total] = await Promise.all([
    members.find({ companyId }).sort({ joinedAt: 1, _id: 1 }).skip(skip).limit(limit).toArray(),
    members.countDocuments({ companyId }),
  ]);
  return { rows, total };
}

/** How many of a company's members hold the admin role, counted up to 2 (enough to know one may go). */
export async function countAdminsUpToTwo(companyId: Id): Promise<number> {
  return (await membersCollection()).countDocuments({ companyId, roles: 'admin' }, { limit: 2 });
}

export async function setMemberRoles(
  companyId: Id,
  memberId: Id,
  change: Pick<MemberDoc, 'roles' | 'shipTos' | 'limits'>,
): Promise<MemberDoc | null> {
  return (await membersCollection()).findOneAndUpdate(
    { _id: memberId, companyId },
    { $set: change },
    { returnDocument: 'after' },
  );
}

export async function deleteMember(companyId: Id, memberId: Id): Promise<boolean> {
  return (await (await membersCollection()).deleteOne({ _id: memberId, companyId })).deletedCount === 1;
}

/** The members of a company who may decide requisitions (admins and approvers), but `except` (the buyer who asked), at most `limit`. */
export async function findApprovers(companyId: Id, except: Id, limit: number): Promise<MemberDoc[]> {
  return (await membersCollection())
    .find({ companyId, roles: { $in: ['admin', 'approver'] }, userId: { $ne: except } })
    .limit(limit)
    .toArray();
}
