import 'server-only';
import { orderPagePath, RETURN_REASONS, rmaLabel } from '@/lib/model';
import { hello, mail, recordMail, storeLink, type MailContent, type Recipient } from '@/lib/mail';
import type { ReturnDoc } from './store/returns-doc';
import { mailRecorded } from './store/returns';

/** Lines a message lists before "and N more parts". */
const LISTED = 10;

/** The mail each move owes its buyer, by cause (what moveReturn adds to `mailToSend`). */
export const RETURN_MAIL = {
  requested: 'return-requested',
  approved: 'return-approved',
  rejected: 'return-rejected',
  received: 'return-received',
  cancelled: 'return-cancelled',
} as const;
type Cause = (typeof RETURN_MAIL)[keyof typeof RETURN_MAIL];

function units(
  doc: ReturnDoc,
  count: (line: ReturnDoc['lines'][number]) => number = (line) => line.quantity,
) {
  const lines = doc.lines
    .filter((line) => count(line) > 0)
    .map((line) => `${count(line)} × ${line.name}${line.partNumber ? ` (${line.partNumber})` : ''}`);
  const more = lines.length - LISTED;
  return [
    ...lines.slice(0, LISTED),
    ...(more > 0 ? [`and ${more} more ${more === 1 ? 'part' : 'parts'}`] : []),
  ].join('\n');
}

const name = (doc: ReturnDoc) =>
  doc.number === undefined ? `your return for ${doc.orderRef}` : rmaLabel(doc.number);
const orderLink = (doc: ReturnDoc) => ({
  link: storeLink(orderPagePath(doc.orderRef)),
  label: 'Your order and its returns',
});

function render(cause: Cause, doc: ReturnDoc, to: Recipient): MailContent {
  const greeting = hello(doc.customerName, to);
  switch (cause) {
    case 'return-requested':
      return mail(`Return requested: ${doc.orderRef}`, greeting, [
        `We have your request to return these parts of order ${doc.orderRef}:`,
        units(doc),
        `Reason: ${RETURN_REASONS[doc.reason as keyof typeof RETURN_REASONS] ?? doc.reason}`,
        'We will look at it and write again. Please do not send anything before we approve it.',
        orderLink(doc),
      ]);
    case 'return-approved':
      return mail(`Return approved: ${name(doc)} · ${doc.orderRef}`, greeting, [
        `Your return is approved. Its number is ${name(doc)}.`,
        units(doc),
        'Print the return label from your order’s page, put it on the parcel, and send the parts back to us.',
        orderLink(doc),
      ]);
    case 'return-rejected':
      return mail(`Return not accepted: ${doc.orderRef}`, greeting, [
        `We cannot take back these parts of order ${doc.orderRef}:`,
        units(doc),
        `Why: ${doc.rejectReason ?? ''}`,
        orderLink(doc),
      ]);
    case 'return-received':
      return mail(`Return received: ${name(doc)} · ${doc.orderRef}`, greeting, [
        `Your parcel for ${name(doc)} has arrived.`,
        units(doc),
        'We will give the money back shortly and write when it is done.',
        orderLink(doc),
      ]);
    case 'return-cancelled':
      return mail(`Return cancelled: ${name(doc)} · ${doc.orderRef}`, greeting, [
        `The return ${name(doc)} of order ${doc.orderRef} is cancelled: nothing is to be sent back.`,
        orderLink(doc),
      ]);
  }
}

/**
 * Records in the outbox every mail the return still owes (each once: the outbox keeps one per cause
 * and return), then takes it off. Its moves call it after their write; a crash between is made good
 * by the return's next step.
 */
export async function sendReturnMail(doc: ReturnDoc): Promise<void> {
  for (const cause of (doc.mailToSend ?? []) as Cause[]) {
    if (!Object.values(RETURN_MAIL).includes(cause)) continue;
    await recordMail(`${cause}:${doc._id.toHexString()}`, doc.customerEmail, (to) => render(cause, doc, to));
    await mailRecorded(doc._id, cause);
  }
}
