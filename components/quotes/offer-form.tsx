'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { ApiCall } from '@/lib/client/use-api';
import { confirmAction, popupError } from '@/lib/client/popups';
import { showFieldErrors } from '@/lib/client/use-api';
import type { QuoteDto } from '@/lib/quotes/quote-dto';
import { dayString, quoteOfferSchema, type QuoteOffer, type QuoteOfferInput } from '@/lib/validation/quote';
import { SubmitButton } from '@/components/ui/submit-button';
import { endpoints, type InputOf } from '@/lib/client/endpoints';

type Props = { quote: QuoteDto; call: ApiCall };

const OFFER_DAYS = 14;

/** An admin's answer on Quotes: a unit price good until a day, or a decline. */
export function OfferForm({ quote, call }: Props) {
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteOfferInput, unknown, QuoteOffer>({
    resolver: zodResolver(quoteOfferSchema),
    defaultValues: {
      unitPrize: quote.unitPrize === null ? '' : String(quote.unitPrize),
      validUntil: quote.status === 'offered' && quote.validUntil ? quote.validUntil : dayString(OFFER_DAYS),
    },
  });

  const answer = async (body: InputOf<typeof endpoints.answerQuote>) => {
    // The list is read again either way: a refusal (say, accepted meanwhile) shows the quote as it now is.
    const result = await call(endpoints.answerQuote, { params: { id: quote._id }, body, refresh: 'always' });
    if (!result || result.ok) return;
    if (result.fields) showFieldErrors(result, setError);
    else await popupError('Oops...', result.error);
  };

  // Sent as typed: the server reads the day as a day, not an instant.
  const offer = handleSubmit(() => answer(getValues()));
  const decline = async () => {
    if (await confirmAction('Decline this quote?', 'The customer will see it declined.', 'Decline'))
      await answer({ decline: true });
  };

  const short = quote.part && quote.quantity > quote.part.stock ? quote.quantity - quote.part.stock : 0;
  return (
    <form
      onSubmit={offer}
      noValidate
      className="mt-4 flex flex-wrap items-end gap-3"
      aria-label={`Answer ${quote.productName}`}
    >
      <FormField label="Unit price ($)" error={errors.unitPrize?.message}>
        <input className="input w-32" inputMode="decimal" {...register('unitPrize')} />
      </FormField>
      <FormField label="Valid until" error={errors.validUntil?.message}>
        <input className="input" type="date" min={dayString()} {...register('validUntil')} />
      </FormField>
      <SubmitButton className="btn-primary" disabled={isSubmitting}>
        {quote.unitPrize === null ? 'Send offer' : 'Send new offer'}
      </SubmitButton>
      <button type="button" className="btn-danger" onClick={decline} disabled={isSubmitting}>
        Decline
      </button>
      {short > 0 && (
        <p className="w-full text-sm font-medium text-amber-800" data-testid="offer-stock-warning">
          Only {quote.part!.stock.toLocaleString('en-US')} in stock: the customer cannot accept this offer
          until {short.toLocaleString('en-US')} more are in.
        </p>
      )}
    </form>
  );
}
