import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { PO_NUMBER_MAX } from '@/lib/validation/order';

type Props = {
  phone: UseFormRegisterReturn;
  po: UseFormRegisterReturn;
  errors: { phone?: string; po?: string };
};

/** An order's Phone and optional PO number, as the purchase form and a quote's acceptance ask them. */
export function PhoneAndPo({ phone, po, errors }: Props) {
  return (
    <>
      <FormField label="Phone" error={errors.phone}>
        <input className="input" type="tel" autoComplete="tel" {...phone} />
      </FormField>
      <FormField label="PO number (optional)" error={errors.po}>
        <input className="input" maxLength={PO_NUMBER_MAX} {...po} />
      </FormField>
    </>
  );
}
