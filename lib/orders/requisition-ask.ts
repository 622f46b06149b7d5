import 'server-only';
import { newId, toId } from '@/lib/db';
import {
  NOT_A_BUYER,
  approversToMail,
  companyOf,
  companyPurchase,
  type CompanyPurchase,
} from '@/lib/companies';
import { recordMail } from '@/lib/mail';
import { AppError, type Caller } from '@/lib/model';
import { buyerPriceContext } from '@/lib/pricelists';
import { ORDER_TOO_LARGE_MESSAGE, exceedsOrderMaximum, priceFor } from '@/lib/selling';
import { limitOrdering, type Buyer, type CartSource, checkedParts, MANY_PARTS } from './place-order';
import { recordParts } from './place-lines';
import { withOrderLock } from './order-slot';
import { weighPurchase } from './spending';
import { approvalAskedMail } from './requisition-mails';
import { toRequisitionDto, type RequisitionDto } from './requisition-dto';
import { findRequisitionByRequestKey, insertRequisition, type RequisitionDoc } from './store/requisitions';
import type { LineUnits } from './stock-moves';

// Asking for approval (issue 34): a company buyer's cart that trips an approval rule is frozen as
// a requisition (lines, prices, ship-to), holding nothing; approvers decide it (./requisitions.ts).

const NEEDS_NO_APPROVAL = 'This order needs no approval: place it from checkout.';
const DAY_MS = 86_400_000;

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
  if (made) {
    // A retry of an ask that froze its requisition: what a crash kept from happening happens now
    // (its lines leave the cart; its approvers are mailed, each once).
    const dto = toRequisitionDto(made);
    await withOrderLock(caller, () => cart.bought(dto, made.lines));
    await mailApprovers(made);
    return dto;
  }
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
  const context = await buyerPriceContext(
    caller,
    lines.map((line) => line.productId),
  );
  const priced = recordParts(lines, lines.map(partOf), (part, line) =>
    priceFor(context, part, line.quantity),
  );
  if (exceedsOrderMaximum(priced.lines.map((line) => line.totalCents)))
    throw new AppError('invalid', ORDER_TOO_LARGE_MESSAGE);
  return freezeAsked(
    caller,
    purchase,
    {
      customerName: buyer.customerName,
      phoneNumber: buyer.phoneNumber,
      ...(buyer.poNumber ? { poNumber: buyer.poNumber } : {}),
      ...(buyer.payOnAccount ? { payOnAccount: true as const } : {}),
      ...priced,
      ...(buyer.requestKey ? { requestKey: buyer.requestKey } : {}),
    },
    NEEDS_NO_APPROVAL,
  );
}

/** What a requisition freezes of what its buyer asks for: contact, lines and prices, and maybe an offer. */
export type Asked = Pick<
  RequisitionDoc,
  'customerName' | 'phoneNumber' | 'poNumber' | 'payOnAccount' | 'lines' | 'totalCents'
> &
  Pick<RequisitionDoc, 'requestKey' | 'quote'>;

/**
 * Freezes `asked` as a requisition when the company's rules say it needs approval (a limit that
 * refuses it outright refuses it here too; none tripped: `needsNone`), then mails the approvers.
 * It lapses after the company's window, or when the offer it asks for ends, whichever is first.
 */
export async function freezeAsked(
  caller: Caller,
  purchase: CompanyPurchase,
  asked: Asked,
  needsNone: string,
): Promise<RequisitionDoc> {
  const { reasons, refusal } = await weighPurchase(caller, purchase, {
    totalCents: asked.totalCents,
    lineCount: asked.lines.length,
  });
  if (refusal) throw new AppError('invalid', refusal);
  if (reasons.length === 0) throw new AppError('invalid', needsNone);
  const now = new Date();
  const windowEnds = now.getTime() + purchase.rules.windowDays * DAY_MS;
  const requisition = await insertRequisition({
    _id: newId(),
    companyId: purchase.id,
    buyer: { userId: toId(caller.id), email: caller.email, name: caller.name },
    ...asked,
    company: purchase.copy,
    shipToId: purchase.shipToId,
    lineCount: asked.lines.length,
    reasons,
    status: 'pending',
    createdAt: now,
    expiresAt: new Date(Math.min(windowEnds, asked.quote?.endsAt.getTime() ?? windowEnds)),
  });
  await mailApprovers(requisition);
  return requisition;
}

/** The company's approvers (not the buyer who asked) are mailed a link to decide it, each once. */
export async function mailApprovers(requisition: RequisitionDoc): Promise<void> {
  for (const approver of await approversToMail(requisition.companyId, requisition.buyer.userId))
    await recordMail(
      `requisition-asked:${requisition._id.toHexString()}:${approver.email}`,
      approver.email,
      approvalAskedMail(requisition, approver.name),
    );
}
