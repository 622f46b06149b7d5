'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { askingLabel, refusedForApproval } from '@/components/companies/company-checkout';
import { FormAlert } from '@/components/ui/form-alert';
import { count } from '@/lib/ui';
import { PhoneAndPo } from '@/components/orders/phone-and-po';
import { popupSuccess, showFieldErrors, type ApiCall, endpoints } from '@/lib/client';
import type { QuoteDto } from '@/lib/quotes';
import { quoteAcceptSchema, type QuoteAccept, type QuoteAcceptInput } from '@/lib/validation';
import { SubmitButton } from '@/components/ui/submit-button';
import { leftOf, shortLines, ShortLines, suppliable } from './short-lines';

/**
 * My Quotes: the customer accepts an offer into an unpaid order (phone as asked, their PO reference)
 * and goes on to pay for it. Lines the stock cannot supply in full now are listed first, with what
 * there is: the rest can be accepted now and those later (issue 33). A refusal (the stock went
 * meanwhile) is shown here and the quote read again: the offer stays open. A company buyer whose
 * acceptance trips the company's approval rules is told so, and the button asks for approval
 * instead (a requisition, listed under My Orders; issue 34).
 */
export function AcceptForm({ quote, call }: { quote: QuoteDto; call: ApiCall }) {
  const router = useRouter();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const open = quote.lines.filter((line) => leftOf(line) > 0);
  const short = shortLines(open);
  const shortIds = new Set(short.map((line) => line.productId));
  const taken = open
    .map((line) => ({
      productId: line.productId,
      quantity: shortIds.has(line.productId)
        ? Math.max(0, Math.floor(Number(typed[line.productId] ?? suppliable(line)) || 0))
        : leftOf(line),
    }))
    .filter((line) => line.quantity > 0);
  const whole = short.length === 0;
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
    const request = {
      params: { id: quote._id },
      body: { ...values, lines: taken },
      refresh: 'always' as const,
    };
    if (asking) {
      const asked = await call(endpoints.askOfferApproval, request);
      if (!asked) return;
      if (asked.ok) {
        await popupSuccess(
          'Approval asked',
          `${asked.data.number} waits for an approver of your company: you are mailed when it is decided. Nothing is held or charged until then.`,
        );
        router.push('/dashboard/order');
        return;
      }
      showFieldErrors(asked, setError);
      setRefusal(asked.fields ? null : asked.error);
      return;
    }
    const result = await call(endpoints.acceptQuote, request);
    if (!result) return;
    if (result.ok) {
      const later = whole ? '' : ` What you left stays quoted until ${quote.validUntil}.`;
      await popupSuccess(
        'Offer accepted',
        `Your order is placed at the quoted price: pay for it now.${later}`,
      );
      router.push(`/dashboard/payment/${result.data._id}`);
      return;
    }
    if (refusedForApproval(result)) setAsking(true);
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
      {short.length > 0 && (
        <ShortLines
          lines={short}
          validUntil={quote.validUntil}
          values={typed}
          onChange={(productId, value) => setTyped((now) => ({ ...now, [productId]: value }))}
        />
      )}
      <div className="flex flex-wrap items-end gap-3">
        <PhoneAndPo
          phone={register('phoneNumber')}
          po={register('poNumber')}
          errors={{ phone: errors.phoneNumber?.message, po: errors.poNumber?.message }}
        />
        <SubmitButton className="btn-primary" disabled={isSubmitting || taken.length === 0}>
          {asking
            ? askingLabel(isSubmitting)
            : isSubmitting
              ? 'Placing order…'
              : whole
                ? 'Accept offer'
                : `Accept ${count(taken.length, ['line', 'lines'])} now`}
        </SubmitButton>
      </div>
      <FormAlert message={refusal} testId="accept-refusal" />
    </form>
  );
}
