import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import type { ComparedPart, ComparisonRow } from '@/lib/catalog';

/**
 * Parts side by side (issue 37), one column each, one row per value. "Show only differences" is a
 * checkbox whose checked state hides the rows where every part agrees (CSS only: it works before
 * and without JavaScript, and the page sends nothing for it).
 */
export function CompareTable({ parts, rows }: { parts: ComparedPart[]; rows: ComparisonRow[] }) {
  const differing = rows.filter((row) => row.differ).length;
  return (
    <div>
      {/* The checkbox is the table's sibling: peer-checked hides the rows where the parts agree. */}
      <input type="checkbox" id="only-differences" className="peer mr-2 mb-4" />
      <label htmlFor="only-differences">
        {`Show only differences (${differing} of ${rows.length} rows)`}
      </label>
      <div
        role="region"
        aria-label="Comparison"
        tabIndex={0}
        className="overflow-x-auto peer-checked:[&_tr[data-same]]:hidden"
      >
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">The parts compared, one column each</caption>
          <thead>
            <tr>
              <td />
              {parts.map((part) => (
                <th key={part._id} scope="col" className="p-2 text-left align-top">
                  <a href={`/parts/${part._id}`} className="part-link font-semibold">
                    {part.name}
                  </a>
                  <span className="block text-xs font-normal text-steel-500">Part no. {part.partNumber}</span>
                  <span className="mt-2 flex flex-col items-start gap-1 font-normal">
                    <AddToCartButton productId={part._id} quantity={part.minimumQuantity} name={part.name} />
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr
                key={`${index}:${row.label}`}
                data-same={row.differ ? undefined : ''}
                data-testid="compare-row"
                className={`border-t border-steel-100 ${row.differ ? 'bg-amber-50' : ''}`}
              >
                <th scope="row" className="p-2 text-left font-medium">
                  {row.label}
                  {row.differ && <span className="sr-only"> (differs)</span>}
                </th>
                {row.values.map((value, index) => (
                  <td key={parts[index]!._id} className="p-2">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
