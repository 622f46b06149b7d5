import 'server-only';
import { recordAudit } from '@/lib/audit';
import { newId, toId } from '@/lib/db';
import {
  NOT_A_BUYER,
  approversToMail,
  buyerNow,
  companyOf,
  companyPurchase,
  shipToNow,
} from '@/lib/companies';
import { findCartParts } from '@/lib/catalog';
import { recordMail } from '@/lib/mail';
import {
  AppError,
  isAppError,
  isShown,
  parseRequisitionLabel,
  type Caller,
  type RequisitionStatus,
} from '@/lib/model';
import { ORDER_TOO_LARGE_MESSAGE, exceedsOrderMaximum, priceContextFor, priceFor } from '@/lib/selling';
import { limitOrdering, type Buyer, type CartSource, checkedParts, MANY_PARTS } from './place-order';
import { placeNewOrder, recordParts } from './place';
import { withOrderLock, withOrderSlot } from './order-slot';
import { weighPurchase } from './spending';
import { approvalAskedMail, requisitionApprovedMail, requisitionClosedMail } from './requisition-mails';
import { toRequisitionDto, type RequisitionDto } from './requisition-dto';
import { findOrderByRequestKey } from './store/orders';
import type { OrderDoc } from './store/orders-doc';
import {
  decidePending,
  findLapsedRequisitions,
  findRequisition,
  findRequisitionByRequestKey,
  insertRequisition,
  noteApprover,
  type RequisitionDoc,
} from './store/requisitions';
import type { LineUnits } from './stock-moves';

/**
 * Requisitions (issue 34): a company buyer's checkout that trips an approval rule is frozen here,
 * holding nothing, until an approver decides. Every move of one (approve, reject, lapse) happens
 * under its buyer's order lock (./order-slot.ts), the lock their checkouts take: a rejection cannot
 * land while its approval places the order, and the approval's order is placed as theirs.
 */

const NEEDS_NO_APPROVAL = 'This order needs no approval: place it from checkout.';
const OWN = 'You asked for this approval: another approver of your company decides it.';
const DAY_MS = 86_400_000;
/** Lapsed requisitions one sweep pass ends (the next pass takes the rest). */
const LAPSE_BATCH = 100;

const decided = (status: RequisitionStatus) =>
  `This requisition is ${status === 'pending' ? 'being decided' : status} already: look again.`;

/** The order an approval places carries this key: a retried approval answers that order. */
const approvalKey = (requisition: Pick<RequisitionDoc, '_id'>) =>
  `requisition:${requisition._id.toHexString()}`;

/**
 * POST /api/company/requisitions: the cart's lines, at their prices now, frozen with the ship-to
 * for an approver (mailed), when the company's rules say the order needs one; the lines leave the
 * cart. Nothing is held, charged or invoiced.
 */
export async function askApproval(
  caller: Caller,
  buyer: Buyer,
  cart: CartSource<RequisitionDto>,
): Promise<RequisitionDto> {
  companyOf(caller, 'buy', NOT_A_BUYER);
  const made = buyer.requestKey ? await findRequisitionByRequestKey(buyer.requestKey) : null;
  if (made) return toRequisitionDto(made);
  await limitOrdering(caller);
  return withOrderLock(caller, async () => {
    const read = await cart.read();
    if ('placed' in read) return read.placed;
    const requisition = await freeze(caller, read.lines, buyer);
    const dto = toRequisitionDto(requisition);
    await cart.bought(dto, read.lines);
    return dto;
  });
}

async function freeze(caller: Caller, lines: readonly LineUnits[], buyer: Buyer): Promise<RequisitionDoc> {
  const partOf = await checkedParts(lines, MANY_PARTS);
  const purchase = await companyPurchase(caller, buyer.shipToId);
  if (!purchase) throw new AppError('not_found:company');
  const context = priceContextFor(caller);
  const priced = recordParts(lines, lines.map(partOf), (part, line) =>
    priceFor(context, part, line.quantity),
  );
  if (exceedsOrderMaximum(priced.lines.map((line) => line.totalCents)))
    throw new AppError('invalid', ORDER_TOO_LARGE_MESSAGE);
  const { reasons, refusal } = await weighPurchase(caller, purchase, {
    totalCents: priced.totalCents,
    lineCount: lines.length,
  });
  if (refusal) throw new AppError('invalid', refusal);
  if (reasons.length === 0) throw new AppError('invalid', NEEDS_NO_APPROVAL);
  const now = new Date();
  const requisition = await insertRequisition({
    _id: newId(),
    companyId: purchase.id,
    buyer: { userId: toId(caller.id), email: caller.email, name: caller.name },
    customerName: buyer.customerName,
    phoneNumber: buyer.phoneNumber,
    ...(buyer.poNumber ? { poNumber: buyer.poNumber } : {}),
    company: purchase.copy,
    shipToId: purchase.shipToId,
    lines: priced.lines,
    lineCount: priced.lines.length,
    totalCents: priced.totalCents,
    reasons,
    status: 'pending',
    createdAt: now,
    expiresAt: new Date(now.getTime() + purchase.rules.windowDays * DAY_MS),
    ...(buyer.requestKey ? { requestKey: buyer.requestKey } : {}),
  });
  for (const approver of await approversToMail(purchase.id, requisition.buyer.userId))
    await recordMail(
      `requisition-asked:${requisition._id.toHexString()}:${approver.email}`,
      approver.email,
      approvalAskedMail(requisition, approver.name),
    );
  return requisition;
}

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
const buyerCaller = (requisition: RequisitionDoc, company?: Caller['company']): Caller => ({
  id: requisition.buyer.userId.toHexString(),
  email: requisition.buyer.email,
  name: requisition.buyer.name,
  role: 'customer',
  ...(company ? { company } : {}),
});

