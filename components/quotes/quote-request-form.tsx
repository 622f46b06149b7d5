'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import type { ProductDto } from '@/lib/catalog';
import { popupSuccess, showFieldErrors, useApi, endpoints } from '@/lib/client';
import { quantityProblem } from '@/lib/selling';
import {
  dayString,
  QUOTE_NOTE_MAX,
  quoteRequestSchema,
  type QuoteRequest,
  type QuoteRequestInput,
} from '@/lib/validation';
import { SubmitButton } from '@/components/ui/submit-button';

type Props = {
  product: ProductDto;
  defaultName: string;
  defaultPhone: string;
  /** The quantity the purchase form asked for when it offered a quote instead (opens the form). */
  asked: { quantity: number } | null;
};

/**
 * "Request a quote" on the purchase page: for more than the shop has in stock, or a better price on
 * a large order. The answer comes under My Quotes (lib/quotes/).
 */
export function QuoteRequestForm({ product, defaultName, defaultPhone, asked }: Props) {
  const router = useRouter();
  const { call } = useApi('purchase', { returnTo: `/product/${product._id}` });
  const [opened, setOpen] = useState(false);
  const open = opened || asked !== null;
  const [serverError, setServerError] = useState<string | null>(null);
  const quantityInput = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<QuoteRequestInput, unknown, QuoteRequest>({
    resolver: zodResolver(quoteRequestSchema),
    defaultValues: {
      productId: product._id,
      quantity: String(product.minimumQuantity),
      wantedBy: '',
      customerName: defaultName,
      phoneNumber: defaultPhone,
      note: '',
    },
  });

  // Offered from the purchase form: open with its quantity and take the buyer there.
  useEffect(() => {
    if (!asked) return;
    setValue('quantity', String(asked.quantity));
    requestAnimationFrame(() => quantityInput.current?.focus());
  }, [asked, setValue]);

  const raw = String(useWatch({ control, name: 'quantity' }) ?? '').trim();
  const typedProblem = /^\d+$/.test(raw) ? quantityProblem(Number(raw), product) : null;

  // Checked here by the server's schema, sent as typed: the server reads the dates as days, not instants.
  const onSubmit = handleSubmit(async () => {
    setServerError(null);
    const result = await call(endpoints.requestQuote, { body: getValues() });
    if (!result) return;
    if (result.ok) {
      await popupSuccess('Quote requested', 'We will answer under My Quotes.');
      router.push('/dashboard/myquotes');
      return;
    }
    showFieldErrors(result, setError);
    setServerError(result.error);
  });

  const { ref: quantityRef, ...quantityField } = register('quantity');
  return (
    <section className="card p-6 md:col-span-2" aria-labelledby="quote-heading">
      <h2 id="quote-heading" className="text-xl font-bold">
        Request a quote
      </h2>
      <p className="mt-1 text-sm text-steel-700">
        Need more than we have in stock, or a better price for a large order? Tell us what you need and we
        will answer under My Quotes.
      </p>
      {!open ? (
        <button type="button" className="btn-outline mt-4" onClick={() => setOpen(true)}>
          Request a quote
        </button>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="mt-4 grid gap-4 sm:grid-cols-2"
          aria-label="Request a quote"
        >
          <FormField label="Quantity" error={errors.quantity?.message ?? typedProblem ?? undefined}>
            <input
              className="input"
              inputMode="numeric"
              {...quantityField}
              ref={(element) => {
                quantityRef(element);
                quantityInput.current = element;
              }}
            />
          </FormField>
          <FormField label="Wanted by (optional)" error={errors.wantedBy?.message}>
            <input className="input" type="date" min={dayString()} {...register('wantedBy')} />
          </FormField>
          <FormField label="Name" error={errors.customerName?.message}>
            <input className="input" autoComplete="name" {...register('customerName')} />
          </FormField>
          <FormField label="Phone (optional)" error={errors.phoneNumber?.message}>
            <input className="input" type="tel" autoComplete="tel" {...register('phoneNumber')} />
          </FormField>
          <div className="sm:col-span-2">
            <FormField label="Note (optional)" error={errors.note?.message}>
              <textarea className="input min-h-24" maxLength={QUOTE_NOTE_MAX} {...register('note')} />
            </FormField>
          </div>
          <div className="space-y-2 sm:col-span-2">
            <FormAlert message={Object.keys(errors).length ? null : serverError} />
            <SubmitButton className="btn-primary" disabled={isSubmitting}>
              {isSubmitting ? 'Sending…' : 'Send request'}
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
