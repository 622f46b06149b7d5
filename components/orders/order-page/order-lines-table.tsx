import Link from 'next/link';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { FilterField } from '@/components/ui/filter-field';
import { TablePager } from '@/components/ui/table-pager';
import type { OrderPageView } from '@/lib/orders';
import { formatDollars } from '@/lib/selling';

type Props = { view: OrderPageView; path: string; search: string; page: number };

/**
 * The order page's lines: a page of them at a time, read on the server, with a search by part number
 * or name (a plain GET form, so a search is a URL and works without JavaScript).
 */
export function OrderLinesTable({ view, path, search, page }: Props) {
  const { rows, total } = view.lines;
  return (
    <section aria-labelledby="lines" className="mt-6">
      <h2 id="lines" className="mb-2 text-lg font-semibold">
        Lines
      </h2>
      <form method="get" className="mb-3 flex flex-wrap items-end gap-3" aria-label="Search the lines">
        <FilterField
          label="Part number or name"
          name="lines"
          defaultValue={search}
          placeholder="M8-25"
          wide
        />
        <button type="submit" className="btn-outline">
          Search
        </button>
        {search && (
          <Link href={path} className="btn-outline">
            Every line
          </Link>
        )}
      </form>
      <DataTable
        label="Order lines"
        columns={[
          'Part number',
          'Part',
          'Quantity',
          'Unit price',
          'Line total',
          'Shipped',
          'Cancelled',
          'To ship',
        ]}
        empty={total === 0 && search ? `No line matches “${search}”.` : false}
      >
        {rows.map((line) => (
          <Row key={line.productId} data-testid="order-line">
            <Cell label="Part number" className="font-mono whitespace-nowrap">
              {line.partNumber ?? '—'}
            </Cell>
            <Cell label="Part">{line.name}</Cell>
            <Cell label="Quantity">{line.quantity}</Cell>
            <Cell label="Unit price">
              ${formatDollars(line.unitPrize)}
              {line.contract && (
                <p className="text-xs text-steel-500" data-testid="contract-price">
                  {line.contract}
                  {line.saving > 0 && `, you save $${formatDollars(line.saving)}`}
                </p>
              )}
            </Cell>
            <Cell label="Line total">${formatDollars(line.totalPrize)}</Cell>
            <Cell label="Shipped">{line.shippedQuantity}</Cell>
            <Cell label="Cancelled">{line.cancelledQuantity}</Cell>
            <Cell label="To ship">{line.toShipQuantity}</Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager page={page} shown={rows.length} total={total} noun={['line', 'lines']} />
    </section>
  );
}
