'use client';

import { useState } from 'react';
import { AddressEntryForm } from '@/components/companies/address-entry-form';
import type { SavedAddressDto } from '@/lib/addresses';
import { confirmAction, endpoints, useApi, useSchemaForm } from '@/lib/client';
import { addressLine } from '@/lib/model';

const savedAddressSchema = () => import('@/lib/validation/company').then((m) => m.savedAddressSchema);

/** The address as the API takes it back (its label and lines), to make it the default. */
export const bodyOf = ({ label, address }: SavedAddressDto) => ({
  label,
  line1: address.line1,
  ...(address.line2 ? { line2: address.line2 } : {}),
  city: address.city,
  postalCode: address.postalCode,
  ...(address.region ? { region: address.region } : {}),
  country: address.country,
});

/**
 * A customer's address book (issue 36): where their orders ship, the default first (the cart shows
 * shipping and tax for it). Each answer is the whole book, shown as it comes.
 */
export function AddressBook({ initial }: { initial: SavedAddressDto[] }) {
  const { call } = useApi('profile');
  const [addresses, setAddresses] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { errors, isSubmitting, formProps } = useSchemaForm(savedAddressSchema, async (values, form) => {
    const result = await call(endpoints.addAddress, { body: values });
    if (!result) return;
    if (result.ok) {
      form.reset();
      setAddresses(result.data);
      setError(null);
      setFieldErrors({});
    } else {
      setFieldErrors(result.fields ?? {});
      setError(result.fields ? null : result.error);
    }
  });
  const makeDefault = async (saved: SavedAddressDto) => {
    const result = await call(endpoints.editAddress, {
      params: { id: saved._id },
      body: { ...bodyOf(saved), isDefault: true },
      popupOnError: true,
    });
    if (result?.ok) setAddresses(result.data);
  };
  const remove = async (saved: SavedAddressDto) => {
    if (
      !(await confirmAction(
        `Remove ${saved.label}?`,
        'Past orders keep the address they were sent to.',
        'Remove',
      ))
    )
      return;
    const result = await call(endpoints.removeAddress, { params: { id: saved._id }, popupOnError: true });
    if (result?.ok) setAddresses(result.data);
  };

  return (
    <section aria-labelledby="address-book-heading" className="mt-10 max-w-xl space-y-4">
      <h2 id="address-book-heading" className="text-lg font-semibold">
        Address book
      </h2>
      {addresses.length === 0 ? (
        <p className="text-sm text-steel-700">None yet: add the address your orders go to.</p>
      ) : (
        <ul className="card divide-y divide-steel-100">
          {addresses.map((saved) => (
            <li
              key={saved._id}
              className="flex flex-wrap items-center justify-between gap-2 p-4"
              data-testid="saved-address"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {saved.label}
                  {saved.isDefault && <span className="text-sm text-steel-500"> (default)</span>}
                </p>
                <p className="text-sm wrap-anywhere">{addressLine(bodyOf(saved))}</p>
              </div>
              <div className="flex gap-2">
                {!saved.isDefault && (
                  <button
                    type="button"
                    className="btn-outline"
                    onClick={() => makeDefault(saved)}
                    aria-label={`Make ${saved.label} the default`}
                  >
                    Make default
                  </button>
                )}
                <button
                  type="button"
                  className="btn-danger"
                  onClick={() => remove(saved)}
                  aria-label={`Remove ${saved.label}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressEntryForm
        title="Add an address"
        placeholder="Home, workshop"
        formProps={formProps}
        errors={{ ...fieldErrors, ...errors }}
        isSubmitting={isSubmitting}
        error={error}
      />
    </section>
  );
}
