'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { endpoints, type ApiCall } from '@/lib/client';
import type { ReturnDto } from '@/lib/returns';
import type { ReturnStepInput } from '@/lib/validation';

type Props = { ret: ReturnDto; administer: boolean; own: boolean; onAccount: boolean; call: ApiCall };

/**
 * What can be done with a return now: the store approves or rejects it, receives it (each line's
 * units back to stock or scrapped) and pays it back (with their share of shipping if it chooses);
 * its buyer, or the store, cancels it before it is received. The server decides again on each.
 */
export function ReturnActions({ ret, administer, own, onAccount, call }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [why, setWhy] = useState('');
  const [restock, setRestock] = useState<Record<string, string>>({});
  const [withShipping, setWithShipping] = useState(false);
  const named = ret.rma ?? `the return of ${ret.requestedAt.slice(0, 10)}`;

  const take = async (body: ReturnStepInput) => {
    setError(null);
    const result = await call(endpoints.returnStep, { params: { id: ret._id }, body, refresh: 'success' });
    if (result && !result.ok) setError(result.fields?.lines ?? result.fields?.reason ?? result.error);
  };
  const good = (line: ReturnDto['lines'][number]) => {
    const typed = restock[line.productId];
    return typed === undefined || typed === '' ? line.quantity : Number(typed);
  };
  const receive = () => {
    const lines = ret.lines.map((line) => ({
      productId: line.productId,
      restock: good(line),
      scrap: line.quantity - good(line),
    }));
    if (lines.some((line) => !Number.isInteger(line.restock) || line.restock < 0 || line.scrap < 0))
      return setError('Back to stock must be a whole number from 0 to the units returned');
    return take({ step: 'receive', lines });
  };

  return (
    <div className="mt-2 space-y-2" role="group" aria-label={`Steps for ${named}`}>
      <div className="flex flex-wrap gap-2">
        {administer && ret.status === 'requested' && (
          <>
            <button type="button" className="btn-primary" onClick={() => take({ step: 'approve' })}>
              Approve
            </button>
            <button type="button" className="btn-outline" onClick={() => setRejecting(true)}>
              Reject…
            </button>
          </>
        )}
        {(administer || own) && (ret.status === 'requested' || ret.status === 'approved') && (
          <button type="button" className="btn-danger" onClick={() => take({ step: 'cancel' })}>
            Cancel return
          </button>
        )}
      </div>
      {rejecting && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="block text-sm">
            <span className="label">Why it is rejected</span>
            <input className="input" value={why} onChange={(event) => setWhy(event.target.value)} />
          </label>
          <button type="button" className="btn-primary" onClick={() => take({ step: 'reject', reason: why })}>
            Reject return
          </button>
        </div>
      )}
      {administer && ret.status === 'approved' && (
        <fieldset className="space-y-2 text-sm">
          <legend className="font-semibold">Received: units back to stock (the rest is scrapped)</legend>
          {ret.lines.map((line) => (
            <label key={line.productId} className="block">
              <span className="label">
                {line.name} ({line.quantity} returned)
              </span>
              <input
                className="input w-28"
                inputMode="numeric"
                value={restock[line.productId] ?? String(line.quantity)}
                onChange={(event) => setRestock({ ...restock, [line.productId]: event.target.value })}
              />
            </label>
          ))}
          <button type="button" className="btn-primary" onClick={receive}>
            Mark received
          </button>
        </fieldset>
      )}
      {administer && ret.status === 'received' && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="flex items-center gap-2 leading-6">
            <input
              type="checkbox"
              checked={withShipping}
              onChange={(event) => setWithShipping(event.target.checked)}
            />
            Give back their share of shipping
          </label>
          <button
            type="button"
            className="btn-primary"
            onClick={() => take({ step: 'refund', withShipping })}
          >
            {onAccount ? 'Credit the account' : 'Refund to card'}
          </button>
        </div>
      )}
      <FormAlert message={error} />
    </div>
  );
}
