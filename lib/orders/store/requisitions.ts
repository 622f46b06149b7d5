import 'server-only';
import type { Filter } from 'mongodb';
import { collection, insertNumbered, type Id } from '@/lib/db';
import { REQUISITION_NUMBER_SEQUENCE, type RequisitionStatus } from '@/lib/model';
import type { RequisitionDoc } from './requisitions-doc';
export type { RequisitionDoc } from './requisitions-doc';

/** lib/orders's requisitions: only this file reads or writes them. */
const requisitions = collection<RequisitionDoc>('requisitions');

export async function insertRequisition(doc: Omit<RequisitionDoc, 'number'>): Promise<RequisitionDoc> {
  return insertNumbered(await requisitions(), REQUISITION_NUMBER_SEQUENCE, doc);
}

/** A company's requisition by its number: another company's is never found. */
export async function findRequisition(companyId: Id, number: number): Promise<RequisitionDoc | null> {
  return (await requisitions()).findOne({ companyId, number });
}

export async function findRequisitionById(companyId: Id, id: Id): Promise<RequisitionDoc | null> {
  return (await requisitions()).findOne({ companyId, _id: id });
}

/** The requisition a request with this Idempotency-Key asked for. */
export async function findRequisitionByRequestKey(requestKey: string): Promise<RequisitionDoc | null> {
  return (await requisitions()).findOne({ requestKey });
}

/** The requisition waiting for an approver to accept this offer, if one is. */
export async function findPendingForQuote(quoteId: Id): Promise<RequisitionDoc | null> {
  return (await requisitions()).findOne({ 'quote.id': quoteId, status: 'pending' });
}

export type RequisitionListFilter = { companyId: Id; buyerId?: Id; status?: RequisitionStatus };

/** One page of requisitions, newest first, without their lines (a list shows their count). */
export async function findRequisitionPage(filter: RequisitionListFilter, skip: number, limit: number) {
  const query: Filter<RequisitionDoc> = { companyId: filter.companyId };
  if (filter.buyerId) query['buyer.userId'] = filter.buyerId;
  if (filter.status) query.status = filter.status;
  const docs = await requisitions();
  const [rows, total] = await Promise.all([
    docs
      .find(query, { projection: { lines: 0 } })
      .sort({ createdAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .toArray(),
    docs.countDocuments(query),
  ]);
  return { rows: rows as Omit<RequisitionDoc, 'lines'>[], total };
}

/**
 * Moves a pending requisition to its decision (one conditional write: of two deciders, one wins);
 * null when it was not pending any more.
 */
export async function decidePending(
  id: Id,
  decision: Pick<RequisitionDoc, 'status'> & Partial<RequisitionDoc>,
): Promise<RequisitionDoc | null> {
  return (await requisitions()).findOneAndUpdate(
    { _id: id, status: 'pending' },
    { $set: decision },
    { returnDocument: 'after' },
  );
}

/** Notes who is approving a pending requisition, before its order is placed. */
export async function noteApprover(id: Id, by: NonNullable<RequisitionDoc['approvingBy']>): Promise<void> {
  await (await requisitions()).updateOne({ _id: id, status: 'pending' }, { $set: { approvingBy: by } });
}

/** Pending requisitions whose window closed by `now`, oldest first, at most `limit`. */
export async function findLapsedRequisitions(now: Date, limit: number): Promise<RequisitionDoc[]> {
  return (await requisitions())
    .find({ status: 'pending', expiresAt: { $lte: now } })
    .sort({ expiresAt: 1 })
    .limit(limit)
    .toArray();
}
