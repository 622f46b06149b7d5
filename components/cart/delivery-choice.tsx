'use client';

import { useEffect, useState } from 'react';
import { AddressEntryForm } from '@/components/companies/address-entry-form';
import { bodyOf } from '@/components/profile/address-book';
import { FormField } from '@/components/ui/form-field';
import type { SavedAddressDto } from '@/lib/addresses';
import { endpoints, useApi, useSchemaForm } from '@/lib/client';
import { addressLine } from '@/lib/model';

const savedAddressSchema = () => import('@/lib/validation/company').then((m) => m.savedAddressSchema);

/** The choice's value for an order collected at the plant. */
export const COLLECT = 'collect';

/**
 * Where a customer of their own has the cart sent (issue 36): one of their addresses (the default
 * first) or collected at the plant; a new address is added to their book here and chosen. Outside
 * the checkout form (a form of its own adds the address).
 */
export function DeliveryChoice({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { call } = useApi('cart', { returnTo: '/cart' });
  const [addresses, setAddresses] = useState<SavedAddressDto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    const controller = new AbortController();
    void call(endpoints.listAddresses, { signal: controller.signal }).then((result) => {
      if (result?.ok) setAddresses(result.data);
    });
    return () => controller.abort();
  }, [call]);
  const { errors, isSubmitting, formProps } = useSchemaForm(savedAddressSchema, async (values, form) => {
    const result = await call(endpoints.addAddress, { body: values });
    if (!result) return;
    if (!result.ok) {
      setFieldErrors(result.fields ?? {});
      setError(result.fields ? null : result.error);
      return;
    }
    const known = new Set(addresses.map((saved) => saved._id));
    const added = result.data.find((saved) => !known.has(saved._id));
    form.reset();
    setAddresses(result.data);
    setError(null);
    setFieldErrors({});
    if (added) onChange(added._id);
  });

  return (
    <section aria-labelledby="delivery-heading" className="card space-y-4 p-6">
      <h2 id="delivery-heading" className="text-lg font-semibold">
        Delivery
      </h2>
      <FormField label="Deliver to">
        <select className="input" value={value} onChange={(event) => onChange(event.target.value)}>
          {addresses.map((saved) => (
            <option key={saved._id} value={saved._id}>
              {saved.label}: {addressLine(bodyOf(saved))}
            </option>
          ))}
          <option value={COLLECT}>Collect at the plant (no shipping)</option>
        </select>
      </FormField>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Ship to a new address</summary>
        <div className="mt-3">
          <AddressEntryForm
            title="Add an address"
            placeholder="Plant, Office"
            formProps={formProps}
            errors={{ ...fieldErrors, ...errors }}
            isSubmitting={isSubmitting}
            error={error}
          />
        </div>
      </details>
    </section>
  );
}
