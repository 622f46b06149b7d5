'use client';

import { endpoints, endpointUrl, useApi } from '@/lib/client';
import { RETURN_STATUS_LABELS } from '@/lib/model';
import type { OrderReturns as OrderReturnsView } from '@/lib/returns';
import { formatDollars } from '@/lib/selling';
import { ReturnActions } from './return-actions';
import { ReturnRequestForm } from './return-request-form';

type Props = {
  orderId: string;
  view: OrderReturnsView;
  may: { administer: boolean; own: boolean };
  onAccount: boolean;
};

/**
 * An order's returns on its page (issue 36): each with its RMA number, state, units and label, and
 * the steps the caller may take; and, for its buyer within the window, the form to ask for one.
 */
export function OrderReturns({ orderId, view, may, onAccount }: Props) {
  const { call } = useApi(may.administer ? 'manage-orders' : 'my-orders');
  if (view.returns.length === 0 && !view.mayRequest) return null;
  return (
    <section aria-labelledby="returns" className="mt-6">
      <h2 id="returns" className="mb-2 text-lg font-semibold">
        Returns
      </h2>
      {view.returns.length > 0 && (
        <ul className="space-y-3">
          {view.returns.map((ret) => (
            <li key={ret._id} className="card p-4 text-sm">
              <p className="font-semibold">
                {ret.rma ?? 'Return'} · {RETURN_STATUS_LABELS[ret.status]}
              </p>
              <p>
                Asked {ret.requestedAt.slice(0, 10)} · {ret.reason}
                {ret.note ? ` · “${ret.note}”` : ''}
              </p>
              <ul className="mt-1 list-disc pl-5">
                {ret.lines.map((line) => (
                  <li key={line.productId}>
                    {line.quantity} × {line.name}
                    {line.partNumber ? ` (${line.partNumber})` : ''}
                    {line.restocked !== null
                      ? ` · ${line.restocked} back to stock, ${line.scrapped} scrapped`
                      : ''}
                  </li>
                ))}
              </ul>
              {ret.rejectReason && <p>Not accepted: {ret.rejectReason}</p>}
              {ret.refundPrize !== null && (
                <p>
                  {ret.status === 'credited' ? 'Credited' : 'Refunded'}: ${formatDollars(ret.refundPrize)}
                  {ret.withShipping ? ' (with its share of shipping)' : ''}
                </p>
              )}
              {ret.rma && (ret.status === 'approved' || ret.status === 'received') && (
                <a
                  href={endpointUrl(endpoints.returnLabel, { params: { id: ret._id } })}
                  className="mt-1 inline-block font-semibold text-brand-700 leading-6 hover:underline"
                >
                  Return label {ret.rma} (PDF)
                </a>
              )}
              <ReturnActions
                ret={ret}
                administer={may.administer}
                own={may.own}
                onAccount={onAccount}
                call={call}
              />
            </li>
          ))}
        </ul>
      )}
      {view.mayRequest && <ReturnRequestForm orderId={orderId} view={view} call={call} />}
    </section>
  );
}
