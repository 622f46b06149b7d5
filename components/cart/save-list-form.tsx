'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { endpoints, showFieldErrors, useApi } from '@/lib/client';
import { savedListNameSchema, type SavedListName, type SavedListNameInput } from '@/lib/validation';

/** "Save as list": the cart as it is now, kept under a name of the customer's ("Line 3 monthly"). */
export function SaveListForm() {
  const { call } = useApi('cart', { returnTo: '/cart' });
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SavedListNameInput, unknown, SavedListName>({
    resolver: zodResolver(savedListNameSchema),
    defaultValues: { name: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    const result = await call(endpoints.saveCartAsList, { body: values });
    if (!result) return;
    if (result.ok) {
      setSaved(result.data.name);
      reset({ name: '' });
    } else if (result.fields) showFieldErrors(result, setError);
    else setError('name', { message: result.error });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card max-w-xl space-y-3 p-6" aria-label="Save as list">
      <h2 className="text-lg font-semibold">Save as list</h2>
      <p className="text-sm text-steel-700">
        Keep these parts and quantities to order again, or share as CSV.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <FormField label="List name" error={errors.name?.message}>
            <input className="input" placeholder="Line 3 monthly" {...register('name')} />
          </FormField>
        </div>
        <SubmitButton className="btn-outline" disabled={isSubmitting}>
          Save as list
        </SubmitButton>
      </div>
      <p role="status" className="text-sm" data-testid="list-saved">
        {saved && (
          <>
            Saved as &ldquo;{saved}&rdquo;.{' '}
            <a href="/dashboard/lists" className="font-semibold text-brand-700 underline">
              Your saved lists
            </a>
          </>
        )}
      </p>
    </form>
  );
}
