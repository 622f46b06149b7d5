'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { endpoints, popupSuccess, showFieldErrors, useApi } from '@/lib/client';
import {
  cartQuoteRequestSchema,
  dayString,
  QUOTE_NOTE_MAX,
  type CartQuoteRequestInput,
} from '@/lib/validation';

/**
 * "Request a quote for this cart": one request for every line, answered with a price per line
 * under My Quotes; accepting it places one order. The cart stays as it is.
 */
export function CartQuoteForm() {
  const router = useRouter();
  const { call } = useApi('cart', { returnTo: '/cart' });
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CartQuoteRequestInput, unknown, z.output<typeof cartQuoteRequestSchema>>({
    resolver: zodResolver(cartQuoteRequestSchema),
    defaultValues: { wantedBy: '', note: '' },
  });

  // Sent as typed: the server reads the day as a day, not an instant.
  const onSubmit = handleSubmit(async () => {
    setServerError(null);
    const result = await call(endpoints.cartQuote, { body: getValues() });
    if (!result) return;
    if (result.ok) {
      await popupSuccess('Quote requested', 'We will answer with a price for each line under My Quotes.');
      router.push('/dashboard/myquotes');
      return;
    }
    showFieldErrors(result, setError);
    setServerError(result.error);
  });

  return (
    <section className="card max-w-xl space-y-3 p-6" aria-labelledby="cart-quote-heading">
      <h2 id="cart-quote-heading" className="text-lg font-semibold">
        Request a quote for this cart
      </h2>
      <p className="text-sm text-steel-700">
        A large order, or more than we have in stock? We answer with a price for each line; accept it to place
        one order.
      </p>
      {!open ? (
        <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
          Request a quote for this cart
        </button>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Request a quote for this cart">
          <FormField label="Wanted by (optional)" error={errors.wantedBy?.message}>
            <input className="input" type="date" min={dayString()} {...register('wantedBy')} />
          </FormField>
          <FormField label="Note (optional)" error={errors.note?.message}>
            <textarea className="input min-h-24" maxLength={QUOTE_NOTE_MAX} {...register('note')} />
          </FormField>
          <FormAlert message={Object.keys(errors).length ? null : serverError} />
          <SubmitButton className="btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send request'}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
