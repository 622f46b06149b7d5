'use client';

import { useRouter } from 'next/navigation';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { confirmAction, endpoints, useApi } from '@/lib/client';
import { TAX_CLASS_LABELS } from '@/lib/model';
import type { TaxRateDto } from '@/lib/tax';

/** Where a row applies, in a few words: "US · VT · 054…". */
const placeText = (rate: TaxRateDto) =>
  [rate.country, rate.region, rate.postcodePrefix && `${rate.postcodePrefix}…`].filter(Boolean).join(' · ');

/**
 * The store's tax table (store admins, issue 36), by place, class and day. A row is removed only
 * when entered by mistake: a rate changes by a new row from a later day.
 */
export function TaxRatesTable({ rates }: { rates: TaxRateDto[] }) {
  const router = useRouter();
  const { call } = useApi('tax-rates');
  const remove = async (rate: TaxRateDto) => {
    const what = `${placeText(rate)} ${TAX_CLASS_LABELS[rate.taxClass]} ${rate.rate} % from ${rate.from}`;
    if (
      !(await confirmAction(
        `Remove ${what}?`,
        'Sales already charged keep the tax they were charged.',
        'Remove',
      ))
    )
      return;
    const result = await call(endpoints.removeTaxRate, { params: { id: rate._id }, popupOnError: true });
    if (result?.ok) router.refresh();
  };
  return (
    <DataTable
      label="Tax rates"
      columns={['Where', 'Class', 'Rate', 'Label', 'From', '']}
      empty={rates.length === 0 && 'No tax rates yet: sales are taxed at 0 % until a row names their place.'}
    >
      {rates.map((rate) => (
        <Row key={rate._id} data-testid="tax-rate-row">
          <Cell label="Where">{placeText(rate)}</Cell>
          <Cell label="Class">{TAX_CLASS_LABELS[rate.taxClass]}</Cell>
          <Cell label="Rate">{rate.rate} %</Cell>
          <Cell label="Label">{rate.label}</Cell>
          <Cell label="From">{rate.from}</Cell>
          <Cell label="Actions" className="cell-actions">
            <button
              type="button"
              className="btn-danger"
              onClick={() => remove(rate)}
              aria-label={`Remove ${placeText(rate)} ${TAX_CLASS_LABELS[rate.taxClass]} from ${rate.from}`}
            >
              Remove
            </button>
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}
