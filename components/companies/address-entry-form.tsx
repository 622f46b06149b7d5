'use client';

import type { FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { AddressFields } from './company-fields';

type Props = {
  /** The form's name and heading: "Add a ship-to address", "Add an address". */
  title: string;
  placeholder: string;
  formProps: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
    noValidate: boolean;
  };
  errors: Record<string, string | undefined>;
  isSubmitting: boolean;
  error: string | null;
};

/** A labelled address, as a company's ship-tos and a customer's address book add one. */
export function AddressEntryForm({ title, placeholder, formProps, errors, isSubmitting, error }: Props) {
  return (
    <form {...formProps} className="card space-y-4 p-6" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      <FormField label="Label" error={errors.label}>
        <input className="input" name="label" placeholder={placeholder} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressFields errors={errors} />
      </div>
      <SubmitButton className="btn-primary" disabled={isSubmitting}>
        Add address
      </SubmitButton>
      <FormAlert message={error} />
    </form>
  );
}
