'use client';

import { useState } from 'react';
import type { ProductDto } from '@/lib/catalog';
import type { PriceContextDto } from '@/lib/selling';
import { QuoteRequestForm } from '@/components/quotes/quote-request-form';
import type { CompanyCheckoutDto } from '@/lib/orders';
import { PurchaseForm } from './purchase-form';

type Props = {
  product: ProductDto;
  email: string;
  /** The signed-in buyer's prices for this part (their company's lists): what checkout charges. */
  prices: PriceContextDto;
  defaultName: string;
  defaultPhone: string;
  initialQuantity: number;
  /** Pay on account, when the buyer's company has terms; null: by card only. */
  onAccountOffer: CompanyCheckoutDto['onAccount'];
};

/** The purchase page's two ways to buy: order now, or ask for a quote (offered when the stock falls short). */
export function OrderOrQuote({
  product,
  email,
  prices,
  defaultName,
  defaultPhone,
  initialQuantity,
  onAccountOffer,
}: Props) {
  // A new object each time, so asking twice for the same quantity still opens and focuses the form.
  const [asked, setAsked] = useState<{ quantity: number } | null>(null);
  return (
    <>
      <PurchaseForm
        product={product}
        email={email}
        prices={prices}
        defaultName={defaultName}
        initialQuantity={initialQuantity}
        onRequestQuote={(quantity) => setAsked({ quantity })}
        onAccountOffer={onAccountOffer}
      />
      <QuoteRequestForm
        product={product}
        defaultName={defaultName}
        defaultPhone={defaultPhone}
        asked={asked}
      />
    </>
  );
}