/** Ends a pending requisition that can no longer be decided (mailed to the buyer); answers the error to throw. */
async function close(
  requisition: RequisitionDoc,
  status: 'lapsed' | 'void',
  reason: string,
): Promise<AppError> {
  const closed = await decidePending(requisition._id, { status, reason, decidedAt: new Date() });
  if (closed)
    await recordMail(
      `requisition-${status}:${requisition._id.toHexString()}`,
      requisition.buyer.email,
      requisitionClosedMail(closed, status, reason),
    );
  return new AppError('conflict', `This requisition is ${status}: ${reason}`);
}

const LAPSED = 'nobody decided it within the company’s window.';

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
    if (requisition.expiresAt <= new Date()) throw await close(requisition, 'lapsed', LAPSED);
    if (!membership)
      throw await close(requisition, 'void', `${requisition.buyer.email} no longer buys for the company.`);
    if (requisition.shipToId && !(await sameShipTo(requisition)))
      throw await close(requisition, 'void', 'its ship-to changed after it was asked for.');
    const left = new Set(leaveOut);
    const lines = requisition.lines.filter((line) => !left.has(line.productId.toHexString()));
    if (lines.length === 0) throw new AppError('invalid', 'Approve at least one of its lines.');
    await noteApprover(requisition._id, { email: caller.email, name: caller.name });
    try {
      await placeApproved(buyer, requisition, lines);
    } catch (error) {
      if (isAppError(error) && error.code === 'conflict:price')
        throw await close(requisition, 'void', error.message);
      throw error;
    }
    return markApproved(caller, requisition, await placedFor(requisition));
  });
}

/** The order an approval of this requisition placed to the end, if any (one still `placing` is not). */
async function placedFor(requisition: RequisitionDoc): Promise<OrderDoc | null> {
  const order = await findOrderByRequestKey(approvalKey(requisition));
  return order && isShown(order) ? order : null;
}

async function sameShipTo(requisition: RequisitionDoc): Promise<boolean> {
  const now = await shipToNow(requisition.companyId, requisition.shipToId!);
  const then = requisition.company.shipTo;
  return Boolean(
    now && then && now.label === then.label && JSON.stringify(now.address) === JSON.stringify(then.address),
  );
}

/** The order, placed from the frozen lines: the prices recorded are checked against the frozen ones. */
async function placeApproved(buyer: Caller, requisition: RequisitionDoc, lines: RequisitionDoc['lines']) {
  const context = priceContextFor(buyer);
  let changed: string | null = null;
  return placeNewOrder(
    {
      _id: newId(),
      customerName: requisition.customerName,
      customerEmail: requisition.buyer.email,
      customerId: requisition.buyer.userId,
      phoneNumber: requisition.phoneNumber,
      ...(requisition.poNumber ? { poNumber: requisition.poNumber } : {}),
      company: { id: requisition.companyId, ...requisition.company },
      requestKey: approvalKey(requisition),
      lines,
    },
    {
      record: (held) => {
        const now = recordParts(lines, held, (part, line) => priceFor(context, part, line.quantity));
        const moved = now.lines.find((line, i) => line.unitPriceCents !== lines[i]!.unitPriceCents);
        if (moved) changed = `the price of ${moved.partNumber ?? moved.name} changed after it was asked for.`;
        return { lines, totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0) };
      },
      admit: async () => (changed ? new AppError('conflict:price', changed) : null),
      noStock: async (line) => {
        const [part] = await findCartParts([line.productId]);
        const frozen = lines.find((candidate) => candidate.productId.equals(line.productId))!;
        const name = `${frozen.partNumber ?? ''} ${frozen.name}`.trim();
        return new AppError(
          'conflict',
          `${name}: only ${(part?.quantity ?? 0).toLocaleString('en-US')} available. Approve without it, or reject to send it back.`,
          { leaveOut: line.productId.toHexString() },
        );
      },
    },
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
        else await close(stale, 'lapsed', LAPSED);
      });
    } catch (error) {
      if (!isAppError(error, 'limit')) throw error;
    }
  }
}
