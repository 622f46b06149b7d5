'use client';

import type { ComponentProps } from 'react';
import { CheckoutForm } from './checkout-form';
import { CartQuoteForm } from './cart-quote-form';
import { SaveListForm } from './save-list-form';

/**
 * A signed-in customer's forms under the cart: checkout beside a quote request and saving the
 * cart as a list. A module of its own so /cart loads it only for a customer (cart-view.tsx).
 */
export function CartCustomerForms(props: ComponentProps<typeof CheckoutForm>) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CheckoutForm {...props} />
      <div className="space-y-6">
        <CartQuoteForm />
        <SaveListForm />
      </div>
    </div>
  );
}
