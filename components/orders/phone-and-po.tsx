import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { PO_NUMBER_MAX } from '@/lib/validation';

type Props = {
  phone: UseFormRegisterReturn;
  po: UseFormRegisterReturn;
  errors: { phone?: string; po?: string };
  /** Until the form is the page's own (hydrated): typing waits. */
  readOnly?: boolean;
};

/** An order's Phone and optional PO number, as the purchase form and a quote's acceptance ask them. */
export function PhoneAndPo({ phone, po, errors, readOnly = false }: Props) {
  return (
    <>
      <FormField label="Phone" error={errors.phone}>
        <input className="input" type="tel" autoComplete="tel" readOnly={readOnly} {...phone} />
      </FormField>
      <FormField label="PO number (optional)" error={errors.po}>
        <input className="input" maxLength={PO_NUMBER_MAX} readOnly={readOnly} {...po} />
      </FormField>
    </>
  );
}
