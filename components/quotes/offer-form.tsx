'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { ApiCall } from '@/lib/client';
import { confirmAction, popupError, showFieldErrors, endpoints, type InputOf } from '@/lib/client';
import type { QuoteDto } from '@/lib/quotes';
import { agreedPrice, centsToDollars, dollarsToCents, formatCents, lessPercentCents } from '@/lib/selling';
import {
  dayString,
  quoteLinesOfferSchema,
  type QuoteLinesOffer,
  type QuoteLinesOfferInput,
} from '@/lib/validation';
import { SubmitButton } from '@/components/ui/submit-button';

type Props = { quote: QuoteDto; call: ApiCall };

const OFFER_DAYS = 14;

/** A discount as typed: 0 to 100, at most two decimals; null when it is not one. */
const percentOf = (text: string) => {
  const value = Number(text.trim());
  return /^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) && value <= 100 ? value : null;
};

/** A unit price as typed, in cents; null when it is not a price (the server says why on send). */
const centsOf = (typed: string | number | undefined) => {
  const text = String(typed ?? '').trim();
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? dollarsToCents(value) : null;
};

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
    control,
    handleSubmit,
    getValues,
    setValue,
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

  // Every line at once (issue 33: a 300-line quote is not 300 prices to type): the list price, or
  // that less a percentage; then any line may be changed by hand.
  const [percent, setPercent] = useState('5');
  const discount = percentOf(percent);
  const fill = (off: number) =>
    quote.lines.forEach((line, i) => {
      if (line.part)
        setValue(
          `unitPrizes.${i}`,
          centsToDollars(lessPercentCents(dollarsToCents(line.part.listUnitPrize), off)).toFixed(2),
          { shouldValidate: true },
        );
    });

  // The offer's total as typed: what the buyer would be charged for it (agreedPrice, like the server).
  const prizes = useWatch({ control, name: 'unitPrizes' });
  const typed = quote.lines.map((line, i) => centsOf(prizes?.[i]));
  const totalCents = typed.every((cents) => cents !== null)
    ? typed.reduce((sum, cents, i) => sum + agreedPrice(cents!, quote.lines[i]!.quantity).totalCents, 0)
    : null;

  const short = quote.lines.filter((line) => shortOf(line) > 0);
  return (
    <form onSubmit={offer} noValidate className="mt-4 space-y-3" aria-label={`Answer ${quote.productName}`}>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="label">Fill every line</legend>
        <button type="button" className="btn-outline" onClick={() => fill(0)}>
          At list price
        </button>
        <label className="block">
          <span className="label">Discount (%)</span>
          <input
            className="input w-24"
            inputMode="decimal"
            value={percent}
            aria-invalid={discount === null}
            aria-describedby={discount === null ? `discount-error-${quote._id}` : undefined}
            onChange={(event) => setPercent(event.target.value)}
          />
        </label>
        <button
          type="button"
          className="btn-outline"
          disabled={discount === null}
          onClick={() => discount !== null && fill(discount)}
        >
          At {discount ?? '…'} % off list
        </button>
        {discount === null && (
          <p id={`discount-error-${quote._id}`} className="field-error w-full" role="alert">
            Enter a discount from 0 to 100 %, with at most two decimals
          </p>
        )}
      </fieldset>
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
      <p className="text-sm font-semibold" aria-live="polite" data-testid="offer-total">
        {totalCents === null
          ? 'Offer total: give every line a price'
          : `Offer total: ${formatCents(totalCents)}`}
      </p>
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
