'use client';

import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { ShipToDto } from '@/lib/companies';
import { endpoints, useApi } from '@/lib/client';
import { addressLine } from '@/lib/model';

/**
 * Checkout's ship-to for a company's buyer: the addresses they may send to, the first chosen
 * (issue 34). A buyer in no company (the API answers none) sees nothing here.
 */
export function ShipToSelect({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const { call } = useApi('cart', { returnTo: '/cart' });
  const [shipTos, setShipTos] = useState<ShipToDto[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void call(endpoints.shipTos, { signal: controller.signal }).then((result) => {
      if (result?.ok) setShipTos(result.data);
    });
    return () => controller.abort();
  }, [call]);
  if (shipTos.length === 0) return null;
  return (
    <FormField label="Ship to" error={error}>
      <select className="input" {...field}>
        {shipTos.map((shipTo) => (
          <option key={shipTo.id} value={shipTo.id}>
            {shipTo.label}: {addressLine(shipTo.address)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
