'use client';

import { useState, type FormEvent } from 'react';
import type { CardFormProps } from './card-form-props';
import { TermsNote } from './terms-note';
import { endpoints } from '@/lib/client';

/** The offline test gateway's card form: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
export function TestCardForm({
  clientSecret,
  call,
  billingName,
  amount,
  disabled,
  onPaid,
  onError,
}: CardFormProps) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!clientSecret) return;
    setBusy(true);
    const result = await call(endpoints.testConfirm, {
      body: { clientSecret, card, billingName },
    });
    setBusy(false);
    if (!result) return;
    if (result.ok) await onPaid(result.data.paymentIntent.id);
    else onError(result.error);
  };

  const field = (name: keyof typeof card, label: string, props: Record<string, string>) => (
    <label className="block">
      <span className="label">{label}</span>
      <input
        className="input"
        value={card[name]}
        onChange={(e) => setCard({ ...card, [name]: e.target.value })}
        {...props}
      />
    </label>
  );

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Card payment">
      {field('number', 'Card number', {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '4242 4242 4242 4242',
      })}
      <div className="grid grid-cols-2 gap-4">
        {field('expiry', 'Expiry (MM/YY)', { autoComplete: 'cc-exp', placeholder: '12/34' })}
        {field('cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123' })}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={disabled || busy || !clientSecret}>
        {busy ? 'Paying…' : `Pay ${amount}`}
      </button>
      <TermsNote />
    </form>
  );
}
