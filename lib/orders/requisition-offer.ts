import 'server-only';
import { requisitionDestination } from './requisition-order';
import type { z } from 'zod';
import { newId } from '@/lib/db';
import { NOT_A_BUYER, companyOf, companyPurchase } from '@/lib/companies';
import { AppError, isAppError, requisitionLabel, type Caller } from '@/lib/model';
import { acceptRefusal, findQuoteFor, leftToAccept, taking, type QuoteDoc } from '@/lib/quotes';
import { agreedPrice } from '@/lib/selling';
import type { quoteAcceptSchema } from '@/lib/validation';
import { offerOrder, PHONE_REQUIRED } from './accept-offer';
import { madeBy } from './place';
import { placeAgreed } from './place-agreed';
import { limitOrdering } from './place-order';
import { withOrderLock } from './order-slot';
import { freezeAsked, mailApprovers } from './requisition-ask';
import { close } from './requisition-close';
import { approvalKey, shortForApprover } from './requisition-order';
import { toRequisitionDto, type RequisitionDto } from './requisition-dto';
import { findPendingForQuote, findRequisitionByRequestKey, type RequisitionDoc } from './store/requisitions';

// Asking approval for an offer (issue 34): accepting a quote is checked against the company's
// rules like a checkout (./spending.ts), and one that trips a rule is asked for here instead. The
// requisition freezes which units of which lines of which offer, at the offer's prices; approving
// it accepts exactly that offer as its buyer (./requisitions.ts), and an offer changed, accepted
// meanwhile or expired voids it. It lapses when the offer ends, if the company's window is longer.

const NEEDS_NO_APPROVAL = 'Accepting this offer needs no approval: accept it.';

/** POST /api/quotes/{id}/approval: the units the buyer would accept, frozen for an approver (mailed). */
export async function askOfferApproval(
  caller: Caller,
  id: string,
  input: z.output<typeof quoteAcceptSchema>,
  requestKey: string | null,
): Promise<RequisitionDto> {
  companyOf(caller, 'buy', NOT_A_BUYER);
  const made = requestKey ? await findRequisitionByRequestKey(requestKey) : null;
  if (made) {
    // A retry: its approvers are mailed (each once) if a crash kept that from happening.
    await mailApprovers(made);
    return toRequisitionDto(made);
  }
  await limitOrdering(caller);
  // Under the buyer's lock, as their checkouts: two asks at once cannot both find none pending.
  return withOrderLock(caller, async () => {
    const quote = await findQuoteFor(caller, id);
    const refusal = acceptRefusal(quote, caller.email, new Date());
    if (refusal) throw new AppError(refusal.code, refusal.message);
    const { taken } = taking(quote, input.lines);
    const phoneNumber = input.phoneNumber ?? quote.phoneNumber;
    if (!phoneNumber) throw new AppError('invalid', PHONE_REQUIRED, { phoneNumber: PHONE_REQUIRED });
    const pending = await findPendingForQuote(quote._id);
    // One answered again since cannot be approved any more: it ends here, and the new offer is asked for.
    if (pending && pending.quote?.offerNo !== quote.offerNo)
      await close(pending, 'void', 'the offer changed after it was asked for.');
    else if (pending)
      throw new AppError(
        'conflict',
        `Approval of this offer is asked already: ${requisitionLabel(pending.number)} waits for an approver.`,
      );
    const purchase = await companyPurchase(caller, undefined);
    if (!purchase) throw new AppError('not_found:company');
    const lines = taken.map(({ index, quantity }) => {
      const line = quote.lines[index]!;
      const price = agreedPrice(line.unitPriceCents!, quantity);
      return {
        productId: line.productId,
        name: line.productName,
        ...(line.partNumber ? { partNumber: line.partNumber } : {}),
        quantity,
        unitPriceCents: price.unitCents,
        totalCents: price.totalCents,
      };
    });
    const requisition = await freezeAsked(
      caller,
      purchase,
      {
        customerName: quote.customerName,
        phoneNumber,
        ...(input.poNumber ? { poNumber: input.poNumber } : {}),
        lines,
        totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
        quote: {
          id: quote._id,
          ...(quote.number === undefined ? {} : { number: quote.number }),
          ...(quote.offerNo === undefined ? {} : { offerNo: quote.offerNo }),
          taken,
          endsAt: quote.validUntil!,
        },
        ...(requestKey ? { requestKey } : {}),
      },
      NEEDS_NO_APPROVAL,
    );
    return toRequisitionDto(requisition);
  });
}

/**
 * Why the offer cannot be accepted as `requisition` froze it any more (null: it can): gone,
 * expired, answered again (a new offer), or units of it accepted meanwhile.
 */
function offerChanged(quote: QuoteDoc, requisition: RequisitionDoc, buyerEmail: string): string | null {
  const asked = requisition.quote!;
  const refusal = acceptRefusal(quote, buyerEmail, new Date());
  if (refusal) return `the offer cannot be accepted any more: ${refusal.message}`;
  const changed =
    quote.offerNo !== asked.offerNo ||
    asked.taken.some(({ index, quantity }, i) => {
      const line = quote.lines[index];
      return (
        !line || line.unitPriceCents !== requisition.lines[i]!.unitPriceCents || leftToAccept(line) < quantity
      );
    });
  return changed ? 'the offer changed, or part of it was accepted, after it was asked for.' : null;
}

/**
 * The order an approval of an offer's requisition places, as its buyer's (under their order slot,
 * held by ./requisitions.ts): the frozen units of the offer (less the lines the approver `lines`
 * leaves out) at its prices, claimed only while the offer is still the one frozen. Throws
 * `conflict:void` when it is not (the approval voids the requisition). A placement a crash stopped
 * is taken up by its key, its own claim counting as made.
 */
export async function placeApprovedOffer(
  buyer: Caller,
  requisition: RequisitionDoc,
  lines: RequisitionDoc['lines'],
) {
  const asked = requisition.quote!;
  const requestKey = approvalKey(requisition);
  const made = await madeBy(requestKey);
  const placing = made && 'placing' in made ? made.placing : null;
  const quote = await findQuoteFor(buyer, asked.id.toHexString()).catch((error: unknown) => {
    if (isAppError(error, 'not_found')) throw new AppError('conflict:void', 'the offer is gone.');
    throw error;
  });
  const claim = placing && quote.acceptances?.find((one) => one.orderId.equals(placing));
  if (!claim) {
    const changed = offerChanged(quote, requisition, buyer.email);
    if (changed) throw new AppError('conflict:void', changed);
  }
  const kept = new Set(lines.map((line) => line.productId.toHexString()));
  const take = claim
    ? { taken: claim.lines, whole: false }
    : taking(
        quote,
        asked.taken
          .map(({ index, quantity }) => ({
            productId: quote.lines[index]!.productId.toHexString(),
            quantity,
          }))
          .filter((line) => kept.has(line.productId)),
      );
  const agreed = offerOrder(
    quote,
    take,
    {
      customerName: requisition.customerName,
      phoneNumber: requisition.phoneNumber,
      poNumber: requisition.poNumber,
    },
    { orderId: placing ?? newId(), claimed: Boolean(claim), requestKey },
  );
  return placeAgreed(
    buyer,
    {
      ...agreed,
      claimLost: () => new AppError('conflict', 'This offer has just changed: look at it again.'),
      noStock: (productId) => shortForApprover(requisition.lines, productId),
    },
    {
      company: { id: requisition.companyId, ...requisition.company },
      destination: await requisitionDestination(buyer, requisition),
    },
  );
}
