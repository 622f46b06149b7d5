'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { endpoints, useApi } from '@/lib/client';
import { requisitionPath } from '@/lib/model';

/**
 * Approve or reject a requisition (issue 34). Approving places its order; when a line is short of
 * stock the server names it, and the approver may approve without it (or reject to send it back).
 * Rejecting needs a reason, mailed to the buyer.
 */
export function RequisitionDecision({ number }: { number: string }) {
  const router = useRouter();
  const returnTo = requisitionPath(Number(number.slice(3)));
  const { call } = useApi('company', { returnTo });
  const [error, setError] = useState<string | null>(null);
  const [short, setShort] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  const approve = async (leaveOut: string[]) => {
    setBusy(true);
    const result = await call(endpoints.approveRequisition, { params: { number }, body: { leaveOut } });
    setBusy(false);
    if (!result) return;
    if (result.ok) return router.refresh();
    setError(result.error);
    const line = result.fields?.leaveOut;
    setShort(line ? [...leaveOut, line] : []);
  };
  const reject = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    setBusy(true);
    const result = await call(endpoints.rejectRequisition, { params: { number }, body: { reason } });
    setBusy(false);
    if (!result) return;
    if (result.ok) return router.refresh();
    setError(result.fields?.reason ?? result.error);
  };

  return (
    <section aria-labelledby="decide-heading" className="card mb-6 space-y-3 p-4">
      <h2 id="decide-heading" className="font-semibold">
        Your decision
      </h2>
      {error && (
        <p role="alert" className="text-sm text-red-600" data-testid="decision-error">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void approve([])}>
          Approve
        </button>
        {short.length > 0 && (
          <button type="button" className="btn-outline" disabled={busy} onClick={() => void approve(short)}>
            Approve without the short {short.length === 1 ? 'line' : 'lines'}
          </button>
        )}
        {!rejecting && (
          <button type="button" className="btn-outline" disabled={busy} onClick={() => setRejecting(true)}>
            Reject…
          </button>
        )}
      </div>
      {rejecting && (
        <form onSubmit={reject} className="space-y-2" aria-label={`Reject ${number}`}>
          <label className="block">
            <span className="label">Why (the buyer is told)</span>
            <textarea className="input" name="reason" rows={2} maxLength={500} required />
          </label>
          <button type="submit" className="btn-primary" disabled={busy}>
            Reject
          </button>
        </form>
      )}
    </section>
  );
}
