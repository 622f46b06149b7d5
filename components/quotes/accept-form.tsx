'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { PhoneAndPo } from '@/components/orders/phone-and-po';
import { popupSuccess, showFieldErrors, type ApiCall, endpoints } from '@/lib/client';
import type { QuoteDto } from '@/lib/quotes';
import { quoteAcceptSchema, type QuoteAccept, type QuoteAcceptInput } from '@/lib/validation';
import { SubmitButton } from '@/components/ui/submit-button';

/**
 * My Quotes: the customer accepts an offer into an unpaid order (phone as asked, their PO reference)
 * and goes on to pay for it. A refusal (no stock yet) is shown here: the offer stays open.
 */
export function AcceptForm({ quote, call }: { quote: QuoteDto; call: ApiCall }) {
  const router = useRouter();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteAcceptInput, unknown, QuoteAccept>({
    resolver: zodResolver(quoteAcceptSchema),
    defaultValues: { phoneNumber: quote.phoneNumber ?? '', poNumber: '' },
  });

  const accept = handleSubmit(async (values) => {
    setRefusal(null);
    const result = await call(endpoints.acceptQuote, { params: { id: quote._id }, body: values });
    if (!result) return;
    if (result.ok) {
      await popupSuccess('Offer accepted', 'Your order is placed at the quoted price: pay for it now.');
      router.push(`/dashboard/payment/${result.data._id}`);
      return;
    }
    showFieldErrors(result, setError);
    setRefusal(result.fields ? null : result.error);
  });

  return (
    <form
      onSubmit={accept}
      noValidate
      className="mt-4 space-y-3"
      aria-label={`Accept the offer for ${quote.productName}`}
    >
      <div className="flex flex-wrap items-end gap-3">
        <PhoneAndPo
          phone={register('phoneNumber')}
          po={register('poNumber')}
          errors={{ phone: errors.phoneNumber?.message, po: errors.poNumber?.message }}
        />
        <SubmitButton className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Placing order…' : 'Accept offer'}
        </SubmitButton>
      </div>
      <FormAlert message={refusal} testId="accept-refusal" />
    </form>
  );
}
