import 'server-only';
import type { Caller } from '@/lib/model';
import { addressLines, AppError, rmaLabel } from '@/lib/model';
import { returnLabelPdf } from '@/lib/invoices';
import { findReturnFor } from './return-steps';

/** An approved return's label, for its buyer or an admin: the same PDF each time it is downloaded. */
export async function getReturnLabel(caller: Caller, id: string): Promise<{ fileName: string; pdf: Buffer }> {
  const { doc } = await findReturnFor(caller, id);
  if (doc.number === undefined || !doc.approvedAt || doc.status === 'cancelled')
    throw new AppError('not_found', 'This return has no label: it is not approved');
  const rma = rmaLabel(doc.number);
  const pdf = await returnLabelPdf({
    rma,
    orderRef: doc.orderRef,
    approvedAt: doc.approvedAt,
    from: doc.shipFrom
      ? { name: doc.shipFrom.name, lines: addressLines(doc.shipFrom.address) }
      : { name: doc.customerName, lines: [doc.customerEmail] },
    lines: doc.lines.map((line) => ({
      name: line.name,
      partNumber: line.partNumber ?? null,
      quantity: line.quantity,
    })),
  });
  return { fileName: `${rma}.pdf`, pdf };
}
