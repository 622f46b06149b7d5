import Link from 'next/link';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import type { PriceListDto } from '@/lib/pricelists';

/** Who a list applies to, in a few words. */
export const appliesToText = (list: PriceListDto) =>
  list.everyCompany
    ? 'Every business account'
    : list.companies.map((company) => company.name).join(', ') || 'No company';

/** "from 2027-01-01 until 2027-07-01" (the end not included). */
export const validityText = (list: PriceListDto) =>
  [list.validFrom && `from ${list.validFrom}`, list.validTo && `until ${list.validTo}`]
    .filter(Boolean)
    .join(' ') || 'Always';

/** Price lists (store admins), by code: each opens its own page. */
export function PriceListsTable({ lists }: { lists: PriceListDto[] }) {
  return (
    <DataTable
      label="Price lists"
      columns={['List', 'Applies to', 'Valid', 'Priority', 'Entries', 'State']}
      empty={lists.length === 0 && 'No price lists yet.'}
    >
      {lists.map((list) => (
        <Row key={list._id} data-testid="price-list-row">
          <Cell label="List" className="wrap-anywhere">
            <Link
              href={`/dashboard/pricelists/${list._id}`}
              className="font-semibold text-brand-700 underline"
            >
              {list.code}
            </Link>
            <p className="text-xs text-steel-500">{list.name}</p>
          </Cell>
          <Cell label="Applies to" className="wrap-anywhere">
            {appliesToText(list)}
          </Cell>
          <Cell label="Valid">{validityText(list)}</Cell>
          <Cell label="Priority">
            {list.priority}
            {list.exclusive && <p className="text-xs text-steel-500">Exclusive</p>}
          </Cell>
          <Cell label="Entries">{list.entryCount.toLocaleString('en-US')}</Cell>
          <Cell label="State">{list.active ? 'Active' : 'Inactive'}</Cell>
        </Row>
      ))}
    </DataTable>
  );
}
