'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { ApiCall } from '@/lib/client';
import { confirmAction, popupError, showFieldErrors, endpoints, type InputOf } from '@/lib/client';
import type { QuoteDto } from '@/lib/quotes';
import {
  dayString,
  quoteLinesOfferSchema,
  type QuoteLinesOffer,
  type QuoteLinesOfferInput,
} from '@/lib/validation';
import { SubmitButton } from '@/components/ui/submit-button';

type Props = { quote: QuoteDto; call: ApiCall };

const OFFER_DAYS = 14;

/** The units a line asks for beyond its part's stock now (0: there are enough). */
const shortOf = (line: QuoteDto['lines'][number]) =>
  line.part && line.quantity > line.part.stock ? line.quantity - line.part.stock : 0;

/**
 * An admin's answer on Quotes: a unit price for each line (one for a one-part quote) good until a
 * day, or a decline. Sent as one list of prices in the quote's order, whatever its size.
 */
export function OfferForm({ quote, call }: Props) {
  const single = quote.lines.length === 1;
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteLinesOfferInput, unknown, QuoteLinesOffer>({
    resolver: zodResolver(quoteLinesOfferSchema),
    defaultValues: {
      unitPrizes: quote.lines.map((line) => (line.unitPrize === null ? '' : String(line.unitPrize))),
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

  const short = quote.lines.filter((line) => shortOf(line) > 0);
  return (
    <form onSubmit={offer} noValidate className="mt-4 space-y-3" aria-label={`Answer ${quote.productName}`}>
      <div className={single ? 'flex flex-wrap items-end gap-3' : 'grid gap-3 sm:grid-cols-2'}>
        {quote.lines.map((line, i) => (
          <FormField
            key={line.productId}
            label={single ? 'Unit price ($)' : `Unit price ($) for ${line.productName} × ${line.quantity}`}
            error={errors.unitPrizes?.[i]?.message}
          >
            <input className="input w-32" inputMode="decimal" {...register(`unitPrizes.${i}`)} />
          </FormField>
        ))}
      </div>
      {errors.unitPrizes?.message && (
        <p className="field-error" role="alert">
          {errors.unitPrizes.message}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Valid until" error={errors.validUntil?.message}>
          <input className="input" type="date" min={dayString()} {...register('validUntil')} />
        </FormField>
        <SubmitButton className="btn-primary" disabled={isSubmitting}>
          {quote.totalPrize === null ? 'Send offer' : 'Send new offer'}
        </SubmitButton>
        <button type="button" className="btn-danger" onClick={decline} disabled={isSubmitting}>
          Decline
        </button>
      </div>
      {short.length > 0 && (
        <p className="text-sm font-medium text-amber-800" data-testid="offer-stock-warning">
          {short
            .map(
              (line) =>
                `Only ${line.part!.stock.toLocaleString('en-US')} of ${line.productName} in stock: the customer cannot accept this offer until ${shortOf(line).toLocaleString('en-US')} more are in.`,
            )
            .join(' ')}
        </p>
      )}
    </form>
  );
}
