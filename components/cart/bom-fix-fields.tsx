import type { BomLineDto } from '@/lib/cart';
import type { BomFix } from './bom-fixes';

/** A problem line's part number and quantity, editable, with its suggestions a click away. */
export function FixFields({
  line,
  fix,
  onFix,
}: {
  line: BomLineDto;
  fix?: BomFix;
  onFix: (fix: BomFix) => void;
}) {
  const current = fix ?? { partNumber: line.partNumber ?? '', quantity: String(line.quantity ?? '') };
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2" data-testid="bom-fix">
      <label className="block">
        <span className="label">Part number, line {line.line}</span>
        <input
          className="input w-36 font-mono"
          value={current.partNumber}
          onChange={(event) => onFix({ ...current, partNumber: event.target.value })}
        />
      </label>
      <label className="block">
        <span className="label">Quantity, line {line.line}</span>
        <input
          className="input w-24"
          inputMode="numeric"
          value={current.quantity}
          onChange={(event) => onFix({ ...current, quantity: event.target.value })}
        />
      </label>
      {line.suggestions.map((suggestion) => (
        <button
          key={suggestion}
          type="button"
          className="btn-outline"
          onClick={() => onFix({ ...current, partNumber: suggestion })}
        >
          Use {suggestion}
        </button>
      ))}
    </div>
  );
}
