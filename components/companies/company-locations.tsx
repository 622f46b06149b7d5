'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ShipToDto } from '@/lib/companies';
import { confirmAction, endpoints, useApi, useSchemaForm } from '@/lib/client';
import { addressLine } from '@/lib/model';
import { AddressEntryForm } from './address-entry-form';

const shipToSchema = () => import('@/lib/validation/company').then((m) => m.shipToSchema);

/**
 * A company's ship-to addresses: every member sees them; its admins add and remove them. Orders
 * placed to one keep a copy, so a change here never rewrites a past order or invoice.
 */
export function CompanyLocations({ shipTos, runsCompany }: { shipTos: ShipToDto[]; runsCompany: boolean }) {
  const router = useRouter();
  const { call } = useApi('company');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { errors, isSubmitting, formProps } = useSchemaForm(shipToSchema, async (values, form) => {
    const result = await call(endpoints.addShipTo, { body: values });
    if (!result) return;
    if (result.ok) {
      form.reset();
      setError(null);
      setFieldErrors({});
      router.refresh();
    } else {
      setFieldErrors(result.fields ?? {});
      setError(result.fields ? null : result.error);
    }
  });
  const remove = async (shipTo: ShipToDto) => {
    if (
      !(await confirmAction(
        `Remove ${shipTo.label}?`,
        'Past orders keep the address they were sent to.',
        'Remove',
      ))
    )
      return;
    const result = await call(endpoints.removeShipTo, { params: { id: shipTo.id }, popupOnError: true });
    if (result?.ok) router.refresh();
  };

  return (
    <section aria-labelledby="locations-heading" className="space-y-4">
      <h2 id="locations-heading" className="text-lg font-semibold">
        Ship-to addresses
      </h2>
      {shipTos.length === 0 ? (
        <p className="text-sm text-steel-700">
          None yet{runsCompany ? ': add one below.' : '.'} Orders then go to the bill-to address.
        </p>
      ) : (
        <ul className="card divide-y divide-steel-100">
          {shipTos.map((shipTo, index) => (
            <li
              key={shipTo.id}
              className="flex flex-wrap items-center justify-between gap-2 p-4"
              data-testid="ship-to"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {shipTo.label}
                  {index === 0 && <span className="text-sm text-steel-500"> (default)</span>}
                </p>
                <p className="text-sm wrap-anywhere">{addressLine(shipTo.address)}</p>
              </div>
              {runsCompany && (
                <button
                  type="button"
                  className="btn-danger"
                  onClick={() => remove(shipTo)}
                  aria-label={`Remove ${shipTo.label}`}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {runsCompany && (
        <AddressEntryForm
          title="Add a ship-to address"
          placeholder="Plant 2, dock B"
          formProps={formProps}
          errors={{ ...fieldErrors, ...errors }}
          isSubmitting={isSubmitting}
          error={error}
        />
      )}
    </section>
  );
}
