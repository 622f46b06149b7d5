import type { RequisitionDoc } from './store/requisitions-doc';
import { orderPath, quoteLabel, requisitionLabel, requisitionPath } from '@/lib/model';
import { formatCents } from '@/lib/selling';
import { hello, mail, storeLink, type MailContent, type Recipient } from '@/lib/mail';

type Mailed = Pick<
  RequisitionDoc,
  'number' | 'totalCents' | 'lineCount' | 'poNumber' | 'buyer' | 'quote' | 'payOnAccount'
>;

const what = (requisition: Mailed) =>
  `${requisitionLabel(requisition.number)}${requisition.poNumber ? ` (PO ${requisition.poNumber})` : ''}: ` +
  `${requisition.lineCount.toLocaleString('en-US')} ${requisition.lineCount === 1 ? 'line' : 'lines'}, ${formatCents(requisition.totalCents)}`;

/** To each approver: a buyer asks for approval; the link opens the page they decide on. */
export function approvalAskedMail(
  requisition: Mailed & Pick<RequisitionDoc, 'reasons' | 'expiresAt'>,
  approverName: string | null,
): (to: Recipient) => MailContent {
  const buyer = requisition.buyer.name ?? requisition.buyer.email;
  return (to) =>
    mail(`Approval needed: ${requisitionLabel(requisition.number)} from ${buyer}`, hello(approverName, to), [
      requisition.quote?.number === undefined
        ? `${buyer} asks you to approve an order: ${what(requisition)}.`
        : `${buyer} asks you to approve accepting the offer of quote ${quoteLabel(requisition.quote.number)}: ${what(requisition)}.`,
      `It needs approval because ${requisition.reasons.join('; ')}.`,
      { link: storeLink(requisitionPath(requisition.number)), label: 'Review and decide' },
      `Unless it is decided by ${requisition.expiresAt.toISOString().slice(0, 10)}, it lapses.`,
    ]);
}

/** To the buyer: approved, the order placed and waiting for payment. */
export function requisitionApprovedMail(
  requisition: Mailed,
  order: { _id: { toHexString(): string }; number?: number },
  approver: string,
): (to: Recipient) => MailContent {
  return (to) =>
    mail(`Approved: ${requisitionLabel(requisition.number)}`, hello(requisition.buyer.name, to), [
      requisition.payOnAccount
        ? `${approver} approved ${what(requisition)}. Its order is placed and confirmed on your company’s account: nothing to pay now.`
        : `${approver} approved ${what(requisition)}. Its order is placed: pay it to have it shipped.`,
      { link: storeLink(orderPath(order)), label: 'Open the order' },
    ]);
}

/** To the buyer: rejected, lapsed or void, and why. */
export function requisitionClosedMail(
  requisition: Mailed,
  outcome: 'rejected' | 'lapsed' | 'void',
  reason: string,
): (to: Recipient) => MailContent {
  const subject = { rejected: 'Rejected', lapsed: 'Lapsed', void: 'Void' }[outcome];
  return (to) =>
    mail(`${subject}: ${requisitionLabel(requisition.number)}`, hello(requisition.buyer.name, to), [
      `${what(requisition)} was not approved, and no order was placed.`,
      `${outcome === 'rejected' ? 'The reason' : 'Why'}: ${reason}`,
      { link: storeLink('/dashboard/order'), label: 'Open My Orders' },
    ]);
}
