import { FormField } from '@/components/ui/form-field';

type Errors = Partial<Record<string, string>>;

/** A business account's details as one form's fields: the company, its tax id, phone and bill-to address. */
export function CompanyFields({ errors }: { errors: Errors }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Company name" error={errors.name}>
        <input className="input" name="name" autoComplete="organization" />
      </FormField>
      <FormField label="Tax id (optional)" error={errors.taxId}>
        <input className="input" name="taxId" />
      </FormField>
      <FormField label="Phone" error={errors.phone}>
        <input className="input" name="phone" type="tel" autoComplete="tel" />
      </FormField>
      <AddressFields errors={errors} />
    </div>
  );
}

/** A postal address's fields (a bill-to or a ship-to). */
export function AddressFields({ errors }: { errors: Errors }) {
  return (
    <>
      <FormField label="Address" error={errors.line1}>
        <input className="input" name="line1" autoComplete="address-line1" />
      </FormField>
      <FormField label="Address line 2 (optional)" error={errors.line2}>
        <input className="input" name="line2" autoComplete="address-line2" />
      </FormField>
      <FormField label="City" error={errors.city}>
        <input className="input" name="city" autoComplete="address-level2" />
      </FormField>
      <FormField label="Postal code" error={errors.postalCode}>
        <input className="input" name="postalCode" autoComplete="postal-code" />
      </FormField>
      <FormField label="Region (optional)" error={errors.region}>
        <input className="input" name="region" autoComplete="address-level1" />
      </FormField>
      <FormField label="Country (two letters)" error={errors.country}>
        <input className="input" name="country" autoComplete="country" maxLength={2} placeholder="US" />
      </FormField>
    </>
  );
}
