import { FormField } from '@/components/ui/form-field';

/** A limit field's dollars: empty lifts the limit (null); anything else the server checks. */
export function limitOf(form: HTMLFormElement, name: string): number | null {
  const value = String(new FormData(form).get(name) ?? '').trim();
  return value === '' ? null : Number(value);
}

/** A limit in dollars; left empty, none. */
export function LimitField({
  label,
  name,
  value,
  errors,
}: {
  label: string;
  name: string;
  value: number | null;
  errors: Record<string, string | undefined>;
}) {
  return (
    <FormField label={`${label} ($, empty: none)`} error={errors[name]}>
      <input
        className="input"
        name={name}
        type="number"
        min="0.01"
        step="0.01"
        inputMode="decimal"
        defaultValue={value ?? ''}
      />
    </FormField>
  );
}
