'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SuggestedPartDto } from '@/lib/catalog';
import { cartEndpoints, useApi } from '@/lib/client';

type Line = { partNumber: string; quantity: string };

const FIRST_ROWS = 5;
const blank = (): Line => ({ partNumber: '', quantity: '' });

/**
 * The quick-order pad's rows: a part number with type-ahead (parts whose number starts with what
 * is typed, ignoring case, spaces and dashes) and a quantity. "Check lines" sends them as a bill of
 * materials, so typed rows are accounted for like pasted ones.
 */
export function PartNumberRows({
  disabled,
  onCheck,
}: {
  disabled: boolean;
  onCheck: (text: string) => void;
}) {
  const [lines, setLines] = useState<Line[]>(() => Array.from({ length: FIRST_ROWS }, blank));
  const [typing, setTyping] = useState<{ row: number; prefix: string } | null>(null);
  const [suggested, setSuggested] = useState<SuggestedPartDto[]>([]);
  const { call } = useApi('public');
  const latest = useRef(0);

  useEffect(() => {
    if (!typing || typing.prefix.replace(/[^a-z0-9]/gi, '').length < 2) return;
    const asked = (latest.current += 1);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void call(cartEndpoints.suggestParts, {
        query: { prefix: typing.prefix },
        signal: controller.signal,
      }).then((result) => {
        if (result?.ok && asked === latest.current) setSuggested(result.data);
      });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typing, call]);

  const edit = (row: number, field: keyof Line, value: string) => {
    setLines((current) => current.map((line, i) => (i === row ? { ...line, [field]: value } : line)));
    if (field === 'partNumber') setTyping({ row, prefix: value });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = lines
      .filter((line) => line.partNumber.trim() || line.quantity.trim())
      .map((line) => `${line.partNumber.trim()}\t${line.quantity.trim()}`)
      .join('\n');
    onCheck(text);
  };

  return (
    <form className="space-y-3" onSubmit={submit}>
      <datalist id="part-suggestions">
        {suggested.map((part) => (
          <option key={part._id} value={part.partNumber}>
            {part.name} (minimum {part.minimumQuantity}
            {part.quantityStep > 1 ? `, packs of ${part.quantityStep}` : ''})
          </option>
        ))}
      </datalist>
      {lines.map((line, row) => (
        <div key={row} className="flex gap-2" data-testid="quick-row">
          <label className="flex-1">
            <span className="sr-only">Part number, row {row + 1}</span>
            <input
              className="input"
              list="part-suggestions"
              autoComplete="off"
              placeholder="Part number"
              value={line.partNumber}
              onChange={(event) => edit(row, 'partNumber', event.currentTarget.value)}
            />
          </label>
          <label className="w-24">
            <span className="sr-only">Quantity, row {row + 1}</span>
            <input
              className="input"
              inputMode="numeric"
              placeholder="Qty"
              value={line.quantity}
              onChange={(event) => edit(row, 'quantity', event.currentTarget.value)}
            />
          </label>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline"
          onClick={() => setLines((current) => [...current, blank()])}
        >
          Add row
        </button>
        <button type="submit" className="btn-primary" disabled={disabled}>
          Check lines
        </button>
      </div>
    </form>
  );
}
