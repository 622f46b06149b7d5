import 'server-only';
import { recordMail } from '@/lib/mail';
import { AppError } from '@/lib/model';
import { requisitionClosedMail } from './requisition-mails';
import { decidePending, type RequisitionDoc } from './store/requisitions';

// Ending a requisition nobody can decide any more (lapsed, or void): one conditional write, the
// buyer mailed once. Approving (./requisitions.ts) and asking again for a changed offer
// (./requisition-offer.ts) both end them here.

/** Ends a pending requisition that can no longer be decided (mailed to the buyer); answers the error to throw. */
export async function close(
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

/** Why a requisition lapsed: its window passed, or the offer it asks for ended first. */
export const lapsed = (requisition: RequisitionDoc) =>
  requisition.quote && requisition.expiresAt.getTime() === requisition.quote.endsAt.getTime()
    ? `the offer it asks for expired on ${requisition.quote.endsAt.toISOString().slice(0, 10)}.`
    : 'nobody decided it within the company’s window.';
