import 'server-only';
import { companyOf, leftThisMonth, limitsOfUser } from '@/lib/companies';
import { toId } from '@/lib/db';
import {
  AppError,
  can,
  orderRef,
  parseRequisitionLabel,
  type Caller,
  type Page,
  type Paging,
  type RequisitionStatus,
} from '@/lib/model';
import { centsToDollars, dollarsOrNull } from '@/lib/selling';
import {
  toRequisitionDto,
  toRequisitionLines,
  type RequisitionDetailDto,
  type RequisitionDto,
} from './requisition-dto';
import { findOrderPage } from './store/order-lists';
import { spentThisPeriod } from './spend-ledger';
import {
  findRequisition,
  findRequisitionById,
  findRequisitionPage,
  type RequisitionDoc,
} from './store/requisitions';

/** Those who decide requisitions, or see everything of the company, see all of its requisitions. */
const seesAll = (caller: Caller, companyId: string) =>
  can(caller, 'approve', { companyId }) || can(caller, 'see-company', { companyId });

/**
 * GET /api/company/requisitions: the company's requisitions, newest first, for its approvers,
 * admins and finance; a buyer's own for a buyer (My Orders shows them). `mine` narrows to the
 * caller's own for anyone.
 */
export async function listRequisitions(
  caller: Caller,
  { status, mine = false }: { status?: RequisitionStatus; mine?: boolean },
  { skip, limit }: Paging,
): Promise<Page<RequisitionDto>> {
  const companyId = companyOf(caller);
  const own = mine || !seesAll(caller, companyId.toHexString());
  const { rows, total } = await findRequisitionPage(
    { companyId, ...(own ? { buyerId: toId(caller.id) } : {}), ...(status ? { status } : {}) },
    skip,
    limit,
  );
  return { rows: rows.map(toRequisitionDto), total };
}

/** A racing request for approval of the same cart answers the requisition the first one made. */
export async function getRequisitionById(caller: Caller, id: string): Promise<RequisitionDto> {
  const requisition = await findRequisitionById(companyOf(caller), toId(id));
  if (!requisition || requisition.buyer.userId.toHexString() !== caller.id)
    throw new AppError('not_found:requisition');
  return toRequisitionDto(requisition);
}

/** GET /api/company/requisitions/{number}: its page; 404 for another company's, or another buyer's to a buyer. */
export async function getRequisition(caller: Caller, label: string): Promise<RequisitionDetailDto> {
  const companyId = companyOf(caller);
  const number = parseRequisitionLabel(label);
  const requisition = number === null ? null : await findRequisition(companyId, number);
  const own = requisition?.buyer.userId.toHexString() === caller.id;
  if (!requisition || (!own && !seesAll(caller, companyId.toHexString())))
    throw new AppError('not_found:requisition');
  const decides = !own && can(caller, 'approve', { companyId: companyId.toHexString() });
  return {
    ...toRequisitionDto(requisition),
    lines: toRequisitionLines(requisition),
    buyerSpending: own ? null : await buyerSpending(requisition),
    mayDecide: decides && requisition.status === 'pending',
  };
}

/** Beside the order, for its approver: what the buyer spent this month and their last three orders. */
async function buyerSpending(requisition: RequisitionDoc): Promise<RequisitionDetailDto['buyerSpending']> {
  const { companyId, buyer } = requisition;
  const [spent, mine, last] = await Promise.all([
    spentThisPeriod(companyId, buyer.email),
    limitsOfUser(buyer.userId),
    findOrderPage({ customerEmail: buyer.email, companyId }, 0, 3),
  ]);
  const limits = mine?.companyId.equals(companyId) ? mine.limits : {};
  return {
    spentThisMonth: centsToDollars(spent),
    leftThisMonth: dollarsOrNull(leftThisMonth(limits, spent) ?? undefined),
    lastOrders: last.rows.map((order) => ({
      number: orderRef(order),
      total: centsToDollars(order.totalCents),
      createdAt: order.createdAt.toISOString(),
    })),
  };
}
