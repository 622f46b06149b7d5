'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { endpoints, type ApiCall } from '@/lib/client';
import { RETURN_REASONS, type ReturnReason } from '@/lib/model';
import type { OrderReturns } from '@/lib/returns';
import { parseBomText } from '@/lib/validation';

/** Lines of the hint listed before "and N more". */
const HINTED = 8;

/**
 * "Return parts…": the same paste as quick order (a part number and a quantity a line, "return these
 * 12 lines"), why, and a note. Lines that do not read are named before anything is sent; the server
 * checks every line against what was delivered and already returned.
 */
export function ReturnRequestForm({
  orderId,
  view,
  call,
}: {
  orderId: string;
  view: OrderReturns;
  call: ApiCall;
}) {
  const [text, setText] = useState('');
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const rows = parseBomText(text).filter((row) => !row.header);
    const unreadable = rows.find((row) => row.unreadable);
    if (unreadable) return setError(`Line ${unreadable.line}: ${unreadable.unreadable}`);
    if (rows.length === 0) return setError('Name at least one part to return');
    if (!reason) return setError('Choose why you return them');
    setBusy(true);
    setError(null);
    const result = await call(endpoints.requestReturn, {
      params: { id: orderId },
      body: {
        lines: rows.map((row) => ({ part: row.partNumber!, quantity: row.quantity! })),
        reason,
        ...(note.trim() ? { note } : {}),
      },
      refresh: 'success',
    });
    setBusy(false);
    if (result && !result.ok) setError(result.fields?.lines ?? result.error);
    if (result?.ok) setText('');
  };

  const hinted = view.returnable.slice(0, HINTED);
  return (
    <details className="card mt-2 p-4">
      <summary className="btn-outline inline-block cursor-pointer list-none leading-6">Return parts…</summary>
      <form onSubmit={submit} noValidate className="mt-3 space-y-3 text-sm" aria-label="Ask to return parts">
        <p>
          Returns are accepted until {view.until?.slice(0, 10)}. Paste a part number and a quantity on each
          line, as for a quick order. Still returnable:{' '}
          {hinted.map((line) => `${line.partNumber ?? line.productId} × ${line.units}`).join(', ')}
          {view.returnable.length > HINTED ? `, and ${view.returnable.length - HINTED} more` : ''}.
        </p>
        <label className="block">
          <span className="label">Parts to return</span>
          <textarea
            className="input min-h-24 font-mono"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={
              hinted[0] ? `${hinted[0].partNumber ?? hinted[0].productId}\t${hinted[0].units}` : ''
            }
          />
        </label>
        <label className="block">
          <span className="label">Why</span>
          <select
            className="input"
            value={reason}
            onChange={(event) => setReason(event.target.value as ReturnReason)}
          >
            <option value="">Choose a reason</option>
            {Object.entries(RETURN_REASONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="label">Note (optional)</span>
          <textarea
            className="input"
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <FormAlert message={error} />
        <SubmitButton className="btn-primary" disabled={busy}>
          Ask to return them
        </SubmitButton>
      </form>
    </details>
  );
}
