'use client';

import { useId, useState } from 'react';
import type { OrderDto } from '@/lib/orders';
import { linesFromPaste } from './lines-from-paste';

type Line = OrderDto['lines'][number];

/**
 * A parcel's or a refund's quantities set for every line at once (issue 33: a 300-line order is
 * not 300 fields to fill or to zero by hand): every unit still to ship, none, or what a pasted list
 * of part numbers and quantities says (the quick order's reader: a spreadsheet's two columns).
 */
export function FillLines({
  lines,
  onFill,
}: {
  lines: readonly Line[];
  onFill: (quantities: Record<string, string>) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [report, setReport] = useState<{ said: string; problems: string[] } | null>(null);
  const fill = (quantity: (line: Line) => string) =>
    onFill(Object.fromEntries(lines.map((line) => [line.productId, quantity(line)])));
  const paste = () => {
    try {
      const { quantities, put, problems } = linesFromPaste(text, lines);
      onFill(quantities);
      setReport({ said: `${put} ${put === 1 ? 'line' : 'lines'} put in, every other line none.`, problems });
    } catch (error) {
      setReport({ said: (error as Error).message, problems: [] });
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Every line at once">
        <button
          type="button"
          className="btn-outline"
          onClick={() => fill((line) => String(line.toShipQuantity))}
        >
          Every unit left
        </button>
        <button type="button" className="btn-outline" onClick={() => fill(() => '')}>
          None
        </button>
      </div>
      <label className="block text-xs" htmlFor={`${id}-paste`}>
        <span className="label">Or paste part numbers and quantities (one part a line)</span>
      </label>
      <textarea
        id={`${id}-paste`}
        className="input h-24 w-full font-mono"
        spellCheck={false}
        value={text}
        placeholder={'PS-00001\t30\nPS-00002\t120'}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="button" className="btn-outline" onClick={paste} disabled={text.trim() === ''}>
        Put the pasted lines in
      </button>
      {report && (
        <div role="status" className="text-xs" data-testid="paste-report">
          <p>{report.said}</p>
          {report.problems.length > 0 && (
            <ul className="mt-1 list-disc pl-4 text-red-700">
              {report.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
