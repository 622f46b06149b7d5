import 'server-only';
import { recordAudit } from '@/lib/audit';
import { buyerNow, companyOf, shipToNow } from '@/lib/companies';
import { recordMail } from '@/lib/mail';
import {
  AppError,
  customerCaller,
  isAppError,
  parseRequisitionLabel,
  type Caller,
  type RequisitionStatus,
} from '@/lib/model';
import { placeApproved, placedFor } from './requisition-order';
import { placeApprovedOffer } from './requisition-offer';
import { close, lapsed } from './requisition-close';
import { withOrderLock, withOrderSlot } from './order-slot';
import { requisitionApprovedMail, requisitionClosedMail } from './requisition-mails';
import { toRequisitionDto, type RequisitionDto } from './requisition-dto';
import type { OrderDoc } from './store/orders-doc';
import {
  decidePending,
  findLapsedRequisitions,
  findRequisition,
  noteApprover,
  type RequisitionDoc,
} from './store/requisitions';

/**
 * Requisitions (issue 34): a company buyer's checkout that trips an approval rule is frozen
 * (./requisition-ask.ts), holding nothing, until an approver decides here. Every move of one (approve, reject, lapse) happens
 * under its buyer's order lock (./order-slot.ts), the lock their checkouts take: a rejection cannot
 * land while its approval places the order, and the approval's order is placed as theirs.
 */

const OWN = 'You asked for this approval: another approver of your company decides it.';
/** Lapsed requisitions one sweep pass ends (the next pass takes the rest). */
const LAPSE_BATCH = 100;

const decided = (status: RequisitionStatus) =>
  `This requisition is ${status === 'pending' ? 'being decided' : status} already: look again.`;

/** A requisition of the caller's company by its label, for one who may decide it (404 otherwise). */
async function toDecide(caller: Caller, label: string): Promise<RequisitionDoc> {
  const companyId = companyOf(caller, 'approve');
  const number = parseRequisitionLabel(label);
  const requisition = number === null ? null : await findRequisition(companyId, number);
  if (!requisition) throw new AppError('not_found:requisition');
  if (requisition.buyer.userId.toHexString() === caller.id) throw new AppError('forbidden', OWN);
  return requisition;
}

/** The buyer as a caller, under whose lock (and open-order cap) the requisition moves. */
const buyerCaller = (requisition: RequisitionDoc, company?: Caller['company']): Caller =>
  customerCaller(
    {
      id: requisition.buyer.userId.toHexString(),
      email: requisition.buyer.email,
      name: requisition.buyer.name,
    },
    company,
  );

/**
 * POST /api/company/requisitions/{number}/approve: places the frozen order as its buyer's, as any
 * checkout does (every line held or none; a short line is named, and the approver may approve
 * without it), at exactly the frozen prices and ship-to: a price or ship-to that changed since
 * voids the approval. Then the buyer is mailed to pay it.
 */
export async function approveRequisition(
  caller: Caller,
  label: string,
  leaveOut: readonly string[] = [],
): Promise<RequisitionDto> {
  const asked = await toDecide(caller, label);
  const membership = await buyerNow(asked.companyId, asked.buyer.userId);
  const buyer = buyerCaller(asked, membership ?? undefined);
  return withOrderSlot(buyer, async () => {
    const requisition = (await findRequisition(asked.companyId, asked.number))!;
    // A retry of an approval that placed its order (a crash kept the requisition from saying so);
    // one whose placement a crash stopped half-way is taken up again below (placeNewOrder, by its key).
    const placed = await placedFor(requisition);
    if (requisition.status === 'approved' || (requisition.status === 'pending' && placed))
      return markApproved(caller, requisition, placed);
    if (requisition.status !== 'pending') throw new AppError('conflict', decided(requisition.status));
    if (requisition.expiresAt <= new Date()) throw await close(requisition, 'lapsed', lapsed(requisition));
    if (!membership)
      throw await close(requisition, 'void', `${requisition.buyer.email} no longer buys for the company.`);
    if (requisition.shipToId && !(await sameShipTo(requisition)))
      throw await close(requisition, 'void', 'its ship-to changed after it was asked for.');
    const left = new Set(leaveOut);
    const lines = requisition.lines.filter((line) => !left.has(line.productId.toHexString()));
    if (lines.length === 0) throw new AppError('invalid', 'Approve at least one of its lines.');
    await noteApprover(requisition._id, { email: caller.email, name: caller.name });
    try {
      if (requisition.quote) await placeApprovedOffer(buyer, requisition, lines);
      else await placeApproved(buyer, requisition, lines);
    } catch (error) {
      // What was frozen is not there any more (a price, the offer): the approval voids it.
      if (isAppError(error) && error.code === 'conflict:void')
        throw await close(requisition, 'void', error.message);
      throw error;
    }
    return markApproved(caller, requisition, await placedFor(requisition));
  });
}

