'use client';

import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry: Stripe.js loads when loadStripe is called, not as a side effect of this import.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import type { CardFormProps } from './card-form-props';
import { TermsNote } from './terms-note';

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

/** Stripe Elements' CardElement; Stripe.js is loaded only here, on the payment page. */
export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ clientSecret, billingName, amount, disabled, onPaid, onError }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setBusy(true);
    const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: { name: billingName } },
    });
    setBusy(false);
    if (error) onError(error.message ?? 'Your card could not be charged.');
    else if (paymentIntent?.status === 'succeeded') await onPaid(paymentIntent.id);
    else onError('The payment was not completed. Please try again.');
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Card payment">
      <div className="input py-3">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      {/*
       * docs/product.md#screens-and-routes: Pay waits for Stripe and the client secret, and stays off after
       * success.
       */}
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={!stripe || !elements || !clientSecret || busy || disabled}
      >
        {busy ? 'Paying…' : `Pay ${amount}`}
      </button>
      <TermsNote />
    </form>
  );
}
