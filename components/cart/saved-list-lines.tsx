import Link from 'next/link';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import type { SavedListDto } from '@/lib/cart';
import { formatDollars } from '@/lib/selling';

const price = (dollars: number | null) => (dollars === null ? '—' : `$${formatDollars(dollars)}`);

/** A saved list's lines, one page of them, priced from their parts today. */
export function SavedListLines({ list, page }: { list: SavedListDto; page: number }) {
  return (
    <div>
      <DataTable label={list.name} columns={['Part', 'Quantity', 'Unit price today', 'Line total']}>
        {list.lines.map((line) => (
          <Row key={line.productId} data-testid="saved-list-line">
            <Cell label="Part">
              <Link href={`/parts/${line.productId}`} className="font-medium text-brand-700 hover:underline">
                {line.name}
              </Link>
              <p className="text-xs text-steel-500">Part no. {line.partNumber}</p>
              {line.problem && (
                <p className="text-xs font-medium text-amber-800" data-testid="saved-line-problem">
                  {line.problem}
                </p>
              )}
            </Cell>
            <Cell label="Quantity">{line.quantity.toLocaleString('en-US')}</Cell>
            <Cell label="Unit price today">{price(line.unitPrize)}</Cell>
            <Cell label="Line total">{price(line.totalPrize)}</Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager page={page} shown={list.lines.length} total={list.lineCount} noun={['part', 'parts']} />
    </div>
  );
}