async function sameShipTo(requisition: RequisitionDoc): Promise<boolean> {
  const now = await shipToNow(requisition.companyId, requisition.shipToId!);
  const then = requisition.company.shipTo;
  return Boolean(
    now && then && now.label === then.label && JSON.stringify(now.address) === JSON.stringify(then.address),
  );
}

/**
 * The requisition approved by `caller` with the order its approval placed (found by its key), the
 * lines left out named, the buyer mailed; as it stands if someone else recorded the decision first.
 */
async function markApproved(
  caller: Pick<Caller, 'email' | 'name'>,
  requisition: RequisitionDoc,
  order: OrderDoc | null,
): Promise<RequisitionDto> {
  if (requisition.status === 'approved' || !order || order.number === undefined)
    return toRequisitionDto(requisition);
  const placed = new Set(order.lines.map((line) => line.productId.toHexString()));
  const leftOut = requisition.lines.filter((line) => !placed.has(line.productId.toHexString()));
  const approved = await decidePending(requisition._id, {
    status: 'approved',
    decidedAt: new Date(),
    decidedBy: { email: caller.email, name: caller.name },
    order: { id: order._id, number: order.number },
    ...(leftOut.length > 0 ? { leftOut: leftOut.map((line) => line.productId) } : {}),
  });
  if (!approved) return toRequisitionDto((await findRequisition(requisition.companyId, requisition.number))!);
  await recordAudit({
    action: 'requisition.approve',
    actor: caller.email,
    target: requisition._id.toHexString(),
    details: { order: order.number, leftOut: leftOut.length },
  });
  await recordMail(
    `requisition-approved:${requisition._id.toHexString()}`,
    requisition.buyer.email,
    requisitionApprovedMail(approved, order, caller.name ?? caller.email),
  );
  return toRequisitionDto(approved);
}

/** POST /api/company/requisitions/{number}/reject: closed with the approver's reason, mailed to the buyer. */
export async function rejectRequisition(
  caller: Caller,
  label: string,
  reason: string,
): Promise<RequisitionDto> {
  const asked = await toDecide(caller, label);
  return withOrderLock(buyerCaller(asked), async () => {
    const requisition = (await findRequisition(asked.companyId, asked.number))!;
    if (requisition.status !== 'pending') throw new AppError('conflict', decided(requisition.status));
    const rejected = await decidePending(requisition._id, {
      status: 'rejected',
      reason,
      decidedAt: new Date(),
      decidedBy: { email: caller.email, name: caller.name },
    });
    if (!rejected) throw new AppError('conflict', decided('pending'));
    await recordAudit({
      action: 'requisition.reject',
      actor: caller.email,
      target: requisition._id.toHexString(),
      details: { reason },
    });
    await recordMail(
      `requisition-rejected:${requisition._id.toHexString()}`,
      requisition.buyer.email,
      requisitionClosedMail(rejected, 'rejected', reason),
    );
    return toRequisitionDto(rejected);
  });
}

/**
 * The sweep's step (./sweep.ts): pending requisitions past their window lapse, mailed, each under
 * its buyer's lock (one whose buyer is busy waits for the next pass). One whose approval placed
 * its order before a crash kept it from saying so is approved instead. Safe on every instance at
 * once: each move is one conditional write, each mail recorded once by its key.
 */
export async function lapseRequisitions(now = new Date()): Promise<void> {
  for (const stale of await findLapsedRequisitions(now, LAPSE_BATCH)) {
    try {
      await withOrderLock(buyerCaller(stale), async () => {
        // A placement a crash stopped half-way is not an order: the order sweep ends it, and this lapses.
        const placed = await placedFor(stale);
        if (placed && stale.approvingBy) await markApproved(stale.approvingBy, stale, placed);
        else await close(stale, 'lapsed', lapsed(stale));
      });
    } catch (error) {
      if (!isAppError(error, 'limit')) throw error;
    }
  }
}
