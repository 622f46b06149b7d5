import type { QuoteLineDto } from '@/lib/quotes';

/** Units of a line not accepted into an order yet. */
export const leftOf = (line: QuoteLineDto) => line.quantity - line.accepted;

/** What can be accepted of a line now: what is left of it, as far as the stock goes. */
export const suppliable = (line: QuoteLineDto) => Math.max(0, Math.min(leftOf(line), line.part?.stock ?? 0));

/** The lines still open on an offer that the stock cannot supply in full right now. */
export const shortLines = (lines: QuoteLineDto[]) =>
  lines.filter((line) => leftOf(line) > 0 && suppliable(line) < leftOf(line));

type Props = {
  lines: QuoteLineDto[];
  validUntil: string | null;
  /** The units to accept now of each short line, as typed (by product id). */
  values: Record<string, string>;
  onChange: (productId: string, value: string) => void;
};

/**
 * Accepting an offer in part (issue 33): each line the stock cannot supply in full now, with what
 * there is; the buyer takes what is in stock of it, or fewer, or none. What is not taken stays quoted.
 */
export function ShortLines({ lines, validUntil, values, onChange }: Props) {
  return (
    <fieldset className="rounded border border-amber-300 bg-amber-50 p-3" data-testid="short-lines">
      <legend className="px-1 font-semibold">
        {lines.length === 1 ? '1 line' : `${lines.length} lines`} we cannot supply in full now
      </legend>
      <p className="text-sm">
        Accept the rest now: what you leave here stays quoted until {validUntil}. Set how many of each to take
        now (0 leaves the line for later).
      </p>
      <ul className="mt-2 divide-y divide-amber-200 text-sm">
        {lines.map((line) => (
          <li key={line.productId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span data-testid="short-line">
              <span className="font-medium">{line.productName}</span>
              {line.partNumber && <span> · {line.partNumber}</span>}: {leftOf(line).toLocaleString('en-US')}{' '}
              quoted, {line.part ? `${line.part.stock.toLocaleString('en-US')} in stock` : 'no longer sold'}
            </span>
            <label className="flex items-center gap-2">
              <span>
                Accept now<span className="sr-only"> of {line.productName}</span>
              </span>
              <input
                className="input w-28"
                type="number"
                inputMode="numeric"
                min={0}
                max={suppliable(line)}
                value={values[line.productId] ?? String(suppliable(line))}
                onChange={(event) => onChange(line.productId, event.target.value)}
              />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
