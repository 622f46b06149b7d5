import type { OrderDto } from '@/lib/orders';

type Line = OrderDto['lines'][number];

/**
 * A parcel's or a refund's quantities set for every line at once (issue 33: a 300-line order is
 * not 300 fields to fill or to zero by hand): every unit still to ship, or none.
 */
export function FillLines({
  lines,
  onFill,
}: {
  lines: readonly Line[];
  onFill: (quantities: Record<string, string>) => void;
}) {
  const fill = (quantity: (line: Line) => string) =>
    onFill(Object.fromEntries(lines.map((line) => [line.productId, quantity(line)])));
  return (
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
  );
}
