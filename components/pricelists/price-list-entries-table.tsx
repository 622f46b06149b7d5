import { Cell, DataTable, Row } from '@/components/ui/data-table';
import type { PriceListEntryDto } from '@/lib/pricelists';
import { formatDollars } from '@/lib/selling';

const priceText = (rung: { unitPrice: number | null; percentOff: number | null }) =>
  rung.unitPrice !== null ? `$${formatDollars(rung.unitPrice)}` : `${rung.percentOff}% off`;

/** One page of a list's entries, by part number. */
export function PriceListEntriesTable({ entries }: { entries: PriceListEntryDto[] }) {
  return (
    <DataTable
      label="Entries"
      columns={['Part number', 'Price', 'Breaks']}
      empty={entries.length === 0 && 'No entries yet: import a file.'}
    >
      {entries.map((entry) => (
        <Row key={entry.productId} data-testid="price-list-entry">
          <Cell label="Part number" className="wrap-anywhere">
            {entry.partNumber}
          </Cell>
          <Cell label="Price">{priceText(entry)}</Cell>
          <Cell label="Breaks">
            {entry.breaks.map((rung) => `${rung.minQuantity}+ ${priceText(rung)}`).join(' · ') || 'None'}
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}
